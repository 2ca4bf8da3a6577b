-- CreateEnum
CREATE TYPE "HandoffStatus" AS ENUM ('open', 'accepted', 'withdrawn', 'expired');

-- AlterEnum
ALTER TYPE "NotificationType" ADD VALUE 'handoff_offered';
ALTER TYPE "NotificationType" ADD VALUE 'handoff_accepted';
ALTER TYPE "NotificationType" ADD VALUE 'auto_checked_out';

-- AlterTable
ALTER TABLE "hours_entries" ADD COLUMN     "auto_checked_out" BOOLEAN NOT NULL DEFAULT false;

-- AlterTable
ALTER TABLE "opportunities" ADD COLUMN     "allow_handoffs" BOOLEAN NOT NULL DEFAULT true;

-- AlterTable
ALTER TABLE "organizations" ADD COLUMN     "auto_checkout_after_minutes" INTEGER NOT NULL DEFAULT 60;
ALTER TABLE "organizations" ADD CONSTRAINT "organizations_auto_checkout_after_minutes_check" CHECK ("auto_checkout_after_minutes" BETWEEN 0 AND 1440);

-- AlterTable
ALTER TABLE "signups" ADD COLUMN     "transferred_to" UUID;

-- CreateTable
CREATE TABLE "handoffs" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "signup_id" UUID NOT NULL,
    "opportunity_id" UUID NOT NULL,
    "from_volunteer_id" UUID NOT NULL,
    "to_volunteer_id" UUID,
    "message" TEXT NOT NULL DEFAULT '',
    "status" "HandoffStatus" NOT NULL DEFAULT 'open',
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    "accepted_signup_id" UUID,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "closed_at" TIMESTAMPTZ(3),

    CONSTRAINT "handoffs_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "cover_requests" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "opportunity_id" UUID NOT NULL,
    "requested_by" UUID,
    "message" TEXT NOT NULL DEFAULT '',
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "cover_requests_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "cover_asks" (
    "cover_request_id" UUID NOT NULL,
    "volunteer_id" UUID NOT NULL,
    "asked_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "cover_asks_pkey" PRIMARY KEY ("cover_request_id","volunteer_id")
);

-- CreateIndex
CREATE INDEX "handoffs_opportunity_id_status_idx" ON "handoffs"("opportunity_id", "status");

-- CreateIndex
CREATE INDEX "handoffs_to_volunteer_id_status_idx" ON "handoffs"("to_volunteer_id", "status");

-- CreateIndex
CREATE INDEX "cover_requests_opportunity_id_created_at_idx" ON "cover_requests"("opportunity_id", "created_at");

-- CreateIndex
CREATE INDEX "cover_asks_volunteer_id_asked_at_idx" ON "cover_asks"("volunteer_id", "asked_at");

-- CreateIndex
CREATE UNIQUE INDEX "signups_transferred_to_key" ON "signups"("transferred_to");

-- AddForeignKey
ALTER TABLE "signups" ADD CONSTRAINT "signups_transferred_to_fkey" FOREIGN KEY ("transferred_to") REFERENCES "signups"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "handoffs" ADD CONSTRAINT "handoffs_signup_id_fkey" FOREIGN KEY ("signup_id") REFERENCES "signups"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "handoffs" ADD CONSTRAINT "handoffs_opportunity_id_fkey" FOREIGN KEY ("opportunity_id") REFERENCES "opportunities"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "cover_requests" ADD CONSTRAINT "cover_requests_opportunity_id_fkey" FOREIGN KEY ("opportunity_id") REFERENCES "opportunities"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "cover_asks" ADD CONSTRAINT "cover_asks_cover_request_id_fkey" FOREIGN KEY ("cover_request_id") REFERENCES "cover_requests"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "cover_asks" ADD CONSTRAINT "cover_asks_volunteer_id_fkey" FOREIGN KEY ("volunteer_id") REFERENCES "volunteer_profiles"("id") ON DELETE CASCADE ON UPDATE CASCADE;
