-- AlterTable
ALTER TABLE "RateLimitHit" ADD COLUMN     "seq" INTEGER NOT NULL DEFAULT 0;

-- CreateIndex
CREATE INDEX "RateLimitHit_key_seq_idx" ON "RateLimitHit"("key", "seq");

-- Number the hits kept so far: 1, 2, 3… per key in time order (consume-rate-limit.ts).
UPDATE "RateLimitHit" AS "h" SET "seq" = "r"."n"
FROM (SELECT "id", row_number() OVER (PARTITION BY "key" ORDER BY "createdAt", "id") AS "n" FROM "RateLimitHit") AS "r"
WHERE "h"."id" = "r"."id";
