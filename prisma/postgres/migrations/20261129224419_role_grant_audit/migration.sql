-- CreateTable
CREATE TABLE "RoleGrantAudit" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "role" TEXT NOT NULL,
    "action" TEXT NOT NULL,
    "actor" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "RoleGrantAudit_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "RoleGrantAudit_userId_createdAt_idx" ON "RoleGrantAudit"("userId", "createdAt");
