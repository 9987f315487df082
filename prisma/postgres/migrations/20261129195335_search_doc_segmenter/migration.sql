-- What each document's terms were cut with (core/fulltext SEGMENTER_VERSION); '' for existing rows, cut again by the index job.
-- AlterTable
ALTER TABLE "SearchDoc" ADD COLUMN     "segmenter" TEXT NOT NULL DEFAULT '';
