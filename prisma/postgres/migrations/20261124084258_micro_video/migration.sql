-- CreateTable
CREATE TABLE "QueueTask" (
    "id" TEXT NOT NULL,
    "queue" TEXT NOT NULL,
    "payload" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'queued',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "maxAttempts" INTEGER NOT NULL DEFAULT 3,
    "runAfter" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "leaseUntil" TIMESTAMP(3),
    "workerId" TEXT,
    "progress" INTEGER NOT NULL DEFAULT 0,
    "lastError" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "finishedAt" TIMESTAMP(3),

    CONSTRAINT "QueueTask_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "VideoUpload" (
    "id" TEXT NOT NULL,
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
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "VideoUpload_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "MicroVideo" (
    "id" TEXT NOT NULL,
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
    "topAt" TIMESTAMP(3),
    "sort" INTEGER NOT NULL DEFAULT 0,
    "shared" BOOLEAN NOT NULL DEFAULT false,
    "sharedAt" TIMESTAMP(3),
    "choiceness" BOOLEAN NOT NULL DEFAULT false,
    "choicenessAt" TIMESTAMP(3),
    "watermark" BOOLEAN NOT NULL DEFAULT true,
    "epilogueId" TEXT,
    "musicId" TEXT,
    "adId" TEXT,
    "views" INTEGER NOT NULL DEFAULT 0,
    "collects" INTEGER NOT NULL DEFAULT 0,
    "complaints" INTEGER NOT NULL DEFAULT 0,
    "takenDownAt" TIMESTAMP(3),
    "takedownReason" TEXT,
    "deletedByOwnerAt" TIMESTAMP(3),
    "syncSourceId" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "MicroVideo_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "VideoLabel" (
    "id" TEXT NOT NULL,
    "userId" TEXT,
    "companyId" TEXT,
    "name" TEXT NOT NULL,
    "nameEn" TEXT NOT NULL DEFAULT '',
    "top" BOOLEAN NOT NULL DEFAULT false,
    "sort" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "VideoLabel_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "VideoLabelFollow" (
    "userId" TEXT NOT NULL,
    "labelId" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "VideoLabelFollow_pkey" PRIMARY KEY ("userId","labelId")
);

-- CreateTable
CREATE TABLE "VideoType" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "sort" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "VideoType_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "VideoSetting" (
    "userId" TEXT NOT NULL,
    "adSwitch" BOOLEAN NOT NULL DEFAULT false,
    "defaultAdId" TEXT,
    "defaultEpilogueId" TEXT,
    "premiumUntil" TIMESTAMP(3),
    "buttonType" TEXT NOT NULL DEFAULT 'card',
    "rowsPerLine" INTEGER NOT NULL DEFAULT 2,
    "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "VideoSetting_pkey" PRIMARY KEY ("userId")
);

-- CreateTable
CREATE TABLE "VideoAd" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "imageUrl" TEXT NOT NULL,
    "linkUrl" TEXT NOT NULL DEFAULT '',
    "usedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "deletedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "VideoAd_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "VideoEpilogue" (
    "id" TEXT NOT NULL,
    "userId" TEXT,
    "name" TEXT NOT NULL,
    "imageUrl" TEXT NOT NULL,
    "text" TEXT NOT NULL DEFAULT '',
    "seconds" INTEGER NOT NULL DEFAULT 3,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "VideoEpilogue_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "VideoCollect" (
    "userId" TEXT NOT NULL,
    "videoId" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "VideoCollect_pkey" PRIMARY KEY ("userId","videoId")
);

-- CreateTable
CREATE TABLE "VideoComplaint" (
    "id" TEXT NOT NULL,
    "videoId" TEXT NOT NULL,
    "reporterId" TEXT NOT NULL,
    "reason" TEXT NOT NULL,
    "text" TEXT NOT NULL DEFAULT '',
    "pictures" TEXT NOT NULL DEFAULT '[]',
    "state" TEXT NOT NULL DEFAULT 'open',
    "decidedBy" TEXT,
    "decidedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "VideoComplaint_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "VideoSync" (
    "id" TEXT NOT NULL,
    "sourceVideoId" TEXT NOT NULL,
    "fromUserId" TEXT NOT NULL,
    "targetUserId" TEXT NOT NULL,
    "state" TEXT NOT NULL DEFAULT 'pushed',
    "targetVideoId" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "decidedAt" TIMESTAMP(3),

    CONSTRAINT "VideoSync_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "CompanyVideo" (
    "companyId" TEXT NOT NULL,
    "videoId" TEXT NOT NULL,
    "pickedBy" TEXT NOT NULL,
    "sort" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "CompanyVideo_pkey" PRIMARY KEY ("companyId","videoId")
);

-- CreateTable
CREATE TABLE "VideoProduct" (
    "id" TEXT NOT NULL,
    "videoId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "priceFen" INTEGER NOT NULL,
    "imageUrl" TEXT NOT NULL,
    "stock" INTEGER NOT NULL DEFAULT 0,
    "sort" INTEGER NOT NULL DEFAULT 0,
    "deletedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "VideoProduct_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "VideoCartItem" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "productId" TEXT NOT NULL,
    "quantity" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "VideoCartItem_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "DeliveryAddress" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "mobile" TEXT NOT NULL,
    "region" TEXT NOT NULL,
    "detail" TEXT NOT NULL,
    "isDefault" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "DeliveryAddress_pkey" PRIMARY KEY ("id")
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
