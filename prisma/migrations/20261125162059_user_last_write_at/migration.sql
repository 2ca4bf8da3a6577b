-- AlterTable
ALTER TABLE "users" ADD COLUMN     "last_write_at" TIMESTAMPTZ(3);
