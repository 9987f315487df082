-- AlterTable
ALTER TABLE "CardVisit" ADD COLUMN "city" TEXT;
ALTER TABLE "CardVisit" ADD COLUMN "device" TEXT;

-- AlterTable
ALTER TABLE "RadarVisitor" ADD COLUMN "city" TEXT;
ALTER TABLE "RadarVisitor" ADD COLUMN "device" TEXT;

-- AlterTable (a column with a constant default: no table rebuild needed)
ALTER TABLE "User" ADD COLUMN "liveVisitAlerts" BOOLEAN NOT NULL DEFAULT true;
