-- AlterTable
ALTER TABLE "CheckIn" ADD COLUMN     "overrideReason" TEXT;

-- AlterTable
ALTER TABLE "ScanRecord" ADD COLUMN     "overrideReason" TEXT;
