import { Landing } from "@/components/entry/landing";

export default function HomePage() {
  return <Landing />;
}
