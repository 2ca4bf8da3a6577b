-- AlterTable
ALTER TABLE "organizations" ADD COLUMN     "embed_origins" TEXT[] DEFAULT ARRAY[]::TEXT[],
ADD COLUMN     "public_description" TEXT,
ADD COLUMN     "public_page" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "slug" TEXT;

-- CreateIndex
CREATE UNIQUE INDEX "organizations_slug_key" ON "organizations"("slug");

-- A slug is lowercase letters, digits and hyphens, 3 to 60 of them (the API checks the same).
ALTER TABLE "organizations" ADD CONSTRAINT "organizations_slug_format" CHECK ("slug" ~ '^[a-z0-9-]{3,60}$');
