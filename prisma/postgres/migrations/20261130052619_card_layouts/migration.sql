-- AlterTable
ALTER TABLE "Card" ADD COLUMN     "companyEn" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "layoutId" TEXT NOT NULL DEFAULT 'classic',
ADD COLUMN     "nameEn" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "positionEn" TEXT NOT NULL DEFAULT '';

-- AlterTable
ALTER TABLE "Company" ADD COLUMN     "brandPrimary" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "brandSecondary" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "lockLayout" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "logoKey" TEXT NOT NULL DEFAULT '';
