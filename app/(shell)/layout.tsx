import { AppHeader } from "@/components/shell/app-header";
import { BottomNav } from "@/components/shell/bottom-nav";
import { currentSession } from "@/lib/server/auth/current";
import { countUnreadNotifications } from "@/lib/server/services/notifications/count-unread-notifications";

// Header + bottom navigation around every participant page.
export default async function ShellLayout({ children }: { children: React.ReactNode }) {
  const session = await currentSession();
  const unread = session?.role === "participant" ? await countUnreadNotifications(session.id) : 0;
  return (
    <div className="flex min-h-dvh flex-col">
      <AppHeader unreadCount={unread} live={session?.role === "participant"} />
      <main className="mx-auto w-full max-w-3xl flex-1 px-4 pt-4 pb-24">{children}</main>
      <BottomNav />
    </div>
  );
}
