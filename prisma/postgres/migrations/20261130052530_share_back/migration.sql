-- CreateTable
CREATE TABLE "ShareBack" (
    "id" TEXT NOT NULL,
    "ownerId" TEXT NOT NULL,
    "regionCode" TEXT NOT NULL,
    "phone" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "company" TEXT NOT NULL DEFAULT '',
    "position" TEXT NOT NULL DEFAULT '',
    "visitorKey" TEXT NOT NULL,
    "withdrawHash" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ShareBack_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "ShareBack_withdrawHash_key" ON "ShareBack"("withdrawHash");

-- CreateIndex
CREATE INDEX "ShareBack_regionCode_phone_idx" ON "ShareBack"("regionCode", "phone");

-- CreateIndex
CREATE INDEX "ShareBack_ownerId_visitorKey_idx" ON "ShareBack"("ownerId", "visitorKey");

-- CreateIndex
CREATE UNIQUE INDEX "ShareBack_ownerId_regionCode_phone_key" ON "ShareBack"("ownerId", "regionCode", "phone");
