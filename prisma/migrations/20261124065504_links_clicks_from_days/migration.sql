-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_MiniLink" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "setId" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "url" TEXT NOT NULL,
    "sort" INTEGER NOT NULL,
    "enabled" BOOLEAN NOT NULL DEFAULT true,
    "onAt" DATETIME,
    "offAt" DATETIME,
    CONSTRAINT "MiniLink_setId_fkey" FOREIGN KEY ("setId") REFERENCES "LinkSet" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);
INSERT INTO "new_MiniLink" ("enabled", "id", "offAt", "onAt", "setId", "sort", "title", "url") SELECT "enabled", "id", "offAt", "onAt", "setId", "sort", "title", "url" FROM "MiniLink";
DROP TABLE "MiniLink";
ALTER TABLE "new_MiniLink" RENAME TO "MiniLink";
CREATE INDEX "MiniLink_setId_idx" ON "MiniLink"("setId");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;
