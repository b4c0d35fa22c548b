import { AppHeader } from "@/components/shell/app-header";
import { BottomNav } from "@/components/shell/bottom-nav";
import { MAIN_ID, SkipLink } from "@/components/shell/skip-link";
import { currentSession } from "@/lib/server/auth/current";
import { countUnreadNotifications } from "@/lib/server/services/notifications/count-unread-notifications";

// Header + bottom navigation around every participant page.
export default async function ShellLayout({ children }: { children: React.ReactNode }) {
  const session = await currentSession();
  const unread = session?.role === "participant" ? await countUnreadNotifications(session.id) : 0;
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <AppHeader unreadCount={unread} live={session?.role === "participant"} />
      <main
        id={MAIN_ID}
        tabIndex={-1}
        className="mx-auto w-full max-w-3xl flex-1 px-4 pt-4 pb-24 outline-none"
      >
        {children}
      </main>
      <BottomNav />
    </div>
  );
}
