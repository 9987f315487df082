-- CreateTable
CREATE TABLE "FirstRun" (
    "userId" TEXT NOT NULL,
    "doneAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "FirstRun_pkey" PRIMARY KEY ("userId")
);
