-- CreateTable
CREATE TABLE "CompanyInvite" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "companyId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "invitedBy" TEXT NOT NULL,
    "state" TEXT NOT NULL DEFAULT 'pending',
    "openKey" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "decidedAt" DATETIME
);

-- AlterTable: columns added in place (nullable or with a constant default, so SQLite copies no rows), instead of the
-- generated redefine-table script that would copy Company with User's foreign key pointing at it.
ALTER TABLE "Company" ADD COLUMN "nameKey" TEXT;
ALTER TABLE "Company" ADD COLUMN "taxNumber" TEXT NOT NULL DEFAULT '';
ALTER TABLE "Company" ADD COLUMN "createdBy" TEXT;
ALTER TABLE "Company" ADD COLUMN "dissolvedAt" DATETIME;
CREATE UNIQUE INDEX "Company_nameKey_key" ON "Company"("nameKey");

-- CreateIndex
CREATE UNIQUE INDEX "CompanyInvite_openKey_key" ON "CompanyInvite"("openKey");

-- CreateIndex
CREATE INDEX "CompanyInvite_userId_state_createdAt_idx" ON "CompanyInvite"("userId", "state", "createdAt" DESC);

-- CreateIndex
CREATE INDEX "CompanyInvite_companyId_state_createdAt_idx" ON "CompanyInvite"("companyId", "state", "createdAt" DESC);
