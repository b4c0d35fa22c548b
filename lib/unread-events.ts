/**
 * The header bell's count, told by the screens that change it (reading a notification, 'Marcar
 * todas', a refreshed list) with the server's own number, so the badge follows at once — also when
 * the tap navigates away, which would drop a router.refresh() still in flight.
 */
const EVENT = "together:unread";

export function announceUnread(count: number): void {
  window.dispatchEvent(new CustomEvent<number>(EVENT, { detail: count }));
}

export function onUnread(listener: (count: number) => void): () => void {
  const handler = (e: Event) => listener((e as CustomEvent<number>).detail);
  window.addEventListener(EVENT, handler);
  return () => window.removeEventListener(EVENT, handler);
}
