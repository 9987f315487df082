-- CreateTable
CREATE TABLE "Circle" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "ownerId" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "nameKey" TEXT NOT NULL,
    "description" TEXT NOT NULL,
    "avatarUrl" TEXT,
    "province" TEXT NOT NULL DEFAULT '',
    "city" TEXT NOT NULL DEFAULT '',
    "address" TEXT NOT NULL DEFAULT '',
    "lng" REAL,
    "lat" REAL,
    "industry" TEXT NOT NULL DEFAULT '',
    "joinWay" TEXT NOT NULL DEFAULT 'open',
    "joinPriceFen" INTEGER NOT NULL DEFAULT 0,
    "viewPriceFen" INTEGER NOT NULL DEFAULT 0,
    "state" TEXT NOT NULL DEFAULT 'normal',
    "warnings" INTEGER NOT NULL DEFAULT 0,
    "bannedAt" DATETIME,
    "dissolvedAt" DATETIME,
    "memberCount" INTEGER NOT NULL DEFAULT 1,
    "noMemberBulletin" BOOLEAN NOT NULL DEFAULT false,
    "noViewOthers" BOOLEAN NOT NULL DEFAULT false,
    "noAddContacts" BOOLEAN NOT NULL DEFAULT false,
    "honour" TEXT NOT NULL DEFAULT '',
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- CreateTable
CREATE TABLE "CircleLabel" (
    "circleId" TEXT NOT NULL,
    "label" TEXT NOT NULL,

    PRIMARY KEY ("circleId", "label")
);

-- CreateTable
CREATE TABLE "CircleMember" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "circleId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "state" TEXT NOT NULL,
    "role" TEXT NOT NULL DEFAULT 'member',
    "titleId" TEXT,
    "disabled" BOOLEAN NOT NULL DEFAULT false,
    "invitedBy" TEXT,
    "applyNote" TEXT NOT NULL DEFAULT '',
    "paidUntil" DATETIME,
    "paidOrderId" TEXT,
    "viewPaidUntil" DATETIME,
    "joinedAt" DATETIME,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- CreateTable
CREATE TABLE "CircleTitle" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "circleId" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- CreateTable
CREATE TABLE "CircleBulletin" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "circleId" TEXT NOT NULL,
    "authorId" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "content" TEXT NOT NULL,
    "links" TEXT NOT NULL DEFAULT '[]',
    "images" TEXT NOT NULL DEFAULT '[]',
    "videoUrl" TEXT,
    "attachments" TEXT NOT NULL DEFAULT '[]',
    "state" TEXT NOT NULL DEFAULT 'normal',
    "readCount" INTEGER NOT NULL DEFAULT 0,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- CreateTable
CREATE TABLE "CircleBulletinRead" (
    "bulletinId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "readAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,

    PRIMARY KEY ("bulletinId", "userId")
);

-- CreateTable
CREATE TABLE "CircleComment" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "bulletinId" TEXT NOT NULL,
    "circleId" TEXT NOT NULL,
    "authorId" TEXT NOT NULL,
    "parentId" TEXT,
    "replyToId" TEXT,
    "content" TEXT NOT NULL,
    "state" TEXT NOT NULL DEFAULT 'normal',
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- CreateTable
CREATE TABLE "CircleComplaint" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "circleId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "bulletinIds" TEXT NOT NULL,
    "fileNames" TEXT NOT NULL DEFAULT '',
    "content" TEXT NOT NULL,
    "state" TEXT NOT NULL DEFAULT 'open',
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- CreateTable
CREATE TABLE "CircleSanction" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "circleId" TEXT NOT NULL,
    "operatorId" TEXT NOT NULL,
    "action" TEXT NOT NULL,
    "reason" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- CreateTable
CREATE TABLE "SensitiveWord" (
    "word" TEXT NOT NULL PRIMARY KEY
);

-- CreateTable
CREATE TABLE "CircleLoginCode" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "codeHash" TEXT NOT NULL,
    "circleId" TEXT,
    "userId" TEXT,
    "state" TEXT NOT NULL DEFAULT 'waiting',
    "expiresAt" DATETIME NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- CreateIndex
CREATE INDEX "Circle_ownerId_createdAt_idx" ON "Circle"("ownerId", "createdAt");

-- CreateIndex
CREATE INDEX "Circle_state_createdAt_id_idx" ON "Circle"("state", "createdAt" DESC, "id");

-- CreateIndex
CREATE INDEX "Circle_nameKey_idx" ON "Circle"("nameKey");

-- CreateIndex
CREATE INDEX "Circle_city_createdAt_id_idx" ON "Circle"("city", "createdAt" DESC, "id");

-- CreateIndex
CREATE INDEX "Circle_industry_createdAt_id_idx" ON "Circle"("industry", "createdAt" DESC, "id");

-- CreateIndex
CREATE INDEX "CircleLabel_label_circleId_idx" ON "CircleLabel"("label", "circleId");

-- CreateIndex
CREATE INDEX "CircleMember_userId_state_createdAt_idx" ON "CircleMember"("userId", "state", "createdAt" DESC);

-- CreateIndex
CREATE INDEX "CircleMember_circleId_state_createdAt_id_idx" ON "CircleMember"("circleId", "state", "createdAt" DESC, "id");

-- CreateIndex
CREATE INDEX "CircleMember_state_paidUntil_idx" ON "CircleMember"("state", "paidUntil");

-- CreateIndex
CREATE UNIQUE INDEX "CircleMember_circleId_userId_key" ON "CircleMember"("circleId", "userId");

-- CreateIndex
CREATE UNIQUE INDEX "CircleTitle_circleId_name_key" ON "CircleTitle"("circleId", "name");

-- CreateIndex
CREATE INDEX "CircleBulletin_circleId_state_createdAt_id_idx" ON "CircleBulletin"("circleId", "state", "createdAt" DESC, "id");

-- CreateIndex
CREATE INDEX "CircleBulletin_authorId_createdAt_idx" ON "CircleBulletin"("authorId", "createdAt");

-- CreateIndex
CREATE INDEX "CircleComment_bulletinId_createdAt_id_idx" ON "CircleComment"("bulletinId", "createdAt", "id");

-- CreateIndex
CREATE INDEX "CircleComplaint_circleId_createdAt_idx" ON "CircleComplaint"("circleId", "createdAt");

-- CreateIndex
CREATE INDEX "CircleComplaint_state_createdAt_idx" ON "CircleComplaint"("state", "createdAt");

-- CreateIndex
CREATE INDEX "CircleSanction_circleId_createdAt_idx" ON "CircleSanction"("circleId", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "CircleLoginCode_codeHash_key" ON "CircleLoginCode"("codeHash");
