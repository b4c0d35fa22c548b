import { cn } from "@/lib/utils";

// Shades dark enough for the white initials (≥ 4.5:1, lib/theme-contrast.test.ts), in both themes.
export const AVATAR_COLORS: Record<string, string> = {
  blue: "bg-blue-600",
  pink: "bg-pink-700",
  green: "bg-green-700",
  purple: "bg-purple-600",
  red: "bg-red-600",
  orange: "bg-orange-700",
  yellow: "bg-yellow-700",
  cyan: "bg-cyan-700",
  indigo: "bg-indigo-600",
  teal: "bg-teal-700",
  lime: "bg-lime-700",
  slate: "bg-slate-600",
};

export interface UserAvatarProps {
  name: string;
  src?: string | null;
  color?: string;
  className?: string;
}

/** A photo, or the initials on the profile colour. */
export function UserAvatar({ name, src, color = "blue", className }: UserAvatarProps) {
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((p) => p[0]?.toUpperCase())
    .join("");
  if (src) {
    // eslint-disable-next-line @next/next/no-img-element -- a stored URL on any host (uploads, seeds); next/image would need each host in remotePatterns
    return <img src={src} alt="" className={cn("size-12 rounded-full object-cover", className)} />;
  }
  return (
    <span
      aria-hidden="true"
      className={cn(
        "flex size-12 items-center justify-center rounded-full font-bold text-white",
        AVATAR_COLORS[color] ?? AVATAR_COLORS.blue,
        className,
      )}
    >
      {initials}
    </span>
  );
}
