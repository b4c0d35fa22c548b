"use client";

// A failure while rendering this segment: translated, with 'Tentar novamente' (components/states/segment-error.tsx).
export { ParticipantError as default } from "@/components/states/segment-error";
