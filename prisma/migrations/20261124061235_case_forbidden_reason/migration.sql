-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_DesignCase" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "userId" TEXT NOT NULL,
    "type" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "description" TEXT NOT NULL DEFAULT '',
    "coverUrl" TEXT,
    "images" TEXT NOT NULL DEFAULT '[]',
    "sort" INTEGER NOT NULL,
    "hidden" BOOLEAN NOT NULL DEFAULT false,
    "topped" BOOLEAN NOT NULL DEFAULT false,
    "topAt" DATETIME,
    "recommended" BOOLEAN NOT NULL DEFAULT false,
    "state" TEXT NOT NULL DEFAULT 'auditing',
    "views" INTEGER NOT NULL DEFAULT 0,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "forbiddenAt" DATETIME,
    "forbiddenReason" TEXT NOT NULL DEFAULT ''
);
INSERT INTO "new_DesignCase" ("coverUrl", "createdAt", "description", "hidden", "id", "images", "recommended", "sort", "state", "title", "topAt", "topped", "type", "updatedAt", "userId", "views") SELECT "coverUrl", "createdAt", "description", "hidden", "id", "images", "recommended", "sort", "state", "title", "topAt", "topped", "type", "updatedAt", "userId", "views" FROM "DesignCase";
DROP TABLE "DesignCase";
ALTER TABLE "new_DesignCase" RENAME TO "DesignCase";
CREATE INDEX "DesignCase_userId_sort_idx" ON "DesignCase"("userId", "sort");
CREATE INDEX "DesignCase_type_state_createdAt_id_idx" ON "DesignCase"("type", "state", "createdAt" DESC, "id");
CREATE INDEX "DesignCase_state_createdAt_id_idx" ON "DesignCase"("state", "createdAt" DESC, "id");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;
