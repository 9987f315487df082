-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_ActivityRegistration" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "activityId" TEXT NOT NULL,
    "userId" TEXT,
    "guestRegion" TEXT,
    "guestPhone" TEXT,
    "name" TEXT NOT NULL,
    "mobile" TEXT NOT NULL,
    "answers" TEXT NOT NULL DEFAULT '{}',
    "fieldsSnapshot" TEXT NOT NULL DEFAULT '[]',
    "feeFen" INTEGER NOT NULL DEFAULT 0,
    "orderId" TEXT,
    "state" TEXT NOT NULL DEFAULT 'registered',
    "checkedInAt" DATETIME,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);
INSERT INTO "new_ActivityRegistration" ("activityId", "answers", "checkedInAt", "createdAt", "feeFen", "fieldsSnapshot", "id", "mobile", "name", "orderId", "state", "updatedAt", "userId") SELECT "activityId", "answers", "checkedInAt", "createdAt", "feeFen", "fieldsSnapshot", "id", "mobile", "name", "orderId", "state", "updatedAt", "userId" FROM "ActivityRegistration";
DROP TABLE "ActivityRegistration";
ALTER TABLE "new_ActivityRegistration" RENAME TO "ActivityRegistration";
-- Visitors registered before this migration were keyed in userId as 'guest:<region><national>' (issue 32, first cut):
-- their verified phone moves to the guest columns and userId becomes null. Region codes are +86 or four characters
-- (+852, +853, +886; none of those starts with +86), so the region is read from its known length.
UPDATE "ActivityRegistration" SET
    "guestRegion" = CASE WHEN substr("userId", 7, 4) IN ('+852', '+853', '+886') THEN substr("userId", 7, 4) ELSE substr("userId", 7, 3) END,
    "guestPhone" = CASE WHEN substr("userId", 7, 4) IN ('+852', '+853', '+886') THEN substr("userId", 11) ELSE substr("userId", 10) END,
    "userId" = NULL
WHERE "userId" LIKE 'guest:%';
CREATE UNIQUE INDEX "ActivityRegistration_orderId_key" ON "ActivityRegistration"("orderId");
CREATE INDEX "ActivityRegistration_guestRegion_guestPhone_idx" ON "ActivityRegistration"("guestRegion", "guestPhone");
CREATE INDEX "ActivityRegistration_activityId_state_createdAt_id_idx" ON "ActivityRegistration"("activityId", "state", "createdAt" DESC, "id");
CREATE INDEX "ActivityRegistration_userId_createdAt_id_idx" ON "ActivityRegistration"("userId", "createdAt" DESC, "id");
CREATE UNIQUE INDEX "ActivityRegistration_activityId_userId_key" ON "ActivityRegistration"("activityId", "userId");
CREATE UNIQUE INDEX "ActivityRegistration_activityId_guestRegion_guestPhone_key" ON "ActivityRegistration"("activityId", "guestRegion", "guestPhone");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;
