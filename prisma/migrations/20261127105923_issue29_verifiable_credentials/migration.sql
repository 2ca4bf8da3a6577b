-- CreateEnum
CREATE TYPE "CredentialKind" AS ENUM ('badge', 'hours');

-- CreateTable
CREATE TABLE "credential_issuer_keys" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "org_id" UUID NOT NULL,
    "key_number" INTEGER NOT NULL,
    "public_key_multibase" TEXT NOT NULL,
    "sealed_private_key" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "retired_at" TIMESTAMPTZ(3),

    CONSTRAINT "credential_issuer_keys_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "verifiable_credentials" (
    "id" UUID NOT NULL,
    "org_id" UUID NOT NULL,
    "volunteer_id" UUID NOT NULL,
    "kind" "CredentialKind" NOT NULL,
    "volunteer_achievement_id" UUID,
    "achievement_name" TEXT NOT NULL,
    "status_index" INTEGER NOT NULL,
    "credential_json" TEXT NOT NULL,
    "jwt" TEXT NOT NULL,
    "issued_at" TIMESTAMPTZ(3) NOT NULL,
    "issued_by" UUID,
    "revoked_at" TIMESTAMPTZ(3),
    "revoked_by" UUID,
    "revoked_reason" TEXT,

    CONSTRAINT "verifiable_credentials_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "credential_status_lists" (
    "org_id" UUID NOT NULL,
    "next_index" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "credential_status_lists_pkey" PRIMARY KEY ("org_id")
);

-- CreateIndex
CREATE UNIQUE INDEX "credential_issuer_keys_org_id_key_number_key" ON "credential_issuer_keys"("org_id", "key_number");

-- CreateIndex
CREATE UNIQUE INDEX "verifiable_credentials_volunteer_achievement_id_key" ON "verifiable_credentials"("volunteer_achievement_id");

-- CreateIndex
CREATE INDEX "verifiable_credentials_volunteer_id_issued_at_idx" ON "verifiable_credentials"("volunteer_id", "issued_at" DESC);

-- CreateIndex
CREATE INDEX "verifiable_credentials_org_id_issued_at_idx" ON "verifiable_credentials"("org_id", "issued_at" DESC);

-- CreateIndex
CREATE UNIQUE INDEX "verifiable_credentials_org_id_status_index_key" ON "verifiable_credentials"("org_id", "status_index");

-- AddForeignKey
ALTER TABLE "credential_issuer_keys" ADD CONSTRAINT "credential_issuer_keys_org_id_fkey" FOREIGN KEY ("org_id") REFERENCES "organizations"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "verifiable_credentials" ADD CONSTRAINT "verifiable_credentials_org_id_fkey" FOREIGN KEY ("org_id") REFERENCES "organizations"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "verifiable_credentials" ADD CONSTRAINT "verifiable_credentials_volunteer_id_fkey" FOREIGN KEY ("volunteer_id") REFERENCES "volunteer_profiles"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "verifiable_credentials" ADD CONSTRAINT "verifiable_credentials_volunteer_achievement_id_fkey" FOREIGN KEY ("volunteer_achievement_id") REFERENCES "volunteer_achievements"("id") ON DELETE SET NULL ON UPDATE CASCADE;
