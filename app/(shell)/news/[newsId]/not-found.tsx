import { NotFoundState } from "@/components/states/not-found-state";

// notFound() from the page below: an unknown or unpublished news id.
export default function NotFound() {
  return <NotFoundState kind="news" href="/news" />;
}
