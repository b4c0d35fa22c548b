import "server-only";
import { redirect } from "next/navigation";
import { participantHome } from "@/lib/participant-home";
import { now } from "../clock";
import { currentSession } from "./current";

/** The signed-in participant's home right now (the business clock decides pre-event or event). */
export function homeNow(): "/dashboard" | "/dashboard-evento" {
  return participantHome(now());
}

/** Entry pages (/home, /login): someone already signed in goes straight to their home. */
export async function redirectSignedInParticipant(): Promise<void> {
  const session = await currentSession();
  if (session?.role === "participant") redirect(homeNow());
}
