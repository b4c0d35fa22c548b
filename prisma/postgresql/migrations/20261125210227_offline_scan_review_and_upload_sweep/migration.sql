-- CreateTable
CREATE TABLE "PendingUpload" (
    "storageKey" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "PendingUpload_pkey" PRIMARY KEY ("storageKey")
);

-- CreateTable
CREATE TABLE "RefusedOfflineScan" (
    "id" TEXT NOT NULL,
    "itemType" TEXT NOT NULL,
    "itemId" TEXT NOT NULL,
    "staffId" TEXT NOT NULL,
    "deviceId" TEXT NOT NULL,
    "rawCode" TEXT NOT NULL,
    "nonce" TEXT NOT NULL,
    "reason" TEXT NOT NULL,
    "scannedAt" TIMESTAMP(3) NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "RefusedOfflineScan_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "PendingUpload_createdAt_idx" ON "PendingUpload"("createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "RefusedOfflineScan_nonce_key" ON "RefusedOfflineScan"("nonce");

-- CreateIndex
CREATE INDEX "RefusedOfflineScan_itemType_itemId_createdAt_idx" ON "RefusedOfflineScan"("itemType", "itemId", "createdAt");
