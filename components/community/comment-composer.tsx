"use client";

import { SendHorizontalIcon } from "@/components/icons/svg/send-horizontal";
import type { KeyboardEvent } from "react";
import { Textarea } from "@/components/ui/textarea";
import { cn } from "@/lib/utils";
import { COMMENT_MAX_CHARS } from "@/lib/validations/limits";

export interface CommentComposerProps {
  value: string;
  onChange: (value: string) => void;
  onSend: () => void;
  sending: boolean;
  placeholder: string;
  sendLabel: string;
  testId: string;
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
  className,
}: CommentComposerProps) {
  function onKeyDown(e: KeyboardEvent<HTMLTextAreaElement>) {
    if (e.key === "Enter" && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      onSend();
    }
  }
  return (
    <div className={cn("flex items-end gap-2", className)}>
      <Textarea
        value={value}
        onChange={(e) => onChange(e.target.value)}
        onKeyDown={onKeyDown}
        placeholder={placeholder}
        aria-label={placeholder}
        rows={1}
        maxLength={COMMENT_MAX_CHARS}
        className="max-h-[120px] min-h-10 resize-none border-0 shadow-none focus-visible:ring-0"
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
