-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_HelpArticle" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "kind" TEXT NOT NULL,
    "category" TEXT NOT NULL DEFAULT '',
    "title" TEXT NOT NULL,
    "summary" TEXT NOT NULL DEFAULT '',
    "categoryEn" TEXT NOT NULL DEFAULT '',
    "titleEn" TEXT NOT NULL DEFAULT '',
    "summaryEn" TEXT NOT NULL DEFAULT '',
    "body" TEXT NOT NULL DEFAULT '',
    "coverUrl" TEXT NOT NULL DEFAULT '',
    "mediaUrl" TEXT NOT NULL DEFAULT '',
    "sort" INTEGER NOT NULL DEFAULT 0,
    "hidden" BOOLEAN NOT NULL DEFAULT false,
    "views" INTEGER NOT NULL DEFAULT 0,
    "createdBy" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);
INSERT INTO "new_HelpArticle" ("body", "category", "coverUrl", "createdAt", "createdBy", "hidden", "id", "kind", "mediaUrl", "sort", "summary", "title", "updatedAt", "views") SELECT "body", "category", "coverUrl", "createdAt", "createdBy", "hidden", "id", "kind", "mediaUrl", "sort", "summary", "title", "updatedAt", "views" FROM "HelpArticle";
DROP TABLE "HelpArticle";
ALTER TABLE "new_HelpArticle" RENAME TO "HelpArticle";
CREATE INDEX "HelpArticle_kind_hidden_sort_id_idx" ON "HelpArticle"("kind", "hidden", "sort", "id");
CREATE TABLE "new_MaterialLabel" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "ownerId" TEXT,
    "name" TEXT NOT NULL,
    "nameEn" TEXT NOT NULL DEFAULT '',
    "sort" INTEGER NOT NULL DEFAULT 0,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);
INSERT INTO "new_MaterialLabel" ("createdAt", "id", "name", "ownerId", "sort") SELECT "createdAt", "id", "name", "ownerId", "sort" FROM "MaterialLabel";
DROP TABLE "MaterialLabel";
ALTER TABLE "new_MaterialLabel" RENAME TO "MaterialLabel";
CREATE INDEX "MaterialLabel_ownerId_sort_idx" ON "MaterialLabel"("ownerId", "sort");
CREATE TABLE "new_PhotoMaterial" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "ownerId" TEXT,
    "title" TEXT NOT NULL,
    "titleEn" TEXT NOT NULL DEFAULT '',
    "url" TEXT NOT NULL,
    "thumbUrl" TEXT NOT NULL,
    "keywords" TEXT NOT NULL DEFAULT '',
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);
INSERT INTO "new_PhotoMaterial" ("createdAt", "id", "keywords", "ownerId", "thumbUrl", "title", "url") SELECT "createdAt", "id", "keywords", "ownerId", "thumbUrl", "title", "url" FROM "PhotoMaterial";
DROP TABLE "PhotoMaterial";
ALTER TABLE "new_PhotoMaterial" RENAME TO "PhotoMaterial";
CREATE INDEX "PhotoMaterial_ownerId_createdAt_id_idx" ON "PhotoMaterial"("ownerId", "createdAt" DESC, "id");
CREATE TABLE "new_PosterLabel" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "name" TEXT NOT NULL,
    "nameEn" TEXT NOT NULL DEFAULT '',
    "sort" INTEGER NOT NULL DEFAULT 0
);
INSERT INTO "new_PosterLabel" ("id", "name", "sort") SELECT "id", "name", "sort" FROM "PosterLabel";
DROP TABLE "PosterLabel";
ALTER TABLE "new_PosterLabel" RENAME TO "PosterLabel";
CREATE TABLE "new_PosterMaterial" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "labelId" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "titleEn" TEXT NOT NULL DEFAULT '',
    "keywords" TEXT NOT NULL DEFAULT '',
    "backgroundUrl" TEXT NOT NULL,
    "thumbUrl" TEXT NOT NULL,
    "layout" TEXT NOT NULL,
    "moduleIds" TEXT NOT NULL DEFAULT '',
    "sort" INTEGER NOT NULL DEFAULT 0,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);
INSERT INTO "new_PosterMaterial" ("backgroundUrl", "createdAt", "id", "keywords", "labelId", "layout", "moduleIds", "sort", "thumbUrl", "title") SELECT "backgroundUrl", "createdAt", "id", "keywords", "labelId", "layout", "moduleIds", "sort", "thumbUrl", "title" FROM "PosterMaterial";
DROP TABLE "PosterMaterial";
ALTER TABLE "new_PosterMaterial" RENAME TO "PosterMaterial";
CREATE INDEX "PosterMaterial_labelId_sort_idx" ON "PosterMaterial"("labelId", "sort");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;
