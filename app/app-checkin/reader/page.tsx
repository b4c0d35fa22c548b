import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getLocale, getTranslations } from "next-intl/server";
import { Reader } from "@/components/staff/reader";
import { formatLongDate, formatTime } from "@/lib/format";
import { requireStaff } from "@/lib/server/auth/current";
import { AppError } from "@/lib/server/errors";
import { getStaffItem } from "@/lib/server/services/checkin/staff-items";
import { itemParamsSchema } from "@/lib/validations/checkin";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("pages"))("staffReader") };
}

// /app-checkin/reader?type=event&id=…&city=… — the camera reader for one item.
export default async function ReaderPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  await requireStaff();
  const sp = await searchParams;
  const parsed = itemParamsSchema.safeParse({ type: sp.type, id: sp.id });
  if (!parsed.success) notFound();
  const locale = await getLocale();
  let item;
  try {
    item = await getStaffItem(parsed.data.type, parsed.data.id);
  } catch (e) {
    if (e instanceof AppError && e.status === 404) notFound();
    throw e;
  }
  return (
    <Reader
      item={{
        id: item.id,
        type: item.type,
        name: item.name,
        location: item.location,
        when: `${formatLongDate(item.startsAt, locale)} · ${formatTime(item.startsAt, locale)}`,
      }}
    />
  );
}
