-- DropIndex
DROP INDEX "CircleLabel_label_circleId_idx";

-- AlterTable
ALTER TABLE "CircleLabel" ADD COLUMN     "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP;

-- CreateIndex
CREATE INDEX "Circle_createdAt_id_idx" ON "Circle"("createdAt" DESC, "id");

-- CreateIndex
CREATE INDEX "CircleLabel_label_createdAt_circleId_idx" ON "CircleLabel"("label", "createdAt" DESC, "circleId");
