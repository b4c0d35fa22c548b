"use client";

import { useEffect, useRef, useState } from "react";
import type { AgendaLabels } from "./schedule-label-types";

export interface AgendaCalendarItem {
  id: string;
  title: string;
  /** Day and time, formatted on the server. */
  when: string;
  googleCalendarUrl: string;
  /** The link's label for screen readers: 'Adicionar {title} ao Google Agenda', made on the server. */
  label: string;
}

/**
 * The agenda in Google Agenda: its template link takes one event at a time (the .ics beside it
 * takes them all), so each event of the agenda gets its own link. The list sits in a closed
 * <details>: it is rendered on the first open, so /schedule's HTML and hydration skip it (its rows
 * were 40 of the page's ~250 elements, 7 KB of its HTML). Texts from the server (./schedule-labels.tsx).
 */
export function AgendaGoogleCalendar({
  items,
  labels: t,
}: {
  items: AgendaCalendarItem[];
  labels: AgendaLabels;
}) {
  const [opened, setOpened] = useState(false);
  const details = useRef<HTMLDetailsElement>(null);
  // Opened before the page hydrated: its toggle event went by unheard.
  useEffect(() => {
    if (details.current?.open) setOpened(true);
  }, []);
  if (items.length === 0) return null;
  return (
    <details
      ref={details}
      onToggle={(e) => e.currentTarget.open && setOpened(true)}
      className="group rounded-2xl border bg-card text-sm"
      data-testid="agenda-google"
    >
      <summary className="flex cursor-pointer list-none items-center justify-center gap-1.5 px-4 py-2.5 text-violet-700 dark:text-violet-300">
        {t.summary}
      </summary>
      <p className="px-4 text-xs text-muted-foreground">{t.hint}</p>
      {opened && (
        <ul className="divide-y px-4 pb-1" data-testid="agenda-google-list">
          {items.map((item) => (
            <li key={item.id} className="flex items-center justify-between gap-3 py-2.5">
              <span className="min-w-0">
                <span className="block truncate font-medium">{item.title}</span>
                <span className="block text-xs text-muted-foreground">{item.when}</span>
              </span>
              <a
                href={item.googleCalendarUrl}
                target="_blank"
                rel="noopener noreferrer"
                className="shrink-0 rounded-full border px-3 py-1 text-xs font-medium text-violet-700 hover:bg-muted dark:text-violet-300"
                aria-label={item.label}
                data-testid="agenda-google-link"
              >
                {t.addShort}
              </a>
            </li>
          ))}
        </ul>
      )}
    </details>
  );
}
