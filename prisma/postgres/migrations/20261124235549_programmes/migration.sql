-- CreateTable
CREATE TABLE "CheckinRecord" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "day" TEXT NOT NULL,
    "weekKey" TEXT NOT NULL,
    "secondOfDay" INTEGER NOT NULL,
    "mood" TEXT NOT NULL DEFAULT '',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "CheckinRecord_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "CheckinTotal" (
    "userId" TEXT NOT NULL,
    "days" INTEGER NOT NULL DEFAULT 0,
    "secondSum" INTEGER NOT NULL DEFAULT 0,
    "firstAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastDay" TEXT NOT NULL DEFAULT '',
    "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "CheckinTotal_pkey" PRIMARY KEY ("userId")
);

-- CreateTable
CREATE TABLE "CheckinStudyLesson" (
    "id" TEXT NOT NULL,
    "day" INTEGER NOT NULL,
    "titleZh" TEXT NOT NULL,
    "titleEn" TEXT NOT NULL,
    "bodyZh" TEXT NOT NULL,
    "bodyEn" TEXT NOT NULL,
    "imageUrl" TEXT NOT NULL DEFAULT '',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "CheckinStudyLesson_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "CheckinStudyStart" (
    "userId" TEXT NOT NULL,
    "startDay" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "CheckinStudyStart_pkey" PRIMARY KEY ("userId")
);

-- CreateTable
CREATE TABLE "CheckinStudyProgress" (
    "userId" TEXT NOT NULL,
    "day" INTEGER NOT NULL,
    "finishedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "CheckinStudyProgress_pkey" PRIMARY KEY ("userId","day")
);

-- CreateTable
CREATE TABLE "DealerCommission" (
    "id" TEXT NOT NULL,
    "dealerId" TEXT NOT NULL,
    "orderId" TEXT NOT NULL,
    "buyerId" TEXT NOT NULL,
    "line" TEXT NOT NULL,
    "orderFen" INTEGER NOT NULL,
    "percent" INTEGER NOT NULL,
    "amountFen" INTEGER NOT NULL,
    "incomeId" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "DealerCommission_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "DealerCustody" (
    "id" TEXT NOT NULL,
    "ownerId" TEXT NOT NULL,
    "custodianId" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'requested',
    "openKey" TEXT,
    "note" TEXT NOT NULL DEFAULT '',
    "requestedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "acceptedAt" TIMESTAMP(3),
    "endedAt" TIMESTAMP(3),
    "endedBy" TEXT,
    "endReason" TEXT NOT NULL DEFAULT '',

    CONSTRAINT "DealerCustody_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "DealerCustodyPoster" (
    "userId" TEXT NOT NULL,
    "title" TEXT NOT NULL DEFAULT '',
    "text" TEXT NOT NULL DEFAULT '',
    "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "DealerCustodyPoster_pkey" PRIMARY KEY ("userId")
);

