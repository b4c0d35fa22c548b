"use client";

import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "./accordion";
import type { AccordionFaceProps } from "./accordion-face";

/** A list of questions and answers as ./accordion.tsx draws it (single, collapsible). */
export function AccordionList({ items, className }: AccordionFaceProps) {
  return (
    <Accordion type="single" collapsible className={className}>
      {items.map(({ value, id, title, content }) => (
        <AccordionItem key={value} value={value} id={id}>
          <AccordionTrigger>{title}</AccordionTrigger>
          <AccordionContent>{content}</AccordionContent>
        </AccordionItem>
      ))}
    </Accordion>
  );
}
