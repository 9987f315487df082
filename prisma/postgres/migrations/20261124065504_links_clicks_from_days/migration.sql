-- AlterTable
ALTER TABLE "MiniLink" DROP COLUMN "clicks";
