-- What each document's terms were cut with (core/fulltext SEGMENTER_VERSION): '' for every existing row, which the
-- help centre's index job cuts again with the current dictionary. A constant default, so no table rebuild is needed.
ALTER TABLE "SearchDoc" ADD COLUMN "segmenter" TEXT NOT NULL DEFAULT '';
