"use client";

import { useRouter } from "next/navigation";
import { useMemo, useState } from "react";
import { useApiAction } from "@/hooks/use-api-action";
import { apiFetch } from "@/lib/api-client";
import { fillIn } from "@/lib/i18n/fill-in";
import type { BuilderAnswer } from "@/lib/server/services/schedule/builder";
import { toast } from "@/lib/toast";
import type { BuilderLabels } from "./schedule-label-types";

interface BuilderEvent {
  id: string;
  title: string;
  type: string;
  cityId: string;
  day: string;
  slot: string;
  slotKey: string;
  startKey: string;
  location: string;
  capacity: number;
  enrolled: number;
}

export interface ScheduleBuilderProps {
  days: { id: string; label: string }[];
  cities: { id: string; name: string }[];
  initialCities: Record<string, string | null>;
  initialSelected: string[];
  events: BuilderEvent[];
  /** Texts and looks from the server page (./schedule-labels.tsx): no messages, Button, Progress or `cn` here. */
  labels: BuilderLabels;
}

export function ScheduleBuilder({
  days,
  cities,
  initialCities,
  initialSelected,
  events,
  labels: t,
}: ScheduleBuilderProps) {
  const { looks } = t;
  const router = useRouter();
  const total = days.length + 2;
  const [step, setStep] = useState(1);
  const [cityOf, setCityOf] = useState<Record<string, string | null>>(initialCities);
  const [selected, setSelected] = useState<Set<string>>(new Set(initialSelected));
  const [confirmed, setConfirmed] = useState(false);
  const byId = useMemo(() => new Map(events.map((e) => [e.id, e])), [events]);

  const dayIndex = step - 2;
  const day = days[dayIndex];
  const dayEvents = day ? events.filter((e) => e.day === day.id && e.cityId === cityOf[day.id]) : [];
  const groups = dayEvents.reduce<{ key: string; slot: string; items: BuilderEvent[] }[]>((acc, e) => {
    const g = acc.find((x) => x.key === e.slotKey);
    if (g) g.items.push(e);
    else acc.push({ key: e.slotKey, slot: e.slot, items: [e] });
    return acc;
  }, []);
  const chosenFor = (d: string) =>
    [...selected].map((id) => byId.get(id)!).filter((e) => e && e.day === d && e.cityId === cityOf[d]);

  function toggle(e: BuilderEvent) {
    setSelected((cur) => {
      const next = new Set(cur);
      if (next.has(e.id)) next.delete(e.id);
      else {
        // One event per time slot: choosing one lets go of any other starting at that time.
        for (const id of cur) if (byId.get(id)?.startKey === e.startKey) next.delete(id);
        next.add(e.id);
      }
      return next;
    });
  }

  const { run: confirmAgenda, busy: confirming } = useApiAction(
    (eventIds: string[]) => apiFetch<BuilderAnswer>("/api/schedule/builder", { body: { eventIds } }),
    {
      fallback: t.failed,
      onSuccess: (res) => {
        setConfirmed(true);
        for (const f of res.results.filter((r) => !r.ok))
          toast.warning(
            fillIn(t.conflict, { title: byId.get(f.eventId)?.title ?? "", reason: f.message ?? "" }),
          );
        toast.success(t.confirmed, { description: t.confirmedText });
        router.push("/schedule");
        router.refresh();
      },
    },
  );
  // Stays busy after a success: the page is leaving for /schedule.
  const busy = confirming || confirmed;

  function confirm() {
    void confirmAgenda(days.flatMap((d) => chosenFor(d.id).map((e) => e.id)));
  }

  const canAdvance = step === 1 ? days.every((d) => !!cityOf[d.id]) : true;
  const progress = fillIn(t.progress, { step: String(step), total: String(total) });
  // Progress's markup (components/ui/progress.tsx), at step/total of 100.
  const percent = Math.min(100, Math.max(0, (100 * step) / total));
  const bar = {
    "data-state": percent === 100 ? "complete" : "loading",
    "data-value": percent,
    "data-max": 100,
  };

  return (
    <div className="mx-auto w-full max-w-2xl space-y-4 px-4 py-5" data-testid="builder" data-step={step}>
      <div>
        <h1 className="text-2xl font-bold">{t.title}</h1>
        <div className="mt-2 flex items-center gap-3">
          <div
            aria-valuemax={100}
            aria-valuemin={0}
            aria-valuenow={percent}
            aria-valuetext={`${Math.round(percent)}%`}
            role="progressbar"
            {...bar}
            data-slot="progress"
            className={looks.progress.root}
            aria-label={progress}
          >
            <div
              {...bar}
              data-slot="progress-indicator"
              className={looks.progress.indicator}
              style={{ transform: `translateX(-${100 - percent}%)` }}
            />
          </div>
          <span className="text-sm font-medium tabular-nums" data-testid="builder-progress">
            {progress}
          </span>
        </div>
      </div>

      {step === 1 && (
        <section className="space-y-3">
          <h2 className="font-semibold">{t.chooseCities}</h2>
          {days.map((d) => (
            <div key={d.id} className="rounded-2xl border bg-card p-3">
              <label htmlFor={`city-${d.id}`} className="block text-sm font-medium first-letter:uppercase">
                {d.label}
              </label>
              <select
                id={`city-${d.id}`}
                value={cityOf[d.id] ?? ""}
                onChange={(e) => setCityOf((c) => ({ ...c, [d.id]: e.target.value || null }))}
                className="mt-1 h-10 w-full rounded-lg border bg-background px-3 text-sm"
                data-testid={`builder-city-${d.id}`}
              >
                <option value="">{t.cityPlaceholder}</option>
                {cities.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.name}
                  </option>
                ))}
              </select>
            </div>
          ))}
        </section>
      )}

      {day && (
        <section className="space-y-3">
          <h2 className="font-semibold first-letter:uppercase">
            {day.label} · {cities.find((c) => c.id === cityOf[day.id])?.name}
          </h2>
          {groups.length === 0 ? (
            <div className="rounded-2xl border border-dashed p-6 text-center">
              <p className="font-semibold">{t.emptyTitle}</p>
              <p className="text-sm text-muted-foreground">{t.emptyDay}</p>
            </div>
          ) : (
            groups.map((g) => (
              <div key={g.key}>
                <p className="mb-1.5 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
                  {g.slot}
                </p>
                <ul className="space-y-2">
                  {g.items.map((e) => {
                    const full = e.enrolled >= e.capacity && !initialSelected.includes(e.id);
                    const on = selected.has(e.id);
                    return (
                      <li key={e.id}>
                        <button
                          type="button"
                          disabled={full}
                          onClick={() => toggle(e)}
                          aria-pressed={on}
                          data-testid="builder-event"
                          data-event={e.id}
                          className={looks.event[on ? "on" : "off"][full ? "full" : "free"]}
                        >
                          <span className={looks.circle[on ? "on" : "off"]}>{on && looks.check}</span>
                          <span className="min-w-0 flex-1">
                            <span className="block font-medium">{e.title}</span>
                            <span className="flex items-center gap-1 text-xs text-muted-foreground">
                              {looks.pin}
                              {e.location}
                            </span>
                            {full && (
                              <span
                                className="text-xs font-semibold text-red-600 dark:text-red-400"
                                data-testid="builder-full"
                              >
                                {fillIn(t.full, {
                                  enrolled: String(e.enrolled),
                                  capacity: String(e.capacity),
                                })}
                              </span>
                            )}
                          </span>
                        </button>
                      </li>
                    );
                  })}
                </ul>
              </div>
            ))
          )}
        </section>
      )}

      {step === total && (
        <section className="space-y-3" data-testid="builder-review">
          <h2 className="font-semibold">{t.review}</h2>
          {days.map((d) => {
            const chosen = chosenFor(d.id).sort((a, b) => a.startKey.localeCompare(b.startKey));
            return (
              <div key={d.id} className="rounded-2xl border bg-card p-3">
                <p className="text-sm font-semibold first-letter:uppercase">
                  {d.label} · {cities.find((c) => c.id === cityOf[d.id])?.name}
                </p>
                {chosen.length === 0 ? (
                  <p className="text-sm text-muted-foreground">{t.nothingChosen}</p>
                ) : (
                  <ul className="mt-1 space-y-1 text-sm">
                    {chosen.map((e) => (
                      <li key={e.id}>
                        <span className="text-muted-foreground tabular-nums">{e.slot}</span> · {e.title}
                      </li>
                    ))}
                  </ul>
                )}
              </div>
            );
          })}
        </section>
      )}

      <div className="flex gap-2 pt-2">
        <button
          {...looks.back}
          onClick={() => (step === 1 ? router.push("/schedule") : setStep(step - 1))}
          disabled={busy}
          data-testid="builder-back"
        >
          {t.back}
        </button>
        {step < total ? (
          <button
            {...looks.next}
            onClick={() => setStep(step + 1)}
            disabled={!canAdvance}
            data-testid="builder-next"
          >
            {t.next}
          </button>
        ) : (
          <button {...looks.next} onClick={confirm} disabled={busy} data-testid="builder-confirm">
            {busy ? t.confirming : t.confirm}
          </button>
        )}
      </div>
    </div>
  );
}
