import { failWhenAsked } from "@/lib/server/test-failure";

export const dynamic = "force-dynamic";

// Outside production only: no error.tsx above this page, so its failure reaches app/global-error.tsx.
export default async function TestFailureRootPage() {
  await failWhenAsked();
  return <p data-testid="test-failure-ok">OK</p>;
}
