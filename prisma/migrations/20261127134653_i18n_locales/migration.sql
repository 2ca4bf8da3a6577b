-- CreateEnum
CREATE TYPE "Locale" AS ENUM ('en', 'es');

-- AlterTable
ALTER TABLE "organizations" ADD COLUMN     "default_locale" "Locale" NOT NULL DEFAULT 'en';

-- AlterTable
ALTER TABLE "users" ADD COLUMN     "locale" "Locale";
