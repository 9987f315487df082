-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_MapPoint" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "userId" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "address" TEXT NOT NULL,
    "province" TEXT NOT NULL DEFAULT '',
    "city" TEXT NOT NULL DEFAULT '',
    "lat" REAL,
    "lng" REAL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);
INSERT INTO "new_MapPoint" ("address", "city", "createdAt", "id", "lat", "lng", "name", "province", "userId") SELECT "address", "city", "createdAt", "id", "lat", "lng", "name", "province", "userId" FROM "MapPoint";
DROP TABLE "MapPoint";
ALTER TABLE "new_MapPoint" RENAME TO "MapPoint";
CREATE INDEX "MapPoint_userId_idx" ON "MapPoint"("userId");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;
