-- AlterTable
ALTER TABLE "email_outbox" ADD COLUMN     "category" TEXT,
ADD COLUMN     "unsubscribe_url" TEXT;

-- CreateTable
CREATE TABLE "notification_preferences" (
    "user_id" UUID NOT NULL,
    "category" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "sms" BOOLEAN NOT NULL DEFAULT false,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "notification_preferences_pkey" PRIMARY KEY ("user_id","category")
);

-- CreateTable
CREATE TABLE "sms_contacts" (
    "user_id" UUID NOT NULL,
    "phone" TEXT NOT NULL,
    "consent_text" TEXT NOT NULL,
    "consent_at" TIMESTAMPTZ(3) NOT NULL,
    "confirmed_at" TIMESTAMPTZ(3),
    "code_hash" TEXT,
    "code_expires_at" TIMESTAMPTZ(3),
    "code_tries" INTEGER NOT NULL DEFAULT 0,
    "opted_out_at" TIMESTAMPTZ(3),
    "urgent_texts" BOOLEAN NOT NULL DEFAULT false,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "sms_contacts_pkey" PRIMARY KEY ("user_id")
);

-- CreateTable
CREATE TABLE "sms_outbox" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "user_id" UUID,
    "notification_type" "NotificationType",
    "category" TEXT,
    "to_phone" TEXT NOT NULL,
    "body" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'pending',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "next_attempt_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "last_error" TEXT,
    "provider_sid" TEXT,
    "provider_status" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "sent_at" TIMESTAMPTZ(3),

    CONSTRAINT "sms_outbox_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "sms_status_events" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "message_sid" TEXT NOT NULL,
    "status" TEXT NOT NULL,
    "error_code" TEXT,
    "received_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "sms_status_events_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "digest_runs" (
    "user_id" UUID NOT NULL,
    "period" TEXT NOT NULL,
    "sent" BOOLEAN NOT NULL DEFAULT false,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "digest_runs_pkey" PRIMARY KEY ("user_id","period")
);

-- CreateIndex
CREATE INDEX "sms_contacts_phone_idx" ON "sms_contacts"("phone");

-- CreateIndex
CREATE UNIQUE INDEX "sms_outbox_provider_sid_key" ON "sms_outbox"("provider_sid");

-- CreateIndex
CREATE INDEX "sms_outbox_status_next_attempt_at_idx" ON "sms_outbox"("status", "next_attempt_at");

-- CreateIndex
CREATE INDEX "sms_outbox_created_at_idx" ON "sms_outbox"("created_at" DESC);

-- CreateIndex
CREATE INDEX "sms_status_events_message_sid_idx" ON "sms_status_events"("message_sid");

-- CreateIndex
CREATE INDEX "digest_runs_user_id_created_at_idx" ON "digest_runs"("user_id", "created_at" DESC);
