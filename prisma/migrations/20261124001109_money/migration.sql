-- CreateTable
CREATE TABLE "LedgerAccount" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "userId" TEXT,
    "kind" TEXT NOT NULL,
    "balanceFen" BIGINT NOT NULL DEFAULT 0,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- CreateTable
CREATE TABLE "LedgerJournal" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "kind" TEXT NOT NULL,
    "refId" TEXT NOT NULL,
    "memo" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- CreateTable
CREATE TABLE "LedgerPosting" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "journalId" TEXT NOT NULL,
    "accountId" TEXT NOT NULL,
    "userId" TEXT,
    "amountFen" INTEGER NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "LedgerPosting_journalId_fkey" FOREIGN KEY ("journalId") REFERENCES "LedgerJournal" ("id") ON DELETE RESTRICT ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "FrozenIncome" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "userId" TEXT NOT NULL,
    "amountFen" INTEGER NOT NULL,
    "source" TEXT NOT NULL,
    "orderId" TEXT,
    "state" TEXT NOT NULL DEFAULT 'frozen',
    "releaseAt" DATETIME NOT NULL,
    "releasedAt" DATETIME,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- CreateTable
CREATE TABLE "Plan" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "line" TEXT NOT NULL,
    "code" TEXT NOT NULL,
    "nameZh" TEXT NOT NULL,
    "nameEn" TEXT NOT NULL,
    "priceFen" INTEGER NOT NULL,
    "years" INTEGER NOT NULL DEFAULT 0,
    "months" INTEGER NOT NULL DEFAULT 0,
    "seats" INTEGER NOT NULL DEFAULT 0,
    "keys" INTEGER NOT NULL DEFAULT 0,
    "quantity" INTEGER NOT NULL DEFAULT 1,
    "sort" INTEGER NOT NULL DEFAULT 0,
    "active" BOOLEAN NOT NULL DEFAULT true
);

-- CreateTable
CREATE TABLE "Order" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "orderNo" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "line" TEXT NOT NULL,
    "planCode" TEXT,
    "title" TEXT NOT NULL,
    "amountFen" INTEGER NOT NULL,
    "state" TEXT NOT NULL DEFAULT 'created',
    "payMethod" TEXT,
    "wxTransactionId" TEXT,
    "terms" TEXT,
    "effect" TEXT,
    "beneficiaryId" TEXT,
    "expiresAt" DATETIME NOT NULL,
    "paidAt" DATETIME,
    "closedAt" DATETIME,
    "refundedAt" DATETIME,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- CreateTable
CREATE TABLE "RefundRequest" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "orderId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "amountFen" INTEGER NOT NULL,
    "reason" TEXT NOT NULL,
    "state" TEXT NOT NULL DEFAULT 'pending',
    "outRefundNo" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "decidedAt" DATETIME
);

-- CreateTable
CREATE TABLE "PaymentNotification" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "eventType" TEXT NOT NULL,
    "ref" TEXT NOT NULL,
    "receivedAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- CreateTable
CREATE TABLE "Withdrawal" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "userId" TEXT NOT NULL,
    "amountFen" INTEGER NOT NULL,
    "openId" TEXT NOT NULL,
    "outBatchNo" TEXT NOT NULL,
    "state" TEXT NOT NULL DEFAULT 'pending',
    "failReason" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "finishedAt" DATETIME
);

