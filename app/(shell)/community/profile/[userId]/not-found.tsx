import { NotFoundState } from "@/components/states/not-found-state";

// notFound() from the page below: an unknown or erased participant.
export default function NotFound() {
  return <NotFoundState kind="profile" href="/community/feed" />;
}
