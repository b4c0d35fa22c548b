-- CreateTable
CREATE TABLE "PendingUpload" (
    "storageKey" TEXT NOT NULL PRIMARY KEY,
    "userId" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- CreateTable
CREATE TABLE "RefusedOfflineScan" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "itemType" TEXT NOT NULL,
    "itemId" TEXT NOT NULL,
    "staffId" TEXT NOT NULL,
    "deviceId" TEXT NOT NULL,
    "rawCode" TEXT NOT NULL,
    "nonce" TEXT NOT NULL,
    "reason" TEXT NOT NULL,
    "scannedAt" DATETIME NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- CreateIndex
CREATE INDEX "PendingUpload_createdAt_idx" ON "PendingUpload"("createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "RefusedOfflineScan_nonce_key" ON "RefusedOfflineScan"("nonce");

-- CreateIndex
CREATE INDEX "RefusedOfflineScan_itemType_itemId_createdAt_idx" ON "RefusedOfflineScan"("itemType", "itemId", "createdAt");
