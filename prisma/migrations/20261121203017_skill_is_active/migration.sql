-- AlterTable
ALTER TABLE "skills" ADD COLUMN     "is_active" BOOLEAN NOT NULL DEFAULT true;
