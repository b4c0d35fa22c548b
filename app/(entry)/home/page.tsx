import { Landing } from "@/components/entry/landing";
import { redirectSignedInParticipant } from "@/lib/server/auth/home";

// /home — the landing; a participant who is already signed in goes to their home instead.
export default async function HomePage() {
  await redirectSignedInParticipant();
  return <Landing />;
}
