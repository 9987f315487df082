-- AlterTable
ALTER TABLE "Entitlement" ADD COLUMN "companyId" TEXT;

-- CreateIndex
CREATE INDEX "Entitlement_companyId_kind_idx" ON "Entitlement"("companyId", "kind");
