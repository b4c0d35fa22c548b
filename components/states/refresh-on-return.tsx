"use client";

import { useRouter } from "next/navigation";
import { useRefreshOnReturn } from "@/hooks/use-refresh-on-return";

/** For server-rendered screens (the homes): re-render from the server on return or reconnection. */
export function RefreshOnReturn() {
  const router = useRouter();
  useRefreshOnReturn(() => router.refresh());
  return null;
}
