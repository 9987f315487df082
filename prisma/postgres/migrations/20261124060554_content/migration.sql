-- AlterTable
ALTER TABLE "MiniLink" ADD COLUMN     "clicks" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "enabled" BOOLEAN NOT NULL DEFAULT true,
ADD COLUMN     "offAt" TIMESTAMP(3),
ADD COLUMN     "onAt" TIMESTAMP(3);

-- AlterTable
ALTER TABLE "Photo" ADD COLUMN     "thumbs" TEXT NOT NULL DEFAULT '{}';

-- CreateTable
CREATE TABLE "MicroPage" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "kind" TEXT NOT NULL DEFAULT 'page',
    "title" TEXT NOT NULL,
    "coverUrl" TEXT,
    "draft" TEXT NOT NULL,
    "published" TEXT,
    "state" TEXT NOT NULL DEFAULT 'draft',
    "publicId" TEXT NOT NULL,
    "version" INTEGER NOT NULL DEFAULT 0,
    "views" INTEGER NOT NULL DEFAULT 0,
    "leads" INTEGER NOT NULL DEFAULT 0,
    "publishedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "MicroPage_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PageLead" (
    "id" TEXT NOT NULL,
    "pageId" TEXT NOT NULL,
    "ownerId" TEXT NOT NULL,
    "blockId" TEXT NOT NULL,
    "answers" TEXT NOT NULL,
    "consent" TEXT NOT NULL,
    "visitorId" TEXT,
    "visitorKey" TEXT NOT NULL,
    "read" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "PageLead_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ArticleFold" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "companyId" TEXT,
    "name" TEXT NOT NULL,
    "sort" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ArticleFold_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Article" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "companyId" TEXT,
    "foldId" TEXT,
    "title" TEXT NOT NULL,
    "summary" TEXT NOT NULL DEFAULT '',
    "coverUrl" TEXT,
    "body" TEXT NOT NULL,
    "keywords" TEXT NOT NULL DEFAULT '',
    "state" TEXT NOT NULL DEFAULT 'published',
    "isTop" BOOLEAN NOT NULL DEFAULT false,
    "topAt" TIMESTAMP(3),
    "sort" INTEGER NOT NULL DEFAULT 0,
    "views" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Article_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PictureLabel" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "sort" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "PictureLabel_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Picture" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "labelId" TEXT,
    "url" TEXT NOT NULL,
    "thumbs" TEXT NOT NULL,
    "width" INTEGER NOT NULL,
    "height" INTEGER NOT NULL,
    "bytes" INTEGER NOT NULL,
    "name" TEXT NOT NULL DEFAULT '',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Picture_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "MaterialLabel" (
    "id" TEXT NOT NULL,
    "ownerId" TEXT,
    "name" TEXT NOT NULL,
    "sort" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "MaterialLabel_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PhotoMaterial" (
    "id" TEXT NOT NULL,
    "ownerId" TEXT,
    "title" TEXT NOT NULL,
    "url" TEXT NOT NULL,
    "thumbUrl" TEXT NOT NULL,
    "keywords" TEXT NOT NULL DEFAULT '',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "PhotoMaterial_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PhotoMaterialLabel" (
    "materialId" TEXT NOT NULL,
    "labelId" TEXT NOT NULL,

    CONSTRAINT "PhotoMaterialLabel_pkey" PRIMARY KEY ("materialId","labelId")
);

-- CreateTable
CREATE TABLE "MomentMaterial" (
    "id" TEXT NOT NULL,
    "ownerId" TEXT,
    "category" TEXT NOT NULL,
    "text" TEXT NOT NULL,
    "images" TEXT NOT NULL DEFAULT '[]',
    "uses" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "MomentMaterial_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PosterLabel" (
    "id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "sort" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "PosterLabel_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PosterMaterial" (
    "id" TEXT NOT NULL,
    "labelId" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "keywords" TEXT NOT NULL DEFAULT '',
    "backgroundUrl" TEXT NOT NULL,
    "thumbUrl" TEXT NOT NULL,
    "layout" TEXT NOT NULL,
    "moduleIds" TEXT NOT NULL DEFAULT '',
    "sort" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "PosterMaterial_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PosterRecord" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "moduleId" INTEGER NOT NULL,
    "materialId" TEXT NOT NULL,
    "url" TEXT NOT NULL,
    "data" TEXT NOT NULL,
    "isDefaultCover" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "PosterRecord_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ModulePresetPoster" (
    "userId" TEXT NOT NULL,
    "moduleId" INTEGER NOT NULL,
    "materialId" TEXT NOT NULL,
    "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ModulePresetPoster_pkey" PRIMARY KEY ("userId","moduleId")
);

-- CreateTable
CREATE TABLE "DesignCase" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "type" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "description" TEXT NOT NULL DEFAULT '',
    "coverUrl" TEXT,
    "images" TEXT NOT NULL DEFAULT '[]',
    "sort" INTEGER NOT NULL,
    "hidden" BOOLEAN NOT NULL DEFAULT false,
    "topped" BOOLEAN NOT NULL DEFAULT false,
    "topAt" TIMESTAMP(3),
    "recommended" BOOLEAN NOT NULL DEFAULT false,
    "state" TEXT NOT NULL DEFAULT 'auditing',
    "views" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "DesignCase_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "CaseComplaint" (
    "id" TEXT NOT NULL,
    "caseId" TEXT NOT NULL,
    "reporterId" TEXT NOT NULL,
    "reason" TEXT NOT NULL,
    "text" TEXT NOT NULL DEFAULT '',
    "state" TEXT NOT NULL DEFAULT 'pending',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "decidedAt" TIMESTAMP(3),

    CONSTRAINT "CaseComplaint_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "CaseAppeal" (
    "id" TEXT NOT NULL,
    "caseId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "text" TEXT NOT NULL,
    "state" TEXT NOT NULL DEFAULT 'pending',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "decidedAt" TIMESTAMP(3),

    CONSTRAINT "CaseAppeal_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "CaseAuditWhitelist" (
    "userId" TEXT NOT NULL,
    "addedBy" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "CaseAuditWhitelist_pkey" PRIMARY KEY ("userId")
);

-- CreateTable
CREATE TABLE "MiniLinkClickDay" (
    "linkId" TEXT NOT NULL,
    "day" TEXT NOT NULL,
    "ownerId" TEXT NOT NULL,
    "clicks" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "MiniLinkClickDay_pkey" PRIMARY KEY ("linkId","day")
);

-- CreateIndex
CREATE UNIQUE INDEX "MicroPage_publicId_key" ON "MicroPage"("publicId");

-- CreateIndex
CREATE INDEX "MicroPage_userId_updatedAt_id_idx" ON "MicroPage"("userId", "updatedAt" DESC, "id");

-- CreateIndex
CREATE INDEX "PageLead_ownerId_createdAt_id_idx" ON "PageLead"("ownerId", "createdAt" DESC, "id");

-- CreateIndex
CREATE INDEX "PageLead_pageId_createdAt_id_idx" ON "PageLead"("pageId", "createdAt" DESC, "id");

-- CreateIndex
CREATE INDEX "ArticleFold_userId_sort_idx" ON "ArticleFold"("userId", "sort");

-- CreateIndex
CREATE INDEX "ArticleFold_companyId_sort_idx" ON "ArticleFold"("companyId", "sort");

-- CreateIndex
CREATE INDEX "Article_userId_isTop_createdAt_id_idx" ON "Article"("userId", "isTop", "createdAt" DESC, "id");

-- CreateIndex
CREATE INDEX "Article_foldId_isTop_createdAt_id_idx" ON "Article"("foldId", "isTop", "createdAt" DESC, "id");

-- CreateIndex
CREATE INDEX "Article_companyId_isTop_createdAt_id_idx" ON "Article"("companyId", "isTop", "createdAt" DESC, "id");

-- CreateIndex
CREATE UNIQUE INDEX "PictureLabel_userId_name_key" ON "PictureLabel"("userId", "name");

-- CreateIndex
CREATE INDEX "Picture_userId_createdAt_id_idx" ON "Picture"("userId", "createdAt" DESC, "id");

-- CreateIndex
CREATE INDEX "Picture_labelId_createdAt_id_idx" ON "Picture"("labelId", "createdAt" DESC, "id");

-- CreateIndex
CREATE INDEX "MaterialLabel_ownerId_sort_idx" ON "MaterialLabel"("ownerId", "sort");

-- CreateIndex
CREATE INDEX "PhotoMaterial_ownerId_createdAt_id_idx" ON "PhotoMaterial"("ownerId", "createdAt" DESC, "id");

-- CreateIndex
CREATE INDEX "PhotoMaterialLabel_labelId_materialId_idx" ON "PhotoMaterialLabel"("labelId", "materialId");

-- CreateIndex
CREATE INDEX "MomentMaterial_category_createdAt_id_idx" ON "MomentMaterial"("category", "createdAt" DESC, "id");

-- CreateIndex
CREATE INDEX "MomentMaterial_ownerId_createdAt_id_idx" ON "MomentMaterial"("ownerId", "createdAt" DESC, "id");

-- CreateIndex
CREATE INDEX "PosterMaterial_labelId_sort_idx" ON "PosterMaterial"("labelId", "sort");

-- CreateIndex
CREATE INDEX "PosterRecord_userId_moduleId_createdAt_id_idx" ON "PosterRecord"("userId", "moduleId", "createdAt" DESC, "id");

-- CreateIndex
CREATE INDEX "DesignCase_userId_sort_idx" ON "DesignCase"("userId", "sort");

-- CreateIndex
CREATE INDEX "DesignCase_type_state_createdAt_id_idx" ON "DesignCase"("type", "state", "createdAt" DESC, "id");

-- CreateIndex
CREATE INDEX "DesignCase_state_createdAt_id_idx" ON "DesignCase"("state", "createdAt" DESC, "id");

-- CreateIndex
CREATE INDEX "CaseComplaint_caseId_state_idx" ON "CaseComplaint"("caseId", "state");

-- CreateIndex
CREATE INDEX "CaseComplaint_state_createdAt_id_idx" ON "CaseComplaint"("state", "createdAt" DESC, "id");

-- CreateIndex
CREATE INDEX "CaseAppeal_caseId_createdAt_idx" ON "CaseAppeal"("caseId", "createdAt" DESC);

-- CreateIndex
CREATE INDEX "CaseAppeal_state_createdAt_id_idx" ON "CaseAppeal"("state", "createdAt" DESC, "id");

-- CreateIndex
CREATE INDEX "MiniLinkClickDay_ownerId_day_idx" ON "MiniLinkClickDay"("ownerId", "day");

-- AddForeignKey
ALTER TABLE "PhotoMaterialLabel" ADD CONSTRAINT "PhotoMaterialLabel_materialId_fkey" FOREIGN KEY ("materialId") REFERENCES "PhotoMaterial"("id") ON DELETE CASCADE ON UPDATE CASCADE;
