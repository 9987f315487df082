-- CreateTable
CREATE TABLE "Activity" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "kind" TEXT NOT NULL DEFAULT 'activity',
    "title" TEXT NOT NULL,
    "intro" TEXT NOT NULL DEFAULT '',
    "coverUrl" TEXT NOT NULL DEFAULT '',
    "startTime" TIMESTAMP(3),
    "endTime" TIMESTAMP(3),
    "signUpEnd" TIMESTAMP(3),
    "address" TEXT NOT NULL DEFAULT '',
    "lat" DOUBLE PRECISION,
    "lng" DOUBLE PRECISION,
    "feeFen" INTEGER NOT NULL DEFAULT 0,
    "capacity" INTEGER NOT NULL DEFAULT 0,
    "enrolled" INTEGER NOT NULL DEFAULT 0,
    "status" TEXT NOT NULL DEFAULT 'draft',
    "fields" TEXT NOT NULL DEFAULT '[]',
    "publishedAt" TIMESTAMP(3),
    "notifiedAt" TIMESTAMP(3),
    "deletedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Activity_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ActivityRegistration" (
    "id" TEXT NOT NULL,
    "activityId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "mobile" TEXT NOT NULL,
    "answers" TEXT NOT NULL DEFAULT '{}',
    "fieldsSnapshot" TEXT NOT NULL DEFAULT '[]',
    "feeFen" INTEGER NOT NULL DEFAULT 0,
    "orderId" TEXT,
    "state" TEXT NOT NULL DEFAULT 'registered',
    "checkedInAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ActivityRegistration_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Shop" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "intro" TEXT NOT NULL DEFAULT '',
    "logoUrl" TEXT NOT NULL DEFAULT '',
    "kind" TEXT NOT NULL DEFAULT 'retail',
    "phone" TEXT NOT NULL DEFAULT '',
    "address" TEXT NOT NULL DEFAULT '',
    "openHours" TEXT NOT NULL DEFAULT '',
    "perCapitaFen" INTEGER NOT NULL DEFAULT 0,
    "scoreSum" INTEGER NOT NULL DEFAULT 0,
    "scoreCount" INTEGER NOT NULL DEFAULT 0,
    "closed" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Shop_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ProductType" (
    "id" TEXT NOT NULL,
    "shopId" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "sort" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ProductType_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Product" (
    "id" TEXT NOT NULL,
    "shopId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "typeId" TEXT,
    "kind" TEXT NOT NULL DEFAULT 'goods',
    "name" TEXT NOT NULL,
    "intro" TEXT NOT NULL DEFAULT '',
    "contents" TEXT NOT NULL DEFAULT '',
    "coverUrl" TEXT NOT NULL,
    "imageUrls" TEXT NOT NULL DEFAULT '[]',
    "priceFen" INTEGER NOT NULL,
    "originalPriceFen" INTEGER NOT NULL DEFAULT 0,
    "stock" INTEGER NOT NULL DEFAULT 0,
    "sales" INTEGER NOT NULL DEFAULT 0,
    "hit" INTEGER NOT NULL DEFAULT 0,
    "onShelf" BOOLEAN NOT NULL DEFAULT true,
    "shareable" BOOLEAN NOT NULL DEFAULT false,
    "sort" INTEGER NOT NULL DEFAULT 0,
    "deletedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Product_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ProductShare" (
    "id" TEXT NOT NULL,
    "shopId" TEXT NOT NULL,
    "productId" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ProductShare_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ShopCartItem" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "productId" TEXT NOT NULL,
    "quantity" INTEGER NOT NULL,
    "shareShopId" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ShopCartItem_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ShopOrder" (
    "id" TEXT NOT NULL,
    "orderId" TEXT NOT NULL,
    "shopId" TEXT NOT NULL,
    "sellerId" TEXT NOT NULL,
    "buyerId" TEXT NOT NULL,
    "shareShopId" TEXT,
    "title" TEXT NOT NULL,
    "amountFen" INTEGER NOT NULL,
    "itemCount" INTEGER NOT NULL,
    "needsShipping" BOOLEAN NOT NULL DEFAULT true,
    "shipState" TEXT NOT NULL DEFAULT 'waiting',
    "carrier" TEXT NOT NULL DEFAULT '',
    "trackingNo" TEXT NOT NULL DEFAULT '',
    "shippedAt" TIMESTAMP(3),
    "receivedAt" TIMESTAMP(3),
    "autoReceiveAt" TIMESTAMP(3),
    "commented" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ShopOrder_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ShopComment" (
    "id" TEXT NOT NULL,
    "shopId" TEXT NOT NULL,
    "orderId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "score" INTEGER NOT NULL,
    "content" TEXT NOT NULL DEFAULT '',
    "reply" TEXT NOT NULL DEFAULT '',
    "repliedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ShopComment_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "Activity_userId_kind_createdAt_id_idx" ON "Activity"("userId", "kind", "createdAt" DESC, "id");

-- CreateIndex
CREATE INDEX "Activity_status_kind_publishedAt_id_idx" ON "Activity"("status", "kind", "publishedAt" DESC, "id");

-- CreateIndex
CREATE UNIQUE INDEX "ActivityRegistration_orderId_key" ON "ActivityRegistration"("orderId");

-- CreateIndex
CREATE INDEX "ActivityRegistration_activityId_state_createdAt_id_idx" ON "ActivityRegistration"("activityId", "state", "createdAt" DESC, "id");

-- CreateIndex
CREATE INDEX "ActivityRegistration_userId_createdAt_id_idx" ON "ActivityRegistration"("userId", "createdAt" DESC, "id");

-- CreateIndex
CREATE UNIQUE INDEX "ActivityRegistration_activityId_userId_key" ON "ActivityRegistration"("activityId", "userId");

-- CreateIndex
CREATE UNIQUE INDEX "Shop_userId_key" ON "Shop"("userId");

-- CreateIndex
CREATE INDEX "ProductType_shopId_sort_idx" ON "ProductType"("shopId", "sort");

-- CreateIndex
CREATE UNIQUE INDEX "ProductType_shopId_name_key" ON "ProductType"("shopId", "name");

-- CreateIndex
CREATE INDEX "Product_shopId_kind_createdAt_id_idx" ON "Product"("shopId", "kind", "createdAt" DESC, "id");

-- CreateIndex
CREATE INDEX "Product_shopId_kind_hit_id_idx" ON "Product"("shopId", "kind", "hit" DESC, "id");

-- CreateIndex
CREATE INDEX "Product_shopId_kind_priceFen_id_idx" ON "Product"("shopId", "kind", "priceFen", "id");

-- CreateIndex
CREATE INDEX "Product_shareable_createdAt_id_idx" ON "Product"("shareable", "createdAt" DESC, "id");

-- CreateIndex
CREATE INDEX "ProductShare_productId_idx" ON "ProductShare"("productId");

-- CreateIndex
CREATE UNIQUE INDEX "ProductShare_shopId_productId_key" ON "ProductShare"("shopId", "productId");

-- CreateIndex
CREATE INDEX "ShopCartItem_userId_createdAt_idx" ON "ShopCartItem"("userId", "createdAt" DESC);

-- CreateIndex
CREATE UNIQUE INDEX "ShopCartItem_userId_productId_key" ON "ShopCartItem"("userId", "productId");

-- CreateIndex
CREATE UNIQUE INDEX "ShopOrder_orderId_key" ON "ShopOrder"("orderId");

-- CreateIndex
CREATE INDEX "ShopOrder_sellerId_createdAt_id_idx" ON "ShopOrder"("sellerId", "createdAt" DESC, "id");

-- CreateIndex
CREATE INDEX "ShopOrder_buyerId_createdAt_id_idx" ON "ShopOrder"("buyerId", "createdAt" DESC, "id");

-- CreateIndex
CREATE INDEX "ShopOrder_shipState_autoReceiveAt_idx" ON "ShopOrder"("shipState", "autoReceiveAt");

-- CreateIndex
CREATE UNIQUE INDEX "ShopComment_orderId_key" ON "ShopComment"("orderId");

-- CreateIndex
CREATE INDEX "ShopComment_shopId_createdAt_id_idx" ON "ShopComment"("shopId", "createdAt" DESC, "id");
