-- DropIndex
DROP INDEX "Circle_createdAt_id_idx";

-- CreateIndex
CREATE INDEX "Circle_createdAt_id_idx" ON "Circle"("createdAt" DESC, "id" DESC);
