"use client";

import { useEffect, useRef } from "react";
import { fillIn } from "@/lib/i18n/fill-in";

export type CodeState = "normal" | "success" | "error";

/** The boxes' texts and classes, from the server page (./login-labels.ts). */
export interface CodeInputLabels {
  /** The group's name. */
  group: string;
  /** One box's name: keeps {index} and {total}. */
  box: string;
  /** A box's classes in each state. */
  classes: Record<CodeState, string>;
}

export interface CodeInputProps {
  value: string;
  onChange: (value: string) => void;
  length?: number;
  /** digits: the participant's code; alphanumeric: the staff second factor. */
  mode?: "digits" | "alphanumeric";
  state?: CodeState;
  disabled?: boolean;
  /** Busy (e.g. checking with the server): typing is ignored but focus stays in the boxes. */
  readOnly?: boolean;
  autoFocus?: boolean;
  labels: CodeInputLabels;
}

/** One box per character: auto-advance, backspace goes back, a pasted code fills every box. */
export function CodeInput({
  value,
  onChange,
  length = 5,
  mode = "digits",
  state = "normal",
  disabled,
  readOnly,
  autoFocus,
  labels,
}: CodeInputProps) {
  const refs = useRef<(HTMLInputElement | null)[]>([]);
  const allowed = mode === "digits" ? /[^0-9]/g : /[^A-Za-z0-9]/g;
  const clean = (s: string) => s.replace(allowed, "").toUpperCase();
  const chars = Array.from({ length }, (_, i) => value[i] ?? "");

  // After a rejected code the person corrects it from the end: keep the caret there.
  useEffect(() => {
    if (state === "error" && !disabled) refs.current[Math.min(value.length, length) - 1]?.focus();
  }, [state, disabled, value.length, length]);

  function focus(i: number) {
    refs.current[Math.max(0, Math.min(length - 1, i))]?.focus();
  }

  function setAt(i: number, input: string) {
    const typed = clean(input);
    if (typed.length > 1) {
      // Paste or autofill into one box: spread from this box on.
      const next = (value.slice(0, i) + typed).slice(0, length);
      onChange(next);
      focus(next.length);
      return;
    }
    const next = chars.slice();
    next[i] = typed;
    const joined = next.join("").slice(0, length);
    onChange(joined);
    if (typed) focus(i + 1);
  }

  function onKeyDown(i: number, e: React.KeyboardEvent<HTMLInputElement>) {
    if (e.key === "Backspace" && !chars[i] && i > 0) {
      e.preventDefault();
      const next = chars.slice();
      next[i - 1] = "";
      onChange(next.join(""));
      focus(i - 1);
    } else if (e.key === "ArrowLeft") focus(i - 1);
    else if (e.key === "ArrowRight") focus(i + 1);
  }

  function onPaste(i: number, e: React.ClipboardEvent<HTMLInputElement>) {
    e.preventDefault();
    setAt(i, e.clipboardData.getData("text"));
  }

  return (
    <div
      role="group"
      aria-label={labels.group}
      className="flex justify-center gap-2"
      data-state={state}
      data-testid="code-input"
    >
      {chars.map((char, i) => (
        <input
          key={i}
          ref={(el) => {
            refs.current[i] = el;
          }}
          value={char}
          onChange={(e) => setAt(i, e.target.value)}
          onKeyDown={(e) => onKeyDown(i, e)}
          onPaste={(e) => onPaste(i, e)}
          onFocus={(e) => e.target.select()}
          inputMode={mode === "digits" ? "numeric" : "text"}
          autoComplete={i === 0 ? "one-time-code" : "off"}
          autoCapitalize="characters"
          autoFocus={autoFocus && i === 0}
          disabled={disabled}
          readOnly={readOnly}
          maxLength={length}
          aria-label={fillIn(labels.box, { index: String(i + 1), total: String(length) })}
          data-testid={`code-digit-${i}`}
          className={labels.classes[state]}
        />
      ))}
    </div>
  );
}
