import { cn } from "@/lib/utils";

export const AVATAR_COLORS: Record<string, string> = {
  blue: "bg-blue-500",
  pink: "bg-pink-500",
  green: "bg-green-500",
  purple: "bg-purple-500",
  red: "bg-red-500",
  orange: "bg-orange-500",
  yellow: "bg-yellow-500",
  cyan: "bg-cyan-500",
  indigo: "bg-indigo-500",
  teal: "bg-teal-500",
  lime: "bg-lime-500",
  slate: "bg-slate-500",
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
