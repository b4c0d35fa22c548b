-- AlterTable
ALTER TABLE "PixCharge" ADD COLUMN     "provider" TEXT NOT NULL DEFAULT 'simulated',
ADD COLUMN     "providerPaymentId" TEXT,
ADD COLUMN     "qrImage" TEXT;

-- CreateTable
CREATE TABLE "ProviderPayment" (
    "id" TEXT NOT NULL,
    "orderId" TEXT NOT NULL,
    "provider" TEXT NOT NULL,
    "providerPaymentId" TEXT,
    "method" "PaymentMethod" NOT NULL,
    "idempotencyKey" TEXT NOT NULL,
    "amountCents" INTEGER NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'creating',
    "statusDetail" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ProviderPayment_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "ProviderPayment_idempotencyKey_key" ON "ProviderPayment"("idempotencyKey");

-- CreateIndex
CREATE INDEX "ProviderPayment_orderId_createdAt_idx" ON "ProviderPayment"("orderId", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "ProviderPayment_provider_providerPaymentId_key" ON "ProviderPayment"("provider", "providerPaymentId");

-- AddForeignKey
ALTER TABLE "ProviderPayment" ADD CONSTRAINT "ProviderPayment_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "Order"("id") ON DELETE CASCADE ON UPDATE CASCADE;
