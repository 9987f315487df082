-- AlterTable
ALTER TABLE "User" ADD COLUMN     "showPhoneToExchanged" BOOLEAN NOT NULL DEFAULT true;
