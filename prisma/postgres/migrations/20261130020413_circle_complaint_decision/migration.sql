-- AlterTable
ALTER TABLE "CircleComplaint" ADD COLUMN     "decidedAt" TIMESTAMP(3),
ADD COLUMN     "decidedBy" TEXT,
ADD COLUMN     "decisionReason" TEXT NOT NULL DEFAULT '';

-- Complaints marked "handled" before decisions had an outcome: the operator acted on them, so they read as upheld.
UPDATE "CircleComplaint" SET "state" = 'upheld' WHERE "state" = 'handled';
