-- AlterTable
ALTER TABLE "HelpArticle" ADD COLUMN     "bodyEn" TEXT NOT NULL DEFAULT '';

-- AlterTable
ALTER TABLE "MomentMaterial" ADD COLUMN     "textEn" TEXT NOT NULL DEFAULT '';

-- AlterTable
ALTER TABLE "PosterMaterial" ADD COLUMN     "sloganEn" TEXT NOT NULL DEFAULT '';

-- AlterTable
ALTER TABLE "PromoInviteActivity" ADD COLUMN     "rulesEn" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "titleEn" TEXT NOT NULL DEFAULT '';

-- AlterTable
ALTER TABLE "VideoEpilogue" ADD COLUMN     "nameEn" TEXT NOT NULL DEFAULT '';
