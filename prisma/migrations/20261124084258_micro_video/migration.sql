-- CreateTable
CREATE TABLE "QueueTask" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "queue" TEXT NOT NULL,
    "payload" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'queued',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "maxAttempts" INTEGER NOT NULL DEFAULT 3,
    "runAfter" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "leaseUntil" DATETIME,
    "workerId" TEXT,
    "progress" INTEGER NOT NULL DEFAULT 0,
    "lastError" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "finishedAt" DATETIME
);

-- CreateTable
CREATE TABLE "VideoUpload" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "userId" TEXT NOT NULL,
    "kind" TEXT NOT NULL DEFAULT 'upload',
    "fileName" TEXT NOT NULL DEFAULT '',
    "rawKey" TEXT,
    "rawBytes" INTEGER NOT NULL DEFAULT 0,
    "sha256" TEXT NOT NULL DEFAULT '',
    "status" TEXT NOT NULL DEFAULT 'queued',
    "progress" INTEGER NOT NULL DEFAULT 0,
    "errorCode" TEXT,
    "durationMs" INTEGER NOT NULL DEFAULT 0,
    "width" INTEGER NOT NULL DEFAULT 0,
    "height" INTEGER NOT NULL DEFAULT 0,
    "videoUrl" TEXT,
    "coverUrl" TEXT,
    "outBytes" INTEGER NOT NULL DEFAULT 0,
    "source" TEXT,
    "taskId" TEXT,
    "videoId" TEXT,
    "expiresAt" DATETIME NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- CreateTable
CREATE TABLE "MicroVideo" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "userId" TEXT NOT NULL,
    "uploadId" TEXT,
    "title" TEXT NOT NULL,
    "intro" TEXT NOT NULL DEFAULT '',
    "videoUrl" TEXT NOT NULL,
    "coverUrl" TEXT NOT NULL,
    "durationMs" INTEGER NOT NULL DEFAULT 0,
    "width" INTEGER NOT NULL DEFAULT 0,
    "height" INTEGER NOT NULL DEFAULT 0,
    "bytes" INTEGER NOT NULL DEFAULT 0,
    "labelId" TEXT,
    "typeId" TEXT,
    "state" TEXT NOT NULL DEFAULT 'published',
    "hidden" BOOLEAN NOT NULL DEFAULT false,
    "topAt" DATETIME,
    "sort" INTEGER NOT NULL DEFAULT 0,
    "shared" BOOLEAN NOT NULL DEFAULT false,
    "sharedAt" DATETIME,
    "choiceness" BOOLEAN NOT NULL DEFAULT false,
    "choicenessAt" DATETIME,
    "watermark" BOOLEAN NOT NULL DEFAULT true,
    "epilogueId" TEXT,
    "musicId" TEXT,
    "adId" TEXT,
    "views" INTEGER NOT NULL DEFAULT 0,
    "collects" INTEGER NOT NULL DEFAULT 0,
    "complaints" INTEGER NOT NULL DEFAULT 0,
    "takenDownAt" DATETIME,
    "takedownReason" TEXT,
    "deletedByOwnerAt" DATETIME,
    "syncSourceId" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- CreateTable
CREATE TABLE "VideoLabel" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "userId" TEXT,
    "companyId" TEXT,
    "name" TEXT NOT NULL,
    "nameEn" TEXT NOT NULL DEFAULT '',
    "top" BOOLEAN NOT NULL DEFAULT false,
    "sort" INTEGER NOT NULL DEFAULT 0,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- CreateTable
CREATE TABLE "VideoLabelFollow" (
    "userId" TEXT NOT NULL,
    "labelId" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,

    PRIMARY KEY ("userId", "labelId")
);

-- CreateTable
CREATE TABLE "VideoType" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "userId" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "sort" INTEGER NOT NULL DEFAULT 0,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- CreateTable
CREATE TABLE "VideoSetting" (
    "userId" TEXT NOT NULL PRIMARY KEY,
    "adSwitch" BOOLEAN NOT NULL DEFAULT false,
    "defaultAdId" TEXT,
    "defaultEpilogueId" TEXT,
    "premiumUntil" DATETIME,
    "buttonType" TEXT NOT NULL DEFAULT 'card',
    "rowsPerLine" INTEGER NOT NULL DEFAULT 2,
    "updatedAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- CreateTable
CREATE TABLE "VideoAd" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "userId" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "imageUrl" TEXT NOT NULL,
    "linkUrl" TEXT NOT NULL DEFAULT '',
    "usedAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "deletedAt" DATETIME,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- CreateTable
CREATE TABLE "VideoEpilogue" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "userId" TEXT,
    "name" TEXT NOT NULL,
    "imageUrl" TEXT NOT NULL,
    "text" TEXT NOT NULL DEFAULT '',
    "seconds" INTEGER NOT NULL DEFAULT 3,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- CreateTable
CREATE TABLE "VideoCollect" (
    "userId" TEXT NOT NULL,
    "videoId" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,

    PRIMARY KEY ("userId", "videoId")
);

-- CreateTable
CREATE TABLE "VideoComplaint" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "videoId" TEXT NOT NULL,
    "reporterId" TEXT NOT NULL,
    "reason" TEXT NOT NULL,
    "text" TEXT NOT NULL DEFAULT '',
    "pictures" TEXT NOT NULL DEFAULT '[]',
    "state" TEXT NOT NULL DEFAULT 'open',
    "decidedBy" TEXT,
    "decidedAt" DATETIME,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- CreateTable
CREATE TABLE "VideoSync" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "sourceVideoId" TEXT NOT NULL,
    "fromUserId" TEXT NOT NULL,
    "targetUserId" TEXT NOT NULL,
    "state" TEXT NOT NULL DEFAULT 'pushed',
    "targetVideoId" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "decidedAt" DATETIME
);

