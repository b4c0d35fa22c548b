"use client";

/**
 * A button that opens the browser's print (which also saves a PDF). Everything else — its look,
 * icon, label and test id — is the server's (./print-button.tsx): the receipt's browser code is
 * this one handler (docs/performance.md, "First-load JavaScript").
 */
export function PrintTrigger(props: Omit<React.ComponentProps<"button">, "onClick">) {
  return <button {...props} onClick={() => window.print()} />;
}
