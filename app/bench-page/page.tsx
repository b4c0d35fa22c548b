import { benchOnly } from "@/lib/server/bench-page";

export const dynamic = "force-dynamic";

// The bench's page floor (outside production only; tests/bench): a dynamic page with no data, one
// line through the root layout every page has — what any server-rendered page costs at least.
export default function BenchPage() {
  benchOnly();
  return <p data-testid="bench-page">bench</p>;
}
