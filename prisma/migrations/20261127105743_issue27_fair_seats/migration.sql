-- CreateEnum
CREATE TYPE "WaitlistMode" AS ENUM ('auto', 'offer');

-- CreateEnum
CREATE TYPE "SignupMode" AS ENUM ('first_come', 'lottery');

-- AlterEnum
-- This migration adds more than one value to an enum.
-- With PostgreSQL versions 11 and earlier, this is not possible
-- in a single migration. This can be worked around by creating
-- multiple migrations, each migration adding only one value to
-- the enum.


ALTER TYPE "NotificationType" ADD VALUE 'waitlist_offer';
ALTER TYPE "NotificationType" ADD VALUE 'offer_expired';
ALTER TYPE "NotificationType" ADD VALUE 'lottery_result';

-- AlterEnum
-- This migration adds more than one value to an enum.
-- With PostgreSQL versions 11 and earlier, this is not possible
-- in a single migration. This can be worked around by creating
-- multiple migrations, each migration adding only one value to
-- the enum.


ALTER TYPE "SignupStatus" ADD VALUE 'offered';
ALTER TYPE "SignupStatus" ADD VALUE 'expired';
ALTER TYPE "SignupStatus" ADD VALUE 'entered';
ALTER TYPE "SignupStatus" ADD VALUE 'not_selected';

-- AlterTable
ALTER TABLE "opportunities" ADD COLUMN     "lottery_closes_at" TIMESTAMPTZ(3),
ADD COLUMN     "lottery_drawn_at" TIMESTAMPTZ(3),
ADD COLUMN     "lottery_seed" BYTEA,
ADD COLUMN     "lottery_seed_sha256" TEXT,
ADD COLUMN     "offer_window_minutes" INTEGER NOT NULL DEFAULT 720,
ADD COLUMN     "signup_mode" "SignupMode" NOT NULL DEFAULT 'first_come',
ADD COLUMN     "waitlist_mode" "WaitlistMode" NOT NULL DEFAULT 'auto';

-- AlterTable
ALTER TABLE "organizations" ADD COLUMN     "default_waitlist_mode" "WaitlistMode" NOT NULL DEFAULT 'auto';

-- AlterTable
ALTER TABLE "signups" ADD COLUMN     "lottery_outcome" TEXT,
ADD COLUMN     "lottery_ticket" TEXT,
ADD COLUMN     "lottery_tier" INTEGER,
ADD COLUMN     "offer_expires_at" TIMESTAMPTZ(3);

-- CreateIndex
CREATE INDEX "opportunities_signup_mode_lottery_drawn_at_lottery_closes_a_idx" ON "opportunities"("signup_mode", "lottery_drawn_at", "lottery_closes_at");

-- CreateIndex
CREATE INDEX "signups_status_offer_expires_at_idx" ON "signups"("status", "offer_expires_at");

-- Issue 27 rules the schema language cannot state.
ALTER TABLE "opportunities" ADD CONSTRAINT "opportunities_offer_window_minutes_check" CHECK ("offer_window_minutes" BETWEEN 1 AND 10080);
ALTER TABLE "opportunities" ADD CONSTRAINT "opportunities_lottery_seed_check" CHECK ("lottery_seed" IS NULL OR octet_length("lottery_seed") = 32);
ALTER TABLE "signups" ADD CONSTRAINT "signups_lottery_outcome_check" CHECK ("lottery_outcome" IS NULL OR "lottery_outcome" IN ('seated', 'waitlist', 'not_selected'));