-- CreateTable
CREATE TABLE "InsightShare" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "year" INTEGER NOT NULL,
    "tokenHash" TEXT NOT NULL,
    "snapshot" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "revokedAt" TIMESTAMP(3),

    CONSTRAINT "InsightShare_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PersonaPendant" (
    "id" TEXT NOT NULL,
    "category" TEXT NOT NULL,
    "nameZh" TEXT NOT NULL,
    "nameEn" TEXT NOT NULL,
    "imageUrl" TEXT NOT NULL,
    "sort" INTEGER NOT NULL DEFAULT 0,
    "hidden" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "PersonaPendant_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PersonaUserState" (
    "userId" TEXT NOT NULL,
    "pendantId" TEXT,
    "pendantSetAt" TIMESTAMP(3),
    "defaultCustomId" TEXT,
    "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "PersonaUserState_pkey" PRIMARY KEY ("userId")
);

-- CreateTable
CREATE TABLE "PersonaNicknameCustom" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "nickname" TEXT NOT NULL,
    "avatarUrl" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "PersonaNicknameCustom_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PromoMember" (
    "userId" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "paidReferrals" INTEGER NOT NULL DEFAULT 0,
    "joinedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "PromoMember_pkey" PRIMARY KEY ("userId","kind")
);

-- CreateTable
CREATE TABLE "PromoInviteActivity" (
    "id" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "rules" TEXT NOT NULL DEFAULT '',
    "startAt" TIMESTAMP(3) NOT NULL,
    "endAt" TIMESTAMP(3) NOT NULL,
    "target" INTEGER NOT NULL,
    "rewardKeys" INTEGER NOT NULL DEFAULT 0,
    "status" TEXT NOT NULL DEFAULT 'running',
    "createdBy" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "PromoInviteActivity_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PromoInviteClaim" (
    "id" TEXT NOT NULL,
    "activityId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "realName" TEXT NOT NULL,
    "contact" TEXT NOT NULL,
    "images" TEXT NOT NULL DEFAULT '[]',
    "note" TEXT NOT NULL DEFAULT '',
    "invitees" INTEGER NOT NULL DEFAULT 0,
    "state" TEXT NOT NULL DEFAULT 'pending',
    "reason" TEXT NOT NULL DEFAULT '',
    "reviewedBy" TEXT,
    "reviewedAt" TIMESTAMP(3),
    "rewardedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "PromoInviteClaim_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ShakeApplication" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "quantity" INTEGER NOT NULL,
    "contactName" TEXT NOT NULL,
    "contactMobile" TEXT NOT NULL,
    "region" TEXT NOT NULL DEFAULT '',
    "address" TEXT NOT NULL,
    "reason" TEXT NOT NULL DEFAULT '',
    "giftQuantity" INTEGER NOT NULL DEFAULT 0,
    "giftEntitlementId" TEXT,
    "status" TEXT NOT NULL DEFAULT 'pending',
    "rejectReason" TEXT NOT NULL DEFAULT '',
    "reviewerId" TEXT,
    "dueAt" TIMESTAMP(3) NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "reviewedAt" TIMESTAMP(3),

    CONSTRAINT "ShakeApplication_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ShakeDevice" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "applicationId" TEXT NOT NULL,
    "serial" TEXT NOT NULL,
    "code" TEXT NOT NULL,
    "bound" BOOLEAN NOT NULL DEFAULT false,
    "boundAt" TIMESTAMP(3),
    "name" TEXT NOT NULL DEFAULT '',
    "title" TEXT NOT NULL DEFAULT '',
    "subTitle" TEXT NOT NULL DEFAULT '',
    "linkUrl" TEXT NOT NULL DEFAULT '',
    "imageUrl" TEXT NOT NULL DEFAULT '',
    "configStatus" TEXT NOT NULL DEFAULT 'none',
    "configReason" TEXT NOT NULL DEFAULT '',
    "configAt" TIMESTAMP(3),
    "live" TEXT NOT NULL DEFAULT '',
    "shakes" INTEGER NOT NULL DEFAULT 0,
    "lastShakeAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ShakeDevice_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ShakeDeviceDay" (
    "deviceId" TEXT NOT NULL,
    "day" TEXT NOT NULL,
    "shakes" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "ShakeDeviceDay_pkey" PRIMARY KEY ("deviceId","day")
);

-- CreateTable
CREATE TABLE "ShakeRoleTag" (
    "id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "nameEn" TEXT NOT NULL DEFAULT '',
    "sort" INTEGER NOT NULL DEFAULT 0,
    "hidden" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ShakeRoleTag_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ShakeUserRoleTag" (
    "userId" TEXT NOT NULL,
    "tagId" TEXT NOT NULL,
    "sort" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ShakeUserRoleTag_pkey" PRIMARY KEY ("userId","tagId")
);

-- CreateTable
CREATE TABLE "ShakeRoleGuide" (
    "userId" TEXT NOT NULL,
    "readAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ShakeRoleGuide_pkey" PRIMARY KEY ("userId")
);

-- CreateTable
CREATE TABLE "SmsSign" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "text" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'pending',
    "reason" TEXT NOT NULL DEFAULT '',
    "reviewedBy" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "reviewedAt" TIMESTAMP(3),

    CONSTRAINT "SmsSign_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "SmsAccount" (
    "userId" TEXT NOT NULL,
    "credits" INTEGER NOT NULL DEFAULT 0,
    "defaultSignId" TEXT,
    "autoSend" BOOLEAN NOT NULL DEFAULT false,
    "autoTemplate" TEXT NOT NULL DEFAULT '',
    "dailyCap" INTEGER NOT NULL DEFAULT 0,
    "consentAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "SmsAccount_pkey" PRIMARY KEY ("userId")
);

-- CreateTable
CREATE TABLE "SmsCreditEntry" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "delta" INTEGER NOT NULL,
    "kind" TEXT NOT NULL,
    "refId" TEXT NOT NULL,
    "balance" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "SmsCreditEntry_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "SmsGrant" (
    "id" TEXT NOT NULL,
    "ownerId" TEXT NOT NULL,
    "granteeId" TEXT NOT NULL,
    "perDay" INTEGER NOT NULL DEFAULT 100,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "revokedAt" TIMESTAMP(3),

    CONSTRAINT "SmsGrant_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "SmsRecord" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "payerId" TEXT NOT NULL,
    "signId" TEXT NOT NULL,
    "signText" TEXT NOT NULL,
    "text" TEXT NOT NULL,
    "segments" INTEGER NOT NULL,
    "recipients" INTEGER NOT NULL,
    "charged" INTEGER NOT NULL,
    "returned" INTEGER NOT NULL DEFAULT 0,
    "status" TEXT NOT NULL DEFAULT 'sent',
    "source" TEXT NOT NULL DEFAULT 'manual',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "SmsRecord_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "SmsRecipient" (
    "id" TEXT NOT NULL,
    "recordId" TEXT NOT NULL,
    "seq" INTEGER NOT NULL,
    "mobile" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'sent',
    "error" TEXT NOT NULL DEFAULT '',

    CONSTRAINT "SmsRecipient_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "CheckinRecord_day_secondOfDay_id_idx" ON "CheckinRecord"("day", "secondOfDay", "id");

-- CreateIndex
CREATE INDEX "CheckinRecord_weekKey_userId_idx" ON "CheckinRecord"("weekKey", "userId");

-- CreateIndex
CREATE INDEX "CheckinRecord_userId_day_idx" ON "CheckinRecord"("userId", "day");

-- CreateIndex
CREATE UNIQUE INDEX "CheckinRecord_userId_day_key" ON "CheckinRecord"("userId", "day");

-- CreateIndex
CREATE INDEX "CheckinTotal_days_firstAt_userId_idx" ON "CheckinTotal"("days" DESC, "firstAt", "userId");

-- CreateIndex
CREATE UNIQUE INDEX "CheckinStudyLesson_day_key" ON "CheckinStudyLesson"("day");

-- CreateIndex
CREATE UNIQUE INDEX "DealerCommission_orderId_key" ON "DealerCommission"("orderId");

-- CreateIndex
CREATE INDEX "DealerCommission_dealerId_createdAt_id_idx" ON "DealerCommission"("dealerId", "createdAt" DESC, "id");

-- CreateIndex
CREATE UNIQUE INDEX "DealerCustody_openKey_key" ON "DealerCustody"("openKey");

-- CreateIndex
CREATE INDEX "DealerCustody_custodianId_status_requestedAt_id_idx" ON "DealerCustody"("custodianId", "status", "requestedAt" DESC, "id");

-- CreateIndex
CREATE INDEX "DealerCustody_ownerId_requestedAt_id_idx" ON "DealerCustody"("ownerId", "requestedAt" DESC, "id");

-- CreateIndex
CREATE INDEX "DealerCustody_status_requestedAt_id_idx" ON "DealerCustody"("status", "requestedAt" DESC, "id");

-- CreateIndex
CREATE UNIQUE INDEX "InsightShare_tokenHash_key" ON "InsightShare"("tokenHash");

-- CreateIndex
CREATE INDEX "InsightShare_userId_year_revokedAt_idx" ON "InsightShare"("userId", "year", "revokedAt");

-- CreateIndex
CREATE INDEX "PersonaPendant_hidden_category_sort_id_idx" ON "PersonaPendant"("hidden", "category", "sort", "id");

-- CreateIndex
CREATE INDEX "PersonaNicknameCustom_userId_createdAt_id_idx" ON "PersonaNicknameCustom"("userId", "createdAt" DESC, "id");

-- CreateIndex
CREATE INDEX "PromoMember_kind_joinedAt_idx" ON "PromoMember"("kind", "joinedAt" DESC);

-- CreateIndex
CREATE INDEX "PromoInviteActivity_status_startAt_id_idx" ON "PromoInviteActivity"("status", "startAt" DESC, "id");

-- CreateIndex
CREATE INDEX "PromoInviteClaim_state_updatedAt_id_idx" ON "PromoInviteClaim"("state", "updatedAt", "id");

-- CreateIndex
CREATE INDEX "PromoInviteClaim_userId_createdAt_id_idx" ON "PromoInviteClaim"("userId", "createdAt" DESC, "id");

-- CreateIndex
CREATE UNIQUE INDEX "PromoInviteClaim_activityId_userId_key" ON "PromoInviteClaim"("activityId", "userId");

-- CreateIndex
CREATE INDEX "ShakeApplication_userId_createdAt_id_idx" ON "ShakeApplication"("userId", "createdAt" DESC, "id");

-- CreateIndex
CREATE INDEX "ShakeApplication_status_createdAt_id_idx" ON "ShakeApplication"("status", "createdAt", "id");

-- CreateIndex
CREATE INDEX "ShakeApplication_giftEntitlementId_idx" ON "ShakeApplication"("giftEntitlementId");

-- CreateIndex
CREATE UNIQUE INDEX "ShakeDevice_serial_key" ON "ShakeDevice"("serial");

-- CreateIndex
CREATE UNIQUE INDEX "ShakeDevice_code_key" ON "ShakeDevice"("code");

-- CreateIndex
CREATE INDEX "ShakeDevice_userId_createdAt_id_idx" ON "ShakeDevice"("userId", "createdAt" DESC, "id");

-- CreateIndex
CREATE INDEX "ShakeDevice_configStatus_configAt_id_idx" ON "ShakeDevice"("configStatus", "configAt", "id");

-- CreateIndex
CREATE INDEX "ShakeDevice_applicationId_idx" ON "ShakeDevice"("applicationId");

-- CreateIndex
CREATE INDEX "ShakeRoleTag_hidden_sort_id_idx" ON "ShakeRoleTag"("hidden", "sort", "id");

-- CreateIndex
CREATE INDEX "ShakeUserRoleTag_userId_sort_idx" ON "ShakeUserRoleTag"("userId", "sort");

-- CreateIndex
CREATE INDEX "SmsSign_userId_createdAt_id_idx" ON "SmsSign"("userId", "createdAt" DESC, "id");

-- CreateIndex
CREATE INDEX "SmsSign_status_createdAt_id_idx" ON "SmsSign"("status", "createdAt", "id");

-- CreateIndex
CREATE INDEX "SmsCreditEntry_userId_createdAt_id_idx" ON "SmsCreditEntry"("userId", "createdAt" DESC, "id");

-- CreateIndex
CREATE INDEX "SmsCreditEntry_refId_idx" ON "SmsCreditEntry"("refId");

-- CreateIndex
CREATE INDEX "SmsGrant_granteeId_revokedAt_idx" ON "SmsGrant"("granteeId", "revokedAt");

-- CreateIndex
CREATE UNIQUE INDEX "SmsGrant_ownerId_granteeId_key" ON "SmsGrant"("ownerId", "granteeId");

-- CreateIndex
CREATE INDEX "SmsRecord_userId_createdAt_id_idx" ON "SmsRecord"("userId", "createdAt" DESC, "id");

-- CreateIndex
CREATE INDEX "SmsRecord_payerId_createdAt_idx" ON "SmsRecord"("payerId", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "SmsRecipient_recordId_seq_key" ON "SmsRecipient"("recordId", "seq");
