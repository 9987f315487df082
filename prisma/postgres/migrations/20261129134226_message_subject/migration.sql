-- AlterTable
ALTER TABLE "Message" ADD COLUMN     "subjectId" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "subjectType" TEXT NOT NULL DEFAULT '';
