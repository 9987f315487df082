-- DropIndex
DROP INDEX "Message_userId_idx";

-- CreateIndex
CREATE INDEX "Message_userId_createdAt_id_idx" ON "Message"("userId", "createdAt" DESC, "id");

-- CreateIndex
CREATE INDEX "Message_userId_readAt_idx" ON "Message"("userId", "readAt");
