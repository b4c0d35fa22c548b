-- AlterTable (a plain ADD COLUMN, not a table rebuild: other branches add User columns too)
ALTER TABLE "User" ADD COLUMN "theme" TEXT NOT NULL DEFAULT 'system';
