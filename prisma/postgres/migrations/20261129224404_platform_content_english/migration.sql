-- AlterTable
ALTER TABLE "HelpArticle" ADD COLUMN     "categoryEn" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "summaryEn" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "titleEn" TEXT NOT NULL DEFAULT '';

-- AlterTable
ALTER TABLE "MaterialLabel" ADD COLUMN     "nameEn" TEXT NOT NULL DEFAULT '';

-- AlterTable
ALTER TABLE "PhotoMaterial" ADD COLUMN     "titleEn" TEXT NOT NULL DEFAULT '';

-- AlterTable
ALTER TABLE "PosterLabel" ADD COLUMN     "nameEn" TEXT NOT NULL DEFAULT '';

-- AlterTable
ALTER TABLE "PosterMaterial" ADD COLUMN     "titleEn" TEXT NOT NULL DEFAULT '';
