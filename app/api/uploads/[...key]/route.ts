import { NextResponse } from "next/server";
import { z } from "zod";
import { withApi } from "@/lib/server/api";
import { notFound } from "@/lib/server/errors";
import { fileStorage, isValidKey } from "@/lib/server/storage/file-storage";

// GET /api/uploads/{area}/{name} — an uploaded image (post photos, avatars). Keys are random
// UUIDs, never reused, so the content never changes; but an erased account's photos must leave
// browser and CDN caches too, so they are kept a day at most, not forever.
export const GET = withApi(
  { access: "public", params: z.object({ key: z.array(z.string().max(100)).min(1).max(4) }) },
  async ({ params }) => {
    const key = params.key.join("/");
    if (!isValidKey(key)) throw notFound();
    const file = await fileStorage().get(key);
    if (!file) throw notFound();
    return new NextResponse(new Uint8Array(file.data), {
      headers: {
        "Content-Type": file.contentType,
        "Content-Length": String(file.data.length),
        "Cache-Control": "public, max-age=86400",
        "X-Content-Type-Options": "nosniff",
      },
    });
  },
);
