-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_Card" (
    "userId" TEXT NOT NULL PRIMARY KEY,
    "name" TEXT NOT NULL,
    "company" TEXT NOT NULL DEFAULT '',
    "department" TEXT NOT NULL DEFAULT '',
    "position" TEXT NOT NULL DEFAULT '',
    "taxNumber" TEXT NOT NULL DEFAULT '',
    "landline" TEXT NOT NULL DEFAULT '',
    "fax" TEXT NOT NULL DEFAULT '',
    "email" TEXT NOT NULL DEFAULT '',
    "qq" TEXT NOT NULL DEFAULT '',
    "weibo" TEXT NOT NULL DEFAULT '',
    "wechatQrUrl" TEXT NOT NULL DEFAULT '',
    "signature" TEXT NOT NULL DEFAULT '',
    "productService" TEXT NOT NULL DEFAULT '',
    "title" TEXT NOT NULL DEFAULT '',
    "themeId" TEXT NOT NULL DEFAULT 'classic',
    "layoutId" TEXT NOT NULL DEFAULT 'classic',
    "nameEn" TEXT NOT NULL DEFAULT '',
    "positionEn" TEXT NOT NULL DEFAULT '',
    "companyEn" TEXT NOT NULL DEFAULT '',
    "backgroundUrl" TEXT NOT NULL DEFAULT '',
    "musicId" TEXT NOT NULL DEFAULT '',
    "navPointId" TEXT,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "Card_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);
INSERT INTO "new_Card" ("backgroundUrl", "company", "department", "email", "fax", "landline", "musicId", "name", "navPointId", "position", "productService", "qq", "signature", "taxNumber", "themeId", "title", "updatedAt", "userId", "wechatQrUrl", "weibo") SELECT "backgroundUrl", "company", "department", "email", "fax", "landline", "musicId", "name", "navPointId", "position", "productService", "qq", "signature", "taxNumber", "themeId", "title", "updatedAt", "userId", "wechatQrUrl", "weibo" FROM "Card";
DROP TABLE "Card";
ALTER TABLE "new_Card" RENAME TO "Card";
CREATE TABLE "new_Company" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "name" TEXT NOT NULL,
    "lockPrivacy" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "nameKey" TEXT,
    "taxNumber" TEXT NOT NULL DEFAULT '',
    "createdBy" TEXT,
    "dissolvedAt" DATETIME,
    "brandPrimary" TEXT NOT NULL DEFAULT '',
    "brandSecondary" TEXT NOT NULL DEFAULT '',
    "logoKey" TEXT NOT NULL DEFAULT '',
    "lockLayout" BOOLEAN NOT NULL DEFAULT false
);
INSERT INTO "new_Company" ("createdAt", "createdBy", "dissolvedAt", "id", "lockPrivacy", "name", "nameKey", "taxNumber") SELECT "createdAt", "createdBy", "dissolvedAt", "id", "lockPrivacy", "name", "nameKey", "taxNumber" FROM "Company";
DROP TABLE "Company";
ALTER TABLE "new_Company" RENAME TO "Company";
CREATE UNIQUE INDEX "Company_nameKey_key" ON "Company"("nameKey");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;
