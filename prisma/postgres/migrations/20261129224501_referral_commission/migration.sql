-- CreateTable
CREATE TABLE "ReferralCommission" (
    "id" TEXT NOT NULL,
    "orderId" TEXT NOT NULL,
    "tier" INTEGER NOT NULL,
    "earnerId" TEXT NOT NULL,
    "role" TEXT NOT NULL,
    "buyerId" TEXT NOT NULL,
    "line" TEXT NOT NULL,
    "orderFen" INTEGER NOT NULL,
    "percent" INTEGER NOT NULL,
    "amountFen" INTEGER NOT NULL,
    "incomeId" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ReferralCommission_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "DataFix" (
    "name" TEXT NOT NULL,
    "summary" TEXT NOT NULL,
    "ranAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "DataFix_pkey" PRIMARY KEY ("name")
);

-- CreateIndex
CREATE UNIQUE INDEX "ReferralCommission_incomeId_key" ON "ReferralCommission"("incomeId");

-- CreateIndex
CREATE INDEX "ReferralCommission_earnerId_createdAt_id_idx" ON "ReferralCommission"("earnerId", "createdAt" DESC, "id");

-- CreateIndex
CREATE INDEX "ReferralCommission_earnerId_buyerId_idx" ON "ReferralCommission"("earnerId", "buyerId");

-- CreateIndex
CREATE UNIQUE INDEX "ReferralCommission_orderId_tier_key" ON "ReferralCommission"("orderId", "tier");
