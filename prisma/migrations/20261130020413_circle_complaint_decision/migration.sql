-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_CircleComplaint" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "circleId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "bulletinIds" TEXT NOT NULL,
    "fileNames" TEXT NOT NULL DEFAULT '',
    "content" TEXT NOT NULL,
    "state" TEXT NOT NULL DEFAULT 'open',
    "decisionReason" TEXT NOT NULL DEFAULT '',
    "decidedBy" TEXT,
    "decidedAt" DATETIME,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);
INSERT INTO "new_CircleComplaint" ("bulletinIds", "circleId", "content", "createdAt", "fileNames", "id", "state", "userId") SELECT "bulletinIds", "circleId", "content", "createdAt", "fileNames", "id", "state", "userId" FROM "CircleComplaint";
DROP TABLE "CircleComplaint";
ALTER TABLE "new_CircleComplaint" RENAME TO "CircleComplaint";
CREATE INDEX "CircleComplaint_circleId_createdAt_idx" ON "CircleComplaint"("circleId", "createdAt");
CREATE INDEX "CircleComplaint_state_createdAt_idx" ON "CircleComplaint"("state", "createdAt");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

-- Complaints marked "handled" before decisions had an outcome: the operator acted on them, so they read as upheld.
UPDATE "CircleComplaint" SET "state" = 'upheld' WHERE "state" = 'handled';