-- CreateTable
CREATE TABLE "WalletBinding" (
    "userId" TEXT NOT NULL PRIMARY KEY,
    "openId" TEXT NOT NULL,
    "nickname" TEXT NOT NULL,
    "realName" TEXT,
    "spokesperson" BOOLEAN NOT NULL DEFAULT false,
    "boundAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- CreateTable
CREATE TABLE "GoldenKeyEntry" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "userId" TEXT NOT NULL,
    "delta" INTEGER NOT NULL,
    "kind" TEXT NOT NULL,
    "refId" TEXT NOT NULL,
    "note" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- CreateTable
CREATE TABLE "Entitlement" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "userId" TEXT NOT NULL,
    "orderId" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "quantity" INTEGER NOT NULL DEFAULT 1,
    "expiresAt" DATETIME,
    "revokedAt" DATETIME,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- CreateTable
CREATE TABLE "SandboxPayment" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "kind" TEXT NOT NULL,
    "ref" TEXT NOT NULL,
    "amountFen" INTEGER NOT NULL,
    "state" TEXT NOT NULL,
    "data" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

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
    "companyRole" TEXT,
    "walletTipReadAt" DATETIME,
    "goldenKeys" INTEGER NOT NULL DEFAULT 0,
    "tempVipLapsedAt" DATETIME,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "User_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "Company" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);
INSERT INTO "new_User" ("allowColleagueView", "allowStrangerSearch", "avatarUrl", "companyId", "companyRole", "createdAt", "dynamicOn", "enterprise", "hidePhone", "id", "idNumberHash", "idType", "language", "loginFailCount", "loginLockedUntil", "passwordHash", "phone", "phoneIdEcr", "refereeId", "regionCode", "showInMobileSite", "tempVipExpiresAt", "txPwdFailCount", "txPwdHash", "txPwdLockedUntil", "vipExpiresAt", "walletTipReadAt", "wxOpenId", "wxUnionId") SELECT "allowColleagueView", "allowStrangerSearch", "avatarUrl", "companyId", "companyRole", "createdAt", "dynamicOn", "enterprise", "hidePhone", "id", "idNumberHash", "idType", "language", "loginFailCount", "loginLockedUntil", "passwordHash", "phone", "phoneIdEcr", "refereeId", "regionCode", "showInMobileSite", "tempVipExpiresAt", "txPwdFailCount", "txPwdHash", "txPwdLockedUntil", "vipExpiresAt", "walletTipReadAt", "wxOpenId", "wxUnionId" FROM "User";
DROP TABLE "User";
ALTER TABLE "new_User" RENAME TO "User";
CREATE UNIQUE INDEX "User_phoneIdEcr_key" ON "User"("phoneIdEcr");
CREATE UNIQUE INDEX "User_wxOpenId_key" ON "User"("wxOpenId");
CREATE UNIQUE INDEX "User_wxUnionId_key" ON "User"("wxUnionId");
CREATE UNIQUE INDEX "User_regionCode_phone_key" ON "User"("regionCode", "phone");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

-- CreateIndex
CREATE INDEX "LedgerAccount_userId_idx" ON "LedgerAccount"("userId");

-- CreateIndex
CREATE UNIQUE INDEX "LedgerJournal_kind_refId_key" ON "LedgerJournal"("kind", "refId");

-- CreateIndex
CREATE INDEX "LedgerPosting_accountId_idx" ON "LedgerPosting"("accountId");

-- CreateIndex
CREATE INDEX "LedgerPosting_journalId_idx" ON "LedgerPosting"("journalId");

-- CreateIndex
CREATE INDEX "LedgerPosting_userId_createdAt_id_idx" ON "LedgerPosting"("userId", "createdAt" DESC, "id");

-- CreateIndex
CREATE INDEX "FrozenIncome_userId_createdAt_id_idx" ON "FrozenIncome"("userId", "createdAt" DESC, "id");

-- CreateIndex
CREATE INDEX "FrozenIncome_state_releaseAt_idx" ON "FrozenIncome"("state", "releaseAt");

-- CreateIndex
CREATE INDEX "FrozenIncome_orderId_idx" ON "FrozenIncome"("orderId");

-- CreateIndex
CREATE UNIQUE INDEX "Plan_code_key" ON "Plan"("code");

-- CreateIndex
CREATE INDEX "Plan_line_sort_idx" ON "Plan"("line", "sort");

-- CreateIndex
CREATE UNIQUE INDEX "Order_orderNo_key" ON "Order"("orderNo");

-- CreateIndex
CREATE UNIQUE INDEX "Order_wxTransactionId_key" ON "Order"("wxTransactionId");

-- CreateIndex
CREATE INDEX "Order_userId_createdAt_id_idx" ON "Order"("userId", "createdAt" DESC, "id");

-- CreateIndex
CREATE INDEX "Order_state_expiresAt_idx" ON "Order"("state", "expiresAt");

-- CreateIndex
CREATE UNIQUE INDEX "RefundRequest_outRefundNo_key" ON "RefundRequest"("outRefundNo");

-- CreateIndex
CREATE INDEX "RefundRequest_orderId_idx" ON "RefundRequest"("orderId");

-- CreateIndex
CREATE INDEX "RefundRequest_userId_createdAt_id_idx" ON "RefundRequest"("userId", "createdAt" DESC, "id");

-- CreateIndex
CREATE INDEX "RefundRequest_state_idx" ON "RefundRequest"("state");

-- CreateIndex
CREATE UNIQUE INDEX "Withdrawal_outBatchNo_key" ON "Withdrawal"("outBatchNo");

-- CreateIndex
CREATE INDEX "Withdrawal_userId_createdAt_id_idx" ON "Withdrawal"("userId", "createdAt" DESC, "id");

-- CreateIndex
CREATE INDEX "Withdrawal_state_createdAt_idx" ON "Withdrawal"("state", "createdAt");

-- CreateIndex
CREATE INDEX "GoldenKeyEntry_userId_createdAt_id_idx" ON "GoldenKeyEntry"("userId", "createdAt" DESC, "id");

-- CreateIndex
CREATE UNIQUE INDEX "GoldenKeyEntry_userId_kind_refId_key" ON "GoldenKeyEntry"("userId", "kind", "refId");

-- CreateIndex
CREATE INDEX "Entitlement_userId_kind_idx" ON "Entitlement"("userId", "kind");

-- CreateIndex
CREATE INDEX "Entitlement_orderId_idx" ON "Entitlement"("orderId");

-- CreateIndex
CREATE UNIQUE INDEX "SandboxPayment_ref_key" ON "SandboxPayment"("ref");
