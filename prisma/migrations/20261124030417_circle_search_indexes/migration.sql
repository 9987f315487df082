-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_CircleLabel" (
    "circleId" TEXT NOT NULL,
    "label" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,

    PRIMARY KEY ("circleId", "label")
);
INSERT INTO "new_CircleLabel" ("circleId", "label") SELECT "circleId", "label" FROM "CircleLabel";
DROP TABLE "CircleLabel";
ALTER TABLE "new_CircleLabel" RENAME TO "CircleLabel";
CREATE INDEX "CircleLabel_label_createdAt_circleId_idx" ON "CircleLabel"("label", "createdAt" DESC, "circleId");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

-- CreateIndex
CREATE INDEX "Circle_createdAt_id_idx" ON "Circle"("createdAt" DESC, "id");
