import { NotFoundState } from "@/components/states/not-found-state";

// notFound() from the page below: an unknown, deleted or hidden post.
export default function NotFound() {
  return <NotFoundState kind="post" href="/community/feed" />;
}
