-- DropIndex
DROP INDEX "VisitEvent_ownerId_visitorKey_createdAt_idx";

-- CreateIndex
CREATE INDEX "VisitEvent_ownerId_visitorKey_createdAt_id_idx" ON "VisitEvent"("ownerId", "visitorKey", "createdAt" DESC, "id");
