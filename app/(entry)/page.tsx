import { Splash } from "@/components/entry/splash";

// The splash: 3 s of loading animation, then the landing at /home.
export default function SplashPage() {
  return <Splash />;
}
