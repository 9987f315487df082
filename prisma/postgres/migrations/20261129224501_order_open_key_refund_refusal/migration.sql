-- AlterTable
ALTER TABLE "Order" ADD COLUMN     "openKey" TEXT;

-- AlterTable
ALTER TABLE "RefundRequest" ADD COLUMN     "refusalReason" TEXT;

-- CreateIndex
CREATE UNIQUE INDEX "Order_openKey_key" ON "Order"("openKey");
