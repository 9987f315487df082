-- CreateTable
CREATE TABLE "User" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "phoneIdEcr" TEXT NOT NULL,
    "regionCode" TEXT NOT NULL DEFAULT '+86',
    "phone" TEXT NOT NULL,
    "passwordHash" TEXT,
    "txPwdHash" TEXT,
    "txPwdFailCount" INTEGER NOT NULL DEFAULT 0,
    "txPwdLockedUntil" DATETIME,
    "idType" TEXT,
    "idNumberHash" TEXT,
    "loginFailCount" INTEGER NOT NULL DEFAULT 0,
    "loginLockedUntil" DATETIME,
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
    "walletTipReadAt" DATETIME,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "User_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "Company" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "Company" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "name" TEXT NOT NULL,
    "lockPrivacy" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- CreateTable
CREATE TABLE "Session" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "tokenHash" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "expiresAt" DATETIME NOT NULL,
    "revokedAt" DATETIME,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "Session_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "VerificationCode" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "target" TEXT NOT NULL,
    "purpose" TEXT NOT NULL,
    "codeHash" TEXT NOT NULL,
    "channel" TEXT NOT NULL DEFAULT 'sms',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "expiresAt" DATETIME NOT NULL,
    "consumedAt" DATETIME,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- CreateTable
CREATE TABLE "Card" (
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
    "backgroundUrl" TEXT NOT NULL DEFAULT '',
    "musicId" TEXT NOT NULL DEFAULT '',
    "navPointId" TEXT,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "Card_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "CardMobile" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "userId" TEXT NOT NULL,
    "number" TEXT NOT NULL,
    "sort" INTEGER NOT NULL,
    CONSTRAINT "CardMobile_userId_fkey" FOREIGN KEY ("userId") REFERENCES "Card" ("userId") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "CardColumn" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "userId" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "content" TEXT NOT NULL DEFAULT '',
    "sort" INTEGER NOT NULL,
    CONSTRAINT "CardColumn_userId_fkey" FOREIGN KEY ("userId") REFERENCES "Card" ("userId") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "Honour" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "userId" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "content" TEXT NOT NULL DEFAULT '',
    "imageUrl" TEXT NOT NULL DEFAULT '',
    "awardedOn" TEXT NOT NULL DEFAULT '',
    "sort" INTEGER NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "Honour_userId_fkey" FOREIGN KEY ("userId") REFERENCES "Card" ("userId") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "MapPoint" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "userId" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "address" TEXT NOT NULL,
    "province" TEXT NOT NULL DEFAULT '',
    "city" TEXT NOT NULL DEFAULT '',
    "lat" REAL NOT NULL,
    "lng" REAL NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- CreateTable
CREATE TABLE "CardVisit" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "ownerId" TEXT NOT NULL,
    "visitorId" TEXT,
    "visitorKey" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- CreateTable
CREATE TABLE "UserModule" (
    "userId" TEXT NOT NULL,
    "moduleId" INTEGER NOT NULL,
    "zone" TEXT NOT NULL DEFAULT 'main',
    "sort" INTEGER NOT NULL,
    "visible" BOOLEAN NOT NULL DEFAULT true,

    PRIMARY KEY ("userId", "moduleId"),
    CONSTRAINT "UserModule_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "UnlockedModule" (
    "userId" TEXT NOT NULL,
    "moduleId" INTEGER NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,

    PRIMARY KEY ("userId", "moduleId")
);

-- CreateTable
CREATE TABLE "Cleanup" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "userId" TEXT NOT NULL,
    "day" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "Cleanup_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "Subscription" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "userId" TEXT NOT NULL,
    "targetId" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- CreateTable
CREATE TABLE "WalletIncomeTip" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "userId" TEXT NOT NULL,
    "amountFen" INTEGER NOT NULL,
    "source" TEXT NOT NULL,
    "readAt" DATETIME,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- CreateTable
CREATE TABLE "Message" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "userId" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "content" TEXT NOT NULL,
    "readAt" DATETIME,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- CreateTable
CREATE TABLE "BindRequest" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "userId" TEXT NOT NULL,
    "agentName" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'pending',
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- CreateTable
CREATE TABLE "Music" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "name" TEXT NOT NULL,
    "singer" TEXT NOT NULL,
    "url" TEXT NOT NULL,
    "category" TEXT NOT NULL
);

-- CreateIndex
CREATE UNIQUE INDEX "User_phoneIdEcr_key" ON "User"("phoneIdEcr");

-- CreateIndex
CREATE UNIQUE INDEX "User_wxOpenId_key" ON "User"("wxOpenId");

-- CreateIndex
CREATE UNIQUE INDEX "User_wxUnionId_key" ON "User"("wxUnionId");

-- CreateIndex
CREATE UNIQUE INDEX "User_regionCode_phone_key" ON "User"("regionCode", "phone");

-- CreateIndex
CREATE UNIQUE INDEX "Session_tokenHash_key" ON "Session"("tokenHash");

-- CreateIndex
CREATE INDEX "Session_userId_idx" ON "Session"("userId");

-- CreateIndex
CREATE INDEX "VerificationCode_target_purpose_createdAt_idx" ON "VerificationCode"("target", "purpose", "createdAt");

-- CreateIndex
CREATE INDEX "CardMobile_userId_idx" ON "CardMobile"("userId");

-- CreateIndex
CREATE INDEX "CardColumn_userId_idx" ON "CardColumn"("userId");

-- CreateIndex
CREATE INDEX "Honour_userId_idx" ON "Honour"("userId");

-- CreateIndex
CREATE INDEX "MapPoint_userId_idx" ON "MapPoint"("userId");

-- CreateIndex
CREATE INDEX "CardVisit_ownerId_createdAt_idx" ON "CardVisit"("ownerId", "createdAt");

-- CreateIndex
CREATE INDEX "Cleanup_userId_day_idx" ON "Cleanup"("userId", "day");

-- CreateIndex
CREATE UNIQUE INDEX "Subscription_userId_targetId_key" ON "Subscription"("userId", "targetId");

-- CreateIndex
CREATE INDEX "WalletIncomeTip_userId_idx" ON "WalletIncomeTip"("userId");

-- CreateIndex
CREATE INDEX "Message_userId_idx" ON "Message"("userId");

-- CreateIndex
CREATE INDEX "BindRequest_userId_idx" ON "BindRequest"("userId");

