/** UserAvatar's classes (components/shell/user-avatar.tsx) with a caller's, merged by the server. */
export interface AvatarClasses {
  /** A photo's. */
  photo: string;
  /** The initials' on each profile colour (`blue` for an unknown one, as UserAvatar). */
  initials: Record<string, string>;
}

/**
 * UserAvatar's markup with its classes merged by the server page (./community-looks.ts), so the
 * community's screens load no `cn` for it: a photo, or the initials on the profile colour.
 */
export function AvatarView({
  name,
  src,
  color = "blue",
  classes,
}: {
  name: string;
  src?: string | null;
  color?: string;
  classes: AvatarClasses;
}) {
  if (src) {
    // eslint-disable-next-line @next/next/no-img-element -- a stored URL on any host (uploads, seeds); next/image would need each host in remotePatterns
    return <img src={src} alt="" className={classes.photo} />;
  }
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((p) => p[0]?.toUpperCase())
    .join("");
  return (
    <span aria-hidden="true" className={classes.initials[color] ?? classes.initials.blue}>
      {initials}
    </span>
  );
}
