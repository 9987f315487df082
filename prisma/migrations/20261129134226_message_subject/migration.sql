-- AlterTable: two columns with constant defaults are added in place (SQLite copies no rows for that), so a large
-- Message table is not rewritten as the generated redefine-table script would.
ALTER TABLE "Message" ADD COLUMN "subjectType" TEXT NOT NULL DEFAULT '';
ALTER TABLE "Message" ADD COLUMN "subjectId" TEXT NOT NULL DEFAULT '';
