import { requireParticipant } from "@/lib/server/auth/current";
import { benchOnly } from "@/lib/server/bench-page";

export const dynamic = "force-dynamic";

// The bench's floor of a participant page (outside production only; tests/bench): one line
// through the root layout and the participant shell (header with the unread count, bottom
// navigation) for a signed-in participant, and no data of its own.
export default async function BenchShellPage() {
  benchOnly();
  await requireParticipant("/bench-shell");
  return <p data-testid="bench-shell">bench</p>;
}
