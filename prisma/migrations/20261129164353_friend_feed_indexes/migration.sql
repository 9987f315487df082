-- CreateIndex
CREATE INDEX "Activity_userId_publishedAt_id_idx" ON "Activity"("userId", "publishedAt" DESC, "id");

-- CreateIndex
CREATE INDEX "Article_userId_createdAt_id_idx" ON "Article"("userId", "createdAt" DESC, "id");

-- CreateIndex
CREATE INDEX "MicroPage_userId_publishedAt_id_idx" ON "MicroPage"("userId", "publishedAt" DESC, "id");

-- CreateIndex
CREATE INDEX "MicroVideo_userId_createdAt_id_idx" ON "MicroVideo"("userId", "createdAt" DESC, "id");

-- CreateIndex
CREATE INDEX "Product_userId_createdAt_id_idx" ON "Product"("userId", "createdAt" DESC, "id");
