-- AlterTable
ALTER TABLE "VerificationCode" ADD COLUMN "payload" TEXT;
