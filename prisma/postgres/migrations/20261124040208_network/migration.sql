-- AlterTable
ALTER TABLE "Message" ADD COLUMN     "kind" TEXT NOT NULL DEFAULT 'system';

-- CreateTable
CREATE TABLE "CardExchange" (
    "id" TEXT NOT NULL,
    "fromId" TEXT NOT NULL,
    "toId" TEXT NOT NULL,
    "pairKey" TEXT NOT NULL,
    "openKey" TEXT,
    "state" TEXT NOT NULL DEFAULT 'pending',
    "note" TEXT NOT NULL DEFAULT '',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "decidedAt" TIMESTAMP(3),

    CONSTRAINT "CardExchange_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Contact" (
    "id" TEXT NOT NULL,
    "ownerId" TEXT NOT NULL,
    "contactId" TEXT NOT NULL,
    "source" TEXT NOT NULL DEFAULT 'exchange',
    "nameKey" TEXT NOT NULL DEFAULT '',
    "servedById" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Contact_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ContactLabel" (
    "id" TEXT NOT NULL,
    "ownerId" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ContactLabel_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ContactLabelLink" (
    "labelId" TEXT NOT NULL,
    "contactId" TEXT NOT NULL,

    CONSTRAINT "ContactLabelLink_pkey" PRIMARY KEY ("labelId","contactId")
);

-- CreateTable
CREATE TABLE "Department" (
    "id" TEXT NOT NULL,
    "companyId" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "sort" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Department_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "DepartmentMember" (
    "userId" TEXT NOT NULL,
    "departmentId" TEXT NOT NULL,
    "companyId" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "DepartmentMember_pkey" PRIMARY KEY ("userId")
);

-- CreateTable
CREATE TABLE "CompanyApplication" (
    "id" TEXT NOT NULL,
    "companyId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "state" TEXT NOT NULL DEFAULT 'pending',
    "openKey" TEXT,
    "decidedBy" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "decidedAt" TIMESTAMP(3),

    CONSTRAINT "CompanyApplication_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "CompanyProfile" (
    "companyId" TEXT NOT NULL,
    "masterUserId" TEXT,
    "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "CompanyProfile_pkey" PRIMARY KEY ("companyId")
);

-- CreateTable
CREATE TABLE "MirrorState" (
    "userId" TEXT NOT NULL,
    "role" TEXT NOT NULL DEFAULT 'none',
    "promotionVersion" TEXT NOT NULL DEFAULT 'standard',
    "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "MirrorState_pkey" PRIMARY KEY ("userId")
);

-- CreateTable
CREATE TABLE "MirrorLink" (
    "id" TEXT NOT NULL,
    "masterId" TEXT NOT NULL,
    "subId" TEXT NOT NULL,
    "state" TEXT NOT NULL DEFAULT 'bound',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "endedAt" TIMESTAMP(3),

    CONSTRAINT "MirrorLink_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "MirrorSwitch" (
    "subId" TEXT NOT NULL,
    "contentType" TEXT NOT NULL,
    "allowed" BOOLEAN NOT NULL DEFAULT true,
    "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "MirrorSwitch_pkey" PRIMARY KEY ("subId","contentType")
);

-- CreateTable
CREATE TABLE "MirrorPush" (
    "id" TEXT NOT NULL,
    "masterId" TEXT NOT NULL,
    "contentType" TEXT NOT NULL,
    "payload" TEXT NOT NULL,
    "state" TEXT NOT NULL DEFAULT 'pushed',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "cancelledAt" TIMESTAMP(3),

    CONSTRAINT "MirrorPush_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "VisitEvent" (
    "id" TEXT NOT NULL,
    "ownerId" TEXT NOT NULL,
    "visitorKey" TEXT NOT NULL,
    "visitorId" TEXT,
    "action" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "VisitEvent_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "RadarVisitor" (
    "ownerId" TEXT NOT NULL,
    "visitorKey" TEXT NOT NULL,
    "visitorId" TEXT,
    "views" INTEGER NOT NULL DEFAULT 0,
    "actions" INTEGER NOT NULL DEFAULT 0,
    "firstAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "RadarVisitor_pkey" PRIMARY KEY ("ownerId","visitorKey")
);

-- CreateTable
CREATE TABLE "Advisory" (
    "id" TEXT NOT NULL,
    "ownerId" TEXT NOT NULL,
    "visitorId" TEXT,
    "name" TEXT NOT NULL,
    "phone" TEXT NOT NULL,
    "content" TEXT NOT NULL,
    "readAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Advisory_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ContactHandover" (
    "id" TEXT NOT NULL,
    "companyId" TEXT NOT NULL,
    "fromUserId" TEXT NOT NULL,
    "toUserId" TEXT NOT NULL,
    "contactId" TEXT NOT NULL,
    "state" TEXT NOT NULL DEFAULT 'notified',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "decidedAt" TIMESTAMP(3),

    CONSTRAINT "ContactHandover_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "CardExchange_openKey_key" ON "CardExchange"("openKey");

-- CreateIndex
CREATE INDEX "CardExchange_toId_state_createdAt_id_idx" ON "CardExchange"("toId", "state", "createdAt" DESC, "id");

-- CreateIndex
CREATE INDEX "CardExchange_fromId_state_createdAt_id_idx" ON "CardExchange"("fromId", "state", "createdAt" DESC, "id");

-- CreateIndex
CREATE INDEX "CardExchange_pairKey_idx" ON "CardExchange"("pairKey");

-- CreateIndex
CREATE INDEX "Contact_ownerId_createdAt_id_idx" ON "Contact"("ownerId", "createdAt" DESC, "id");

-- CreateIndex
CREATE INDEX "Contact_ownerId_nameKey_idx" ON "Contact"("ownerId", "nameKey");

-- CreateIndex
CREATE INDEX "Contact_contactId_idx" ON "Contact"("contactId");

-- CreateIndex
CREATE UNIQUE INDEX "Contact_ownerId_contactId_key" ON "Contact"("ownerId", "contactId");

-- CreateIndex
CREATE UNIQUE INDEX "ContactLabel_ownerId_name_key" ON "ContactLabel"("ownerId", "name");

-- CreateIndex
CREATE INDEX "ContactLabelLink_contactId_idx" ON "ContactLabelLink"("contactId");

-- CreateIndex
CREATE UNIQUE INDEX "Department_companyId_name_key" ON "Department"("companyId", "name");

-- CreateIndex
CREATE INDEX "DepartmentMember_departmentId_idx" ON "DepartmentMember"("departmentId");

-- CreateIndex
CREATE UNIQUE INDEX "CompanyApplication_openKey_key" ON "CompanyApplication"("openKey");

-- CreateIndex
CREATE INDEX "CompanyApplication_companyId_state_createdAt_id_idx" ON "CompanyApplication"("companyId", "state", "createdAt" DESC, "id");

-- CreateIndex
CREATE INDEX "CompanyApplication_userId_createdAt_idx" ON "CompanyApplication"("userId", "createdAt" DESC);

-- CreateIndex
CREATE UNIQUE INDEX "MirrorLink_subId_key" ON "MirrorLink"("subId");

-- CreateIndex
CREATE INDEX "MirrorLink_masterId_state_idx" ON "MirrorLink"("masterId", "state");

-- CreateIndex
CREATE INDEX "MirrorPush_masterId_createdAt_id_idx" ON "MirrorPush"("masterId", "createdAt" DESC, "id");

-- CreateIndex
CREATE INDEX "MirrorPush_masterId_contentType_state_idx" ON "MirrorPush"("masterId", "contentType", "state");

-- CreateIndex
CREATE INDEX "VisitEvent_ownerId_createdAt_id_idx" ON "VisitEvent"("ownerId", "createdAt" DESC, "id");

-- CreateIndex
CREATE INDEX "VisitEvent_ownerId_visitorKey_createdAt_idx" ON "VisitEvent"("ownerId", "visitorKey", "createdAt" DESC);

-- CreateIndex
CREATE INDEX "RadarVisitor_ownerId_lastAt_visitorKey_idx" ON "RadarVisitor"("ownerId", "lastAt" DESC, "visitorKey");

-- CreateIndex
CREATE INDEX "Advisory_ownerId_createdAt_id_idx" ON "Advisory"("ownerId", "createdAt" DESC, "id");

-- CreateIndex
CREATE INDEX "Advisory_ownerId_readAt_idx" ON "Advisory"("ownerId", "readAt");

-- CreateIndex
CREATE INDEX "ContactHandover_contactId_state_idx" ON "ContactHandover"("contactId", "state");

-- CreateIndex
CREATE INDEX "ContactHandover_fromUserId_idx" ON "ContactHandover"("fromUserId");
