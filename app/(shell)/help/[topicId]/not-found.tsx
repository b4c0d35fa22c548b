import { NotFoundState } from "@/components/states/not-found-state";

// notFound() from the page below: an unknown help topic.
export default function NotFound() {
  return <NotFoundState kind="help" href="/help" />;
}