-- CreateTable
CREATE TABLE "CompanyVideo" (
    "companyId" TEXT NOT NULL,
    "videoId" TEXT NOT NULL,
    "pickedBy" TEXT NOT NULL,
    "sort" INTEGER NOT NULL DEFAULT 0,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,

    PRIMARY KEY ("companyId", "videoId")
);

-- CreateTable
CREATE TABLE "VideoProduct" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "videoId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "priceFen" INTEGER NOT NULL,
    "imageUrl" TEXT NOT NULL,
    "stock" INTEGER NOT NULL DEFAULT 0,
    "sort" INTEGER NOT NULL DEFAULT 0,
    "deletedAt" DATETIME,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- CreateTable
CREATE TABLE "VideoCartItem" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "userId" TEXT NOT NULL,
    "productId" TEXT NOT NULL,
    "quantity" INTEGER NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- CreateTable
CREATE TABLE "DeliveryAddress" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "userId" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "mobile" TEXT NOT NULL,
    "region" TEXT NOT NULL,
    "detail" TEXT NOT NULL,
    "isDefault" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- CreateIndex
CREATE INDEX "QueueTask_queue_status_runAfter_idx" ON "QueueTask"("queue", "status", "runAfter");

-- CreateIndex
CREATE INDEX "QueueTask_status_leaseUntil_idx" ON "QueueTask"("status", "leaseUntil");

-- CreateIndex
CREATE INDEX "VideoUpload_userId_createdAt_id_idx" ON "VideoUpload"("userId", "createdAt" DESC, "id");

-- CreateIndex
CREATE INDEX "VideoUpload_userId_sha256_idx" ON "VideoUpload"("userId", "sha256");

-- CreateIndex
CREATE INDEX "VideoUpload_expiresAt_idx" ON "VideoUpload"("expiresAt");

-- CreateIndex
CREATE INDEX "MicroVideo_userId_state_sort_id_idx" ON "MicroVideo"("userId", "state", "sort", "id");

-- CreateIndex
CREATE INDEX "MicroVideo_shared_sharedAt_id_idx" ON "MicroVideo"("shared", "sharedAt" DESC, "id");

-- CreateIndex
CREATE INDEX "MicroVideo_labelId_sharedAt_id_idx" ON "MicroVideo"("labelId", "sharedAt" DESC, "id");

-- CreateIndex
CREATE INDEX "MicroVideo_userId_takenDownAt_idx" ON "MicroVideo"("userId", "takenDownAt");

-- CreateIndex
CREATE INDEX "MicroVideo_syncSourceId_idx" ON "MicroVideo"("syncSourceId");

-- CreateIndex
CREATE INDEX "VideoLabel_userId_sort_idx" ON "VideoLabel"("userId", "sort");

-- CreateIndex
CREATE INDEX "VideoLabel_companyId_sort_idx" ON "VideoLabel"("companyId", "sort");

-- CreateIndex
CREATE INDEX "VideoLabelFollow_labelId_idx" ON "VideoLabelFollow"("labelId");

-- CreateIndex
CREATE INDEX "VideoType_userId_sort_idx" ON "VideoType"("userId", "sort");

-- CreateIndex
CREATE INDEX "VideoAd_userId_usedAt_id_idx" ON "VideoAd"("userId", "usedAt" DESC, "id");

-- CreateIndex
CREATE INDEX "VideoEpilogue_userId_createdAt_idx" ON "VideoEpilogue"("userId", "createdAt");

-- CreateIndex
CREATE INDEX "VideoCollect_userId_createdAt_idx" ON "VideoCollect"("userId", "createdAt" DESC);

-- CreateIndex
CREATE INDEX "VideoComplaint_state_createdAt_idx" ON "VideoComplaint"("state", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "VideoComplaint_videoId_reporterId_key" ON "VideoComplaint"("videoId", "reporterId");

-- CreateIndex
CREATE INDEX "VideoSync_targetUserId_state_createdAt_id_idx" ON "VideoSync"("targetUserId", "state", "createdAt" DESC, "id");

-- CreateIndex
CREATE UNIQUE INDEX "VideoSync_sourceVideoId_targetUserId_key" ON "VideoSync"("sourceVideoId", "targetUserId");

-- CreateIndex
CREATE INDEX "CompanyVideo_companyId_sort_idx" ON "CompanyVideo"("companyId", "sort");

-- CreateIndex
CREATE INDEX "VideoProduct_videoId_sort_idx" ON "VideoProduct"("videoId", "sort");

-- CreateIndex
CREATE INDEX "VideoCartItem_userId_createdAt_idx" ON "VideoCartItem"("userId", "createdAt" DESC);

-- CreateIndex
CREATE UNIQUE INDEX "VideoCartItem_userId_productId_key" ON "VideoCartItem"("userId", "productId");

-- CreateIndex
CREATE INDEX "DeliveryAddress_userId_createdAt_idx" ON "DeliveryAddress"("userId", "createdAt" DESC);
