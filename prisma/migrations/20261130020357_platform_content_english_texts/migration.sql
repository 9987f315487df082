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
    "bodyEn" TEXT NOT NULL DEFAULT '',
    "coverUrl" TEXT NOT NULL DEFAULT '',
    "mediaUrl" TEXT NOT NULL DEFAULT '',
    "sort" INTEGER NOT NULL DEFAULT 0,
    "hidden" BOOLEAN NOT NULL DEFAULT false,
    "views" INTEGER NOT NULL DEFAULT 0,
    "createdBy" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);
INSERT INTO "new_HelpArticle" ("body", "category", "categoryEn", "coverUrl", "createdAt", "createdBy", "hidden", "id", "kind", "mediaUrl", "sort", "summary", "summaryEn", "title", "titleEn", "updatedAt", "views") SELECT "body", "category", "categoryEn", "coverUrl", "createdAt", "createdBy", "hidden", "id", "kind", "mediaUrl", "sort", "summary", "summaryEn", "title", "titleEn", "updatedAt", "views" FROM "HelpArticle";
DROP TABLE "HelpArticle";
ALTER TABLE "new_HelpArticle" RENAME TO "HelpArticle";
CREATE INDEX "HelpArticle_kind_hidden_sort_id_idx" ON "HelpArticle"("kind", "hidden", "sort", "id");
CREATE TABLE "new_MomentMaterial" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "ownerId" TEXT,
    "category" TEXT NOT NULL,
    "text" TEXT NOT NULL,
    "textEn" TEXT NOT NULL DEFAULT '',
    "images" TEXT NOT NULL DEFAULT '[]',
    "uses" INTEGER NOT NULL DEFAULT 0,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);
INSERT INTO "new_MomentMaterial" ("category", "createdAt", "id", "images", "ownerId", "text", "uses") SELECT "category", "createdAt", "id", "images", "ownerId", "text", "uses" FROM "MomentMaterial";
DROP TABLE "MomentMaterial";
ALTER TABLE "new_MomentMaterial" RENAME TO "MomentMaterial";
CREATE INDEX "MomentMaterial_category_createdAt_id_idx" ON "MomentMaterial"("category", "createdAt" DESC, "id");
CREATE INDEX "MomentMaterial_ownerId_createdAt_id_idx" ON "MomentMaterial"("ownerId", "createdAt" DESC, "id");
CREATE TABLE "new_PosterMaterial" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "labelId" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "titleEn" TEXT NOT NULL DEFAULT '',
    "keywords" TEXT NOT NULL DEFAULT '',
    "backgroundUrl" TEXT NOT NULL,
    "thumbUrl" TEXT NOT NULL,
    "layout" TEXT NOT NULL,
    "sloganEn" TEXT NOT NULL DEFAULT '',
    "moduleIds" TEXT NOT NULL DEFAULT '',
    "sort" INTEGER NOT NULL DEFAULT 0,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);
INSERT INTO "new_PosterMaterial" ("backgroundUrl", "createdAt", "id", "keywords", "labelId", "layout", "moduleIds", "sort", "thumbUrl", "title", "titleEn") SELECT "backgroundUrl", "createdAt", "id", "keywords", "labelId", "layout", "moduleIds", "sort", "thumbUrl", "title", "titleEn" FROM "PosterMaterial";
DROP TABLE "PosterMaterial";
ALTER TABLE "new_PosterMaterial" RENAME TO "PosterMaterial";
CREATE INDEX "PosterMaterial_labelId_sort_idx" ON "PosterMaterial"("labelId", "sort");
CREATE TABLE "new_PromoInviteActivity" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "title" TEXT NOT NULL,
    "rules" TEXT NOT NULL DEFAULT '',
    "titleEn" TEXT NOT NULL DEFAULT '',
    "rulesEn" TEXT NOT NULL DEFAULT '',
    "startAt" DATETIME NOT NULL,
    "endAt" DATETIME NOT NULL,
    "target" INTEGER NOT NULL,
    "rewardKeys" INTEGER NOT NULL DEFAULT 0,
    "status" TEXT NOT NULL DEFAULT 'running',
    "createdBy" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);
INSERT INTO "new_PromoInviteActivity" ("createdAt", "createdBy", "endAt", "id", "rewardKeys", "rules", "startAt", "status", "target", "title") SELECT "createdAt", "createdBy", "endAt", "id", "rewardKeys", "rules", "startAt", "status", "target", "title" FROM "PromoInviteActivity";
DROP TABLE "PromoInviteActivity";
ALTER TABLE "new_PromoInviteActivity" RENAME TO "PromoInviteActivity";
CREATE INDEX "PromoInviteActivity_status_startAt_id_idx" ON "PromoInviteActivity"("status", "startAt" DESC, "id");
CREATE TABLE "new_VideoEpilogue" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "userId" TEXT,
    "name" TEXT NOT NULL,
    "nameEn" TEXT NOT NULL DEFAULT '',
    "imageUrl" TEXT NOT NULL,
    "text" TEXT NOT NULL DEFAULT '',
    "seconds" INTEGER NOT NULL DEFAULT 3,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);
INSERT INTO "new_VideoEpilogue" ("createdAt", "id", "imageUrl", "name", "seconds", "text", "userId") SELECT "createdAt", "id", "imageUrl", "name", "seconds", "text", "userId" FROM "VideoEpilogue";
DROP TABLE "VideoEpilogue";
ALTER TABLE "new_VideoEpilogue" RENAME TO "VideoEpilogue";
CREATE INDEX "VideoEpilogue_userId_createdAt_idx" ON "VideoEpilogue"("userId", "createdAt");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;
