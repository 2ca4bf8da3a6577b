-- A notification's e-mail keeps what it is rendered from instead of the rendered HTML and text,
-- and is rendered when it is sent or shown (docs/decisions/108). A lottery draw writes 10,000
-- e-mails at once: their bodies were 20 MB to send, compose and compress inside the draw.
-- Other e-mails (digests, invitations) keep their rendered bodies.
ALTER TABLE "email_outbox" ADD COLUMN     "action_url" TEXT,
ADD COLUMN     "locale" "Locale",
ADD COLUMN     "message" TEXT,
ADD COLUMN     "title" TEXT,
ALTER COLUMN "html" DROP NOT NULL,
ALTER COLUMN "text" DROP NOT NULL;

-- Written by hand (the schema diff does not model CHECK constraints): every row can be sent,
-- rendered or renderable.
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_body_check"
  CHECK (("html" IS NOT NULL AND "text" IS NOT NULL) OR ("title" IS NOT NULL AND "message" IS NOT NULL AND "notification_type" IS NOT NULL));
