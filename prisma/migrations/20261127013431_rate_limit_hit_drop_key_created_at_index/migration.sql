-- DropIndex
DROP INDEX "RateLimitHit_key_createdAt_idx";
