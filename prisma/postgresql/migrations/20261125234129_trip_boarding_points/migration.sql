-- CreateEnum
CREATE TYPE "TripDirection" AS ENUM ('OUTBOUND', 'RETURN');

-- AlterTable
ALTER TABLE "Trip" ADD COLUMN     "bookedCount" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "direction" "TripDirection" NOT NULL DEFAULT 'OUTBOUND';

-- AlterTable
ALTER TABLE "TripBooking" ADD COLUMN     "boardingPointId" TEXT,
ADD COLUMN     "slot" TEXT;

-- CreateTable
CREATE TABLE "BoardingPoint" (
    "id" TEXT NOT NULL,
    "tripId" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "address" TEXT NOT NULL,
    "latitude" DOUBLE PRECISION NOT NULL,
    "longitude" DOUBLE PRECISION NOT NULL,
    "departsAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "BoardingPoint_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "BoardingPoint_tripId_departsAt_idx" ON "BoardingPoint"("tripId", "departsAt");

-- CreateIndex
CREATE INDEX "TripBooking_boardingPointId_idx" ON "TripBooking"("boardingPointId");

-- CreateIndex
CREATE UNIQUE INDEX "TripBooking_userId_slot_key" ON "TripBooking"("userId", "slot");

-- AddForeignKey
ALTER TABLE "BoardingPoint" ADD CONSTRAINT "BoardingPoint_tripId_fkey" FOREIGN KEY ("tripId") REFERENCES "Trip"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TripBooking" ADD CONSTRAINT "TripBooking_boardingPointId_fkey" FOREIGN KEY ("boardingPointId") REFERENCES "BoardingPoint"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- Seats already taken (bookings made before the counter existed).
UPDATE "Trip" SET "bookedCount" = (SELECT COUNT(*) FROM "TripBooking" b WHERE b."tripId" = "Trip"."id");
