import "server-only";
import { createPrismaClient, type PrismaClient } from "@/lib/db-client";
import { env } from "./env";

// One client per process; in development the module reloads, so keep it on globalThis.
const globalForDb = globalThis as unknown as { prisma?: PrismaClient };

export const db: PrismaClient =
  globalForDb.prisma ?? createPrismaClient(env().DATABASE_URL, { backgroundCheckpoints: true });
if (process.env.NODE_ENV !== "production") globalForDb.prisma = db;
