-- AlterTable
ALTER TABLE "ActivityRegistration" ADD COLUMN     "guestPhone" TEXT,
ADD COLUMN     "guestRegion" TEXT,
ALTER COLUMN "userId" DROP NOT NULL;

-- Visitors registered before this migration were keyed in userId as 'guest:<region><national>' (issue 32, first cut):
-- their verified phone moves to the guest columns and userId becomes null. Region codes are +86 or four characters
-- (+852, +853, +886; none of those starts with +86), so the region is read from its known length.
UPDATE "ActivityRegistration" SET
    "guestRegion" = CASE WHEN substr("userId", 7, 4) IN ('+852', '+853', '+886') THEN substr("userId", 7, 4) ELSE substr("userId", 7, 3) END,
    "guestPhone" = CASE WHEN substr("userId", 7, 4) IN ('+852', '+853', '+886') THEN substr("userId", 11) ELSE substr("userId", 10) END,
    "userId" = NULL
WHERE "userId" LIKE 'guest:%';

-- CreateIndex
CREATE INDEX "ActivityRegistration_guestRegion_guestPhone_idx" ON "ActivityRegistration"("guestRegion", "guestPhone");

-- CreateIndex
CREATE UNIQUE INDEX "ActivityRegistration_activityId_guestRegion_guestPhone_key" ON "ActivityRegistration"("activityId", "guestRegion", "guestPhone");
