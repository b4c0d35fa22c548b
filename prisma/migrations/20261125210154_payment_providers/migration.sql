-- CreateTable
CREATE TABLE "ProviderPayment" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "orderId" TEXT NOT NULL,
    "provider" TEXT NOT NULL,
    "providerPaymentId" TEXT,
    "method" TEXT NOT NULL,
    "idempotencyKey" TEXT NOT NULL,
    "amountCents" INTEGER NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'creating',
    "statusDetail" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "ProviderPayment_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "Order" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_PixCharge" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "orderId" TEXT NOT NULL,
    "txid" TEXT NOT NULL,
    "payload" TEXT NOT NULL,
    "amountCents" INTEGER NOT NULL,
    "expiresAt" DATETIME NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "provider" TEXT NOT NULL DEFAULT 'simulated',
    "providerPaymentId" TEXT,
    "qrImage" TEXT,
    CONSTRAINT "PixCharge_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "Order" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);
INSERT INTO "new_PixCharge" ("amountCents", "createdAt", "expiresAt", "id", "orderId", "payload", "txid") SELECT "amountCents", "createdAt", "expiresAt", "id", "orderId", "payload", "txid" FROM "PixCharge";
DROP TABLE "PixCharge";
ALTER TABLE "new_PixCharge" RENAME TO "PixCharge";
CREATE UNIQUE INDEX "PixCharge_txid_key" ON "PixCharge"("txid");
CREATE INDEX "PixCharge_orderId_createdAt_idx" ON "PixCharge"("orderId", "createdAt");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

-- CreateIndex
CREATE UNIQUE INDEX "ProviderPayment_idempotencyKey_key" ON "ProviderPayment"("idempotencyKey");

-- CreateIndex
CREATE INDEX "ProviderPayment_orderId_createdAt_idx" ON "ProviderPayment"("orderId", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "ProviderPayment_provider_providerPaymentId_key" ON "ProviderPayment"("provider", "providerPaymentId");
