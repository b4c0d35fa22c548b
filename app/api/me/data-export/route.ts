import { NextResponse } from "next/server";
import { withApi } from "@/lib/server/api";
import { exportMyData } from "@/lib/server/services/account/account";

// GET /api/me/data-export — everything stored about the participant, as a JSON download (LGPD).
export const GET = withApi(
  { access: "participant" },
  async ({ session }) =>
    new NextResponse(JSON.stringify(await exportMyData(session.id), null, 2), {
      headers: {
        "Content-Type": "application/json; charset=utf-8",
        "Content-Disposition": 'attachment; filename="together2026-meus-dados.json"',
        "Cache-Control": "no-store",
      },
    }),
);
