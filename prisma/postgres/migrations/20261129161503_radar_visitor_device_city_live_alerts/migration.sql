-- AlterTable
ALTER TABLE "CardVisit" ADD COLUMN     "city" TEXT,
ADD COLUMN     "device" TEXT;

-- AlterTable
ALTER TABLE "RadarVisitor" ADD COLUMN     "city" TEXT,
ADD COLUMN     "device" TEXT;

-- AlterTable
ALTER TABLE "User" ADD COLUMN     "liveVisitAlerts" BOOLEAN NOT NULL DEFAULT true;
