-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_User" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "phoneIdEcr" TEXT NOT NULL,
    "regionCode" TEXT NOT NULL DEFAULT '+86',
    "phone" TEXT NOT NULL,
    "passwordHash" TEXT,
    "txPwdHash" TEXT,
    "txPwdFailCount" INTEGER NOT NULL DEFAULT 0,
    "txPwdLockedUntil" DATETIME,
    "txPwdHeld" INTEGER NOT NULL DEFAULT 0,
    "txPwdTakenAt" DATETIME,
    "idType" TEXT,
    "idNumberHash" TEXT,
    "loginFailCount" INTEGER NOT NULL DEFAULT 0,
    "loginLockedUntil" DATETIME,
    "loginHeld" INTEGER NOT NULL DEFAULT 0,
    "loginTakenAt" DATETIME,
    "language" TEXT NOT NULL DEFAULT 'zh-CN',
    "vipExpiresAt" DATETIME,
    "tempVipExpiresAt" DATETIME,
    "enterprise" BOOLEAN NOT NULL DEFAULT false,
    "dynamicOn" BOOLEAN NOT NULL DEFAULT true,
    "allowStrangerSearch" BOOLEAN NOT NULL DEFAULT true,
    "allowColleagueView" BOOLEAN NOT NULL DEFAULT true,
    "hidePhone" BOOLEAN NOT NULL DEFAULT false,
    "showInMobileSite" BOOLEAN NOT NULL DEFAULT true,
    "wxOpenId" TEXT,
    "wxUnionId" TEXT,
    "avatarUrl" TEXT,
    "refereeId" TEXT,
    "companyId" TEXT,
    "companyRole" TEXT,
    "walletTipReadAt" DATETIME,
    "goldenKeys" INTEGER NOT NULL DEFAULT 0,
    "tempVipLapsedAt" DATETIME,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "User_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "Company" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);
INSERT INTO "new_User" ("allowColleagueView", "allowStrangerSearch", "avatarUrl", "companyId", "companyRole", "createdAt", "dynamicOn", "enterprise", "goldenKeys", "hidePhone", "id", "idNumberHash", "idType", "language", "loginFailCount", "loginLockedUntil", "passwordHash", "phone", "phoneIdEcr", "refereeId", "regionCode", "showInMobileSite", "tempVipExpiresAt", "tempVipLapsedAt", "txPwdFailCount", "txPwdHash", "txPwdLockedUntil", "vipExpiresAt", "walletTipReadAt", "wxOpenId", "wxUnionId") SELECT "allowColleagueView", "allowStrangerSearch", "avatarUrl", "companyId", "companyRole", "createdAt", "dynamicOn", "enterprise", "goldenKeys", "hidePhone", "id", "idNumberHash", "idType", "language", "loginFailCount", "loginLockedUntil", "passwordHash", "phone", "phoneIdEcr", "refereeId", "regionCode", "showInMobileSite", "tempVipExpiresAt", "tempVipLapsedAt", "txPwdFailCount", "txPwdHash", "txPwdLockedUntil", "vipExpiresAt", "walletTipReadAt", "wxOpenId", "wxUnionId" FROM "User";
DROP TABLE "User";
ALTER TABLE "new_User" RENAME TO "User";
CREATE UNIQUE INDEX "User_phoneIdEcr_key" ON "User"("phoneIdEcr");
CREATE UNIQUE INDEX "User_wxOpenId_key" ON "User"("wxOpenId");
CREATE UNIQUE INDEX "User_wxUnionId_key" ON "User"("wxUnionId");
CREATE UNIQUE INDEX "User_regionCode_phone_key" ON "User"("regionCode", "phone");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;
