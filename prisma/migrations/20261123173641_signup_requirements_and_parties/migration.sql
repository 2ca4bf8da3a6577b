-- CreateEnum
CREATE TYPE "RequirementKind" AS ENUM ('waiver', 'background_check', 'orientation', 'minimum_age');

-- CreateEnum
CREATE TYPE "RequirementRecordStatus" AS ENUM ('signed', 'passed', 'failed');

-- AlterTable
ALTER TABLE "signups" ADD COLUMN     "guests" JSONB NOT NULL DEFAULT '[]',
ADD COLUMN     "party_size" INTEGER NOT NULL DEFAULT 1,
ADD COLUMN     "requirements_override" JSONB;

-- AlterTable
ALTER TABLE "volunteer_profiles" ADD COLUMN     "date_of_birth" DATE;

-- CreateTable
CREATE TABLE "requirements" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "org_id" UUID NOT NULL,
    "kind" "RequirementKind" NOT NULL,
    "name" TEXT NOT NULL,
    "description" TEXT NOT NULL DEFAULT '',
    "body" TEXT,
    "applies_to_all" BOOLEAN NOT NULL DEFAULT false,
    "valid_days" INTEGER,
    "min_age" INTEGER,
    "version" INTEGER NOT NULL DEFAULT 1,
    "deleted_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "requirements_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "requirement_versions" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "requirement_id" UUID NOT NULL,
    "version" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "body" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "requirement_versions_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "opportunity_requirements" (
    "opportunity_id" UUID NOT NULL,
    "requirement_id" UUID NOT NULL,

    CONSTRAINT "opportunity_requirements_pkey" PRIMARY KEY ("opportunity_id","requirement_id")
);

-- CreateTable
CREATE TABLE "requirement_records" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "requirement_id" UUID NOT NULL,
    "volunteer_id" UUID NOT NULL,
    "status" "RequirementRecordStatus" NOT NULL,
    "completed_at" TIMESTAMPTZ(3) NOT NULL,
    "version" INTEGER,
    "signed_name" TEXT,
    "ip_address" TEXT,
    "user_agent" TEXT,
    "notes" TEXT NOT NULL DEFAULT '',
    "recorded_by" UUID,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "requirement_records_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "requirements_org_id_kind_name_idx" ON "requirements"("org_id", "kind", "name");

-- CreateIndex
CREATE UNIQUE INDEX "requirement_versions_requirement_id_version_key" ON "requirement_versions"("requirement_id", "version");

-- CreateIndex
CREATE INDEX "opportunity_requirements_requirement_id_idx" ON "opportunity_requirements"("requirement_id");

-- CreateIndex
CREATE INDEX "requirement_records_volunteer_id_requirement_id_completed_a_idx" ON "requirement_records"("volunteer_id", "requirement_id", "completed_at" DESC);

-- CreateIndex
CREATE INDEX "requirement_records_requirement_id_idx" ON "requirement_records"("requirement_id");

-- AddForeignKey
ALTER TABLE "requirements" ADD CONSTRAINT "requirements_org_id_fkey" FOREIGN KEY ("org_id") REFERENCES "organizations"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "requirement_versions" ADD CONSTRAINT "requirement_versions_requirement_id_fkey" FOREIGN KEY ("requirement_id") REFERENCES "requirements"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "opportunity_requirements" ADD CONSTRAINT "opportunity_requirements_opportunity_id_fkey" FOREIGN KEY ("opportunity_id") REFERENCES "opportunities"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "opportunity_requirements" ADD CONSTRAINT "opportunity_requirements_requirement_id_fkey" FOREIGN KEY ("requirement_id") REFERENCES "requirements"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "requirement_records" ADD CONSTRAINT "requirement_records_requirement_id_fkey" FOREIGN KEY ("requirement_id") REFERENCES "requirements"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "requirement_records" ADD CONSTRAINT "requirement_records_volunteer_id_fkey" FOREIGN KEY ("volunteer_id") REFERENCES "volunteer_profiles"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "requirement_records" ADD CONSTRAINT "requirement_records_recorded_by_fkey" FOREIGN KEY ("recorded_by") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- A party is the account holder plus at most nine guests (the API validates the same bounds).
ALTER TABLE "signups" ADD CONSTRAINT "signups_party_size_check" CHECK ("party_size" BETWEEN 1 AND 10);
