-- AlterTable
ALTER TABLE "User" ADD COLUMN     "goldenKeys" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "tempVipLapsedAt" TIMESTAMP(3);

-- CreateTable
CREATE TABLE "LedgerAccount" (
    "id" TEXT NOT NULL,
    "userId" TEXT,
    "kind" TEXT NOT NULL,
    "balanceFen" BIGINT NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "LedgerAccount_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "LedgerJournal" (
    "id" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "refId" TEXT NOT NULL,
    "memo" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "LedgerJournal_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "LedgerPosting" (
    "id" TEXT NOT NULL,
    "journalId" TEXT NOT NULL,
    "accountId" TEXT NOT NULL,
    "userId" TEXT,
    "amountFen" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "LedgerPosting_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "FrozenIncome" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "amountFen" INTEGER NOT NULL,
    "source" TEXT NOT NULL,
    "orderId" TEXT,
    "state" TEXT NOT NULL DEFAULT 'frozen',
    "releaseAt" TIMESTAMP(3) NOT NULL,
    "releasedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "FrozenIncome_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Plan" (
    "id" TEXT NOT NULL,
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
    "active" BOOLEAN NOT NULL DEFAULT true,

    CONSTRAINT "Plan_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Order" (
    "id" TEXT NOT NULL,
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
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "paidAt" TIMESTAMP(3),
    "closedAt" TIMESTAMP(3),
    "refundedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Order_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "RefundRequest" (
    "id" TEXT NOT NULL,
    "orderId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "amountFen" INTEGER NOT NULL,
    "reason" TEXT NOT NULL,
    "state" TEXT NOT NULL DEFAULT 'pending',
    "outRefundNo" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "decidedAt" TIMESTAMP(3),

    CONSTRAINT "RefundRequest_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PaymentNotification" (
    "id" TEXT NOT NULL,
    "eventType" TEXT NOT NULL,
    "ref" TEXT NOT NULL,
    "receivedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "PaymentNotification_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Withdrawal" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "amountFen" INTEGER NOT NULL,
    "openId" TEXT NOT NULL,
    "outBatchNo" TEXT NOT NULL,
    "state" TEXT NOT NULL DEFAULT 'pending',
    "failReason" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "finishedAt" TIMESTAMP(3),

    CONSTRAINT "Withdrawal_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "WalletBinding" (
    "userId" TEXT NOT NULL,
    "openId" TEXT NOT NULL,
    "nickname" TEXT NOT NULL,
    "realName" TEXT,
    "spokesperson" BOOLEAN NOT NULL DEFAULT false,
    "boundAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "WalletBinding_pkey" PRIMARY KEY ("userId")
);

-- CreateTable
CREATE TABLE "GoldenKeyEntry" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "delta" INTEGER NOT NULL,
    "kind" TEXT NOT NULL,
    "refId" TEXT NOT NULL,
    "note" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "GoldenKeyEntry_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Entitlement" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "orderId" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "quantity" INTEGER NOT NULL DEFAULT 1,
    "expiresAt" TIMESTAMP(3),
    "revokedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Entitlement_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "SandboxPayment" (
    "id" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "ref" TEXT NOT NULL,
    "amountFen" INTEGER NOT NULL,
    "state" TEXT NOT NULL,
    "data" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "SandboxPayment_pkey" PRIMARY KEY ("id")
);

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

-- AddForeignKey
ALTER TABLE "LedgerPosting" ADD CONSTRAINT "LedgerPosting_journalId_fkey" FOREIGN KEY ("journalId") REFERENCES "LedgerJournal"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
