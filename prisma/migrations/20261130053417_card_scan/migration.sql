-- CreateTable
CREATE TABLE "CardScan" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "ownerId" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'queued',
    "progress" INTEGER NOT NULL DEFAULT 0,
    "photoUrl" TEXT NOT NULL DEFAULT '',
    "backUrl" TEXT,
    "fields" TEXT NOT NULL DEFAULT '',
    "errorCode" TEXT,
    "taskId" TEXT,
    "nameKey" TEXT NOT NULL DEFAULT '',
    "savedAt" DATETIME,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- CreateIndex
CREATE INDEX "CardScan_ownerId_createdAt_idx" ON "CardScan"("ownerId", "createdAt");

-- CreateIndex
CREATE INDEX "CardScan_ownerId_status_savedAt_id_idx" ON "CardScan"("ownerId", "status", "savedAt" DESC, "id");
