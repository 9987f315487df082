-- AlterTable
ALTER TABLE "SmsRecord" ADD COLUMN     "autoKey" TEXT;

-- CreateIndex
CREATE UNIQUE INDEX "SmsRecord_userId_autoKey_key" ON "SmsRecord"("userId", "autoKey");
