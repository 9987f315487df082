-- DropIndex
DROP INDEX "LedgerPosting_accountId_idx";

-- CreateIndex
CREATE INDEX "LedgerPosting_accountId_createdAt_id_idx" ON "LedgerPosting"("accountId", "createdAt" DESC, "id" DESC);
