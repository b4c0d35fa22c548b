import { MAIN_ID, SkipLink } from "@/components/shell/skip-link";

// Every entry page (splash, landing, login, registration): the skip link first, the page as main.
export default function EntryLayout({ children }: { children: React.ReactNode }) {
  return (
    <>
      <SkipLink />
      <main id={MAIN_ID} tabIndex={-1} className="outline-none">
        {children}
      </main>
    </>
  );
}
