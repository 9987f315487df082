-- AlterTable
ALTER TABLE "DesignCase" ADD COLUMN     "forbiddenAt" TIMESTAMP(3),
ADD COLUMN     "forbiddenReason" TEXT NOT NULL DEFAULT '';
