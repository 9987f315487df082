-- CreateIndex
CREATE INDEX "CardVisit_ownerId_visitorKey_createdAt_idx" ON "CardVisit"("ownerId", "visitorKey", "createdAt");

-- Card backgrounds become references (issue 7 item 5; written by hand, `migrate diff` sees no change in the column).
-- A built-in background's URL becomes its id; an own upload's URL becomes its storage key, only when the file is a
-- StoredFile of the card's owner; anything else (a URL from elsewhere) is dropped.
UPDATE "Card" SET "backgroundUrl" = CASE
  WHEN "backgroundUrl" LIKE '/files/builtin/backgrounds/%.png'
    THEN 'builtin:' || substr("backgroundUrl", 28, length("backgroundUrl") - 31)
  WHEN "backgroundUrl" LIKE '/files/backgrounds/%'
    AND EXISTS (SELECT 1 FROM "StoredFile" f WHERE f."key" = substr("Card"."backgroundUrl", 8) AND f."userId" = "Card"."userId")
    THEN 'file:' || substr("backgroundUrl", 8)
  ELSE ''
END
WHERE "backgroundUrl" <> '';
