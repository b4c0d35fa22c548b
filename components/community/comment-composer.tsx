"use client";

import { SendHorizontalIcon } from "@/components/icons/svg/send-horizontal";
import type { KeyboardEvent } from "react";

export interface CommentComposerProps {
  value: string;
  onChange: (value: string) => void;
  onSend: () => void;
  sending: boolean;
  placeholder: string;
  sendLabel: string;
  testId: string;
  /** COMMENT_MAX_CHARS (lib/validations/limits.ts), passed in: /news/[newsId]'s comes from its server page. */
  maxLength: number;
  /** Textarea's classes with the composer's, merged by the server page (./composer-class.ts). */
  textareaClass: string;
  /** Joined after "flex items-end gap-2" (not merged: the callers' classes do not conflict with them). */
  className?: string;
}

/** The comment input of posts and news: Enter sends, Shift+Enter is a new line, blank is not sendable, max 120 px tall. */
export function CommentComposer({
  value,
  onChange,
  onSend,
  sending,
  placeholder,
  sendLabel,
  testId,
  maxLength,
  textareaClass,
  className,
}: CommentComposerProps) {
  function onKeyDown(e: KeyboardEvent<HTMLTextAreaElement>) {
    if (e.key === "Enter" && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      onSend();
    }
  }
  return (
    <div className={className ? `flex items-end gap-2 ${className}` : "flex items-end gap-2"}>
      <textarea
        data-slot="textarea"
        className={textareaClass}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        onKeyDown={onKeyDown}
        placeholder={placeholder}
        aria-label={placeholder}
        rows={1}
        maxLength={maxLength}
        data-testid={`${testId}-input`}
      />
      <button
        type="button"
        onClick={onSend}
        disabled={!value.trim() || sending}
        aria-label={sendLabel}
        data-testid={`${testId}-send`}
        className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary text-primary-foreground transition disabled:opacity-40"
      >
        <SendHorizontalIcon className="size-5" aria-hidden="true" />
      </button>
    </div>
  );
}
