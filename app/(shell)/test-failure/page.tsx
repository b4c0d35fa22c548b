import { failWhenAsked } from "@/lib/server/test-failure";

export const dynamic = "force-dynamic";

// Outside production only: a page that fails on request, for the error screen's tests (lib/server/test-failure.ts).
export default async function TestFailurePage() {
  await failWhenAsked();
  return <p data-testid="test-failure-ok">OK</p>;
}
