-- AlterTable
ALTER TABLE "Company" ADD COLUMN     "createdBy" TEXT,
ADD COLUMN     "dissolvedAt" TIMESTAMP(3),
ADD COLUMN     "nameKey" TEXT,
ADD COLUMN     "taxNumber" TEXT NOT NULL DEFAULT '';

-- CreateTable
CREATE TABLE "CompanyInvite" (
    "id" TEXT NOT NULL,
    "companyId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "invitedBy" TEXT NOT NULL,
    "state" TEXT NOT NULL DEFAULT 'pending',
    "openKey" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "decidedAt" TIMESTAMP(3),

    CONSTRAINT "CompanyInvite_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "CompanyInvite_openKey_key" ON "CompanyInvite"("openKey");

-- CreateIndex
CREATE INDEX "CompanyInvite_userId_state_createdAt_idx" ON "CompanyInvite"("userId", "state", "createdAt" DESC);

-- CreateIndex
CREATE INDEX "CompanyInvite_companyId_state_createdAt_idx" ON "CompanyInvite"("companyId", "state", "createdAt" DESC);

-- CreateIndex
CREATE UNIQUE INDEX "Company_nameKey_key" ON "Company"("nameKey");
