-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_Music" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "name" TEXT NOT NULL,
    "singer" TEXT NOT NULL,
    "nameEn" TEXT NOT NULL DEFAULT '',
    "singerEn" TEXT NOT NULL DEFAULT '',
    "url" TEXT NOT NULL,
    "category" TEXT NOT NULL
);
INSERT INTO "new_Music" ("category", "id", "name", "singer", "url") SELECT "category", "id", "name", "singer", "url" FROM "Music";
DROP TABLE "Music";
ALTER TABLE "new_Music" RENAME TO "Music";
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;
