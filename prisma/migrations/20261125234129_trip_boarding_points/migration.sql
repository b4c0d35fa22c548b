-- CreateTable
CREATE TABLE "BoardingPoint" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "tripId" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "address" TEXT NOT NULL,
    "latitude" REAL NOT NULL,
    "longitude" REAL NOT NULL,
    "departsAt" DATETIME NOT NULL,
    CONSTRAINT "BoardingPoint_tripId_fkey" FOREIGN KEY ("tripId") REFERENCES "Trip" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_Trip" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "cityId" TEXT NOT NULL,
    "departsAt" DATETIME NOT NULL,
    "origin" TEXT NOT NULL,
    "destination" TEXT NOT NULL,
    "boardingLocation" TEXT NOT NULL,
    "busId" TEXT NOT NULL,
    "capacity" INTEGER NOT NULL DEFAULT 46,
    "direction" TEXT NOT NULL DEFAULT 'OUTBOUND',
    "bookedCount" INTEGER NOT NULL DEFAULT 0,
    CONSTRAINT "Trip_cityId_fkey" FOREIGN KEY ("cityId") REFERENCES "City" ("id") ON DELETE RESTRICT ON UPDATE CASCADE
);
INSERT INTO "new_Trip" ("boardingLocation", "busId", "capacity", "cityId", "departsAt", "destination", "id", "origin") SELECT "boardingLocation", "busId", "capacity", "cityId", "departsAt", "destination", "id", "origin" FROM "Trip";
DROP TABLE "Trip";
ALTER TABLE "new_Trip" RENAME TO "Trip";
CREATE INDEX "Trip_cityId_departsAt_idx" ON "Trip"("cityId", "departsAt");
CREATE TABLE "new_TripBooking" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "tripId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "boardingPointId" TEXT,
    "slot" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "TripBooking_tripId_fkey" FOREIGN KEY ("tripId") REFERENCES "Trip" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "TripBooking_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "TripBooking_boardingPointId_fkey" FOREIGN KEY ("boardingPointId") REFERENCES "BoardingPoint" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);
INSERT INTO "new_TripBooking" ("createdAt", "id", "tripId", "userId") SELECT "createdAt", "id", "tripId", "userId" FROM "TripBooking";
DROP TABLE "TripBooking";
ALTER TABLE "new_TripBooking" RENAME TO "TripBooking";
CREATE INDEX "TripBooking_userId_idx" ON "TripBooking"("userId");
CREATE INDEX "TripBooking_boardingPointId_idx" ON "TripBooking"("boardingPointId");
CREATE UNIQUE INDEX "TripBooking_tripId_userId_key" ON "TripBooking"("tripId", "userId");
CREATE UNIQUE INDEX "TripBooking_userId_slot_key" ON "TripBooking"("userId", "slot");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

-- CreateIndex
CREATE INDEX "BoardingPoint_tripId_departsAt_idx" ON "BoardingPoint"("tripId", "departsAt");

-- Seats already taken (bookings made before the counter existed).
UPDATE "Trip" SET "bookedCount" = (SELECT COUNT(*) FROM "TripBooking" b WHERE b."tripId" = "Trip"."id");
