import { existsSync } from "node:fs";
import { defineConfig } from "prisma/config";

// Prisma's CLI settings (prisma generate, studio, and migrate where its engine can be downloaded).
// Prisma 7 does not read .env by itself. PRISMA_SCHEMA / PRISMA_MIGRATIONS override the paths, as
// prisma/tools/migrate.mjs (our offline migrator) does.
if (existsSync(".env")) process.loadEnvFile(".env");

export default defineConfig({
  schema: process.env.PRISMA_SCHEMA ?? "prisma/schema.prisma",
  migrations: {
    path: process.env.PRISMA_MIGRATIONS ?? "prisma/migrations",
    seed: "tsx prisma/seed.ts",
  },
  datasource: {
    url: process.env.DATABASE_URL ?? "file:./prisma/dev.db",
  },
});
