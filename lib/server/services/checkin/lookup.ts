import "server-only";
import { cpfEndOf, lookupIn, onlyDigits } from "@/lib/door-lookup";
import { db } from "@/lib/server/db";
import type { ItemType } from "@/lib/validations/checkin";
import { getStaffItem } from "./staff-items";

export interface LookupPerson {
  id: string;
  name: string;
  memberCode: string;
  avatarUrl: string | null;
  /** The CPF's last 4 digits, to tell two people of the same name apart (never the whole CPF). */
  cpfEnd: string | null;
  checkedInAt: Date | null;
}

/**
 * The staff reader's look-up: the members of one event or bus whose name, CPF or member code
 * matches (lib/door-lookup.ts, the same rule as the offline roster), at most 8, with whether they
 * are in. Picking one checks them in through the normal scan (same duplicate and window rules).
 */
export async function lookupItemMembers(
  type: ItemType,
  itemId: string,
  query: string,
): Promise<LookupPerson[]> {
  await getStaffItem(type, itemId);
  const select = {
    user: { select: { id: true, fullName: true, memberCode: true, avatarUrl: true, cpf: true } },
  };
  const where = { user: { deletedAt: null } };
  const members =
    type === "event"
      ? await db.enrolment.findMany({ where: { eventId: itemId, ...where }, select })
      : await db.tripBooking.findMany({ where: { tripId: itemId, ...where }, select });
  const found = lookupIn(
    query,
    members.map(({ user }) => ({
      id: user.id,
      name: user.fullName,
      memberCode: user.memberCode,
      avatarUrl: user.avatarUrl,
      cpfEnd: cpfEndOf(user.cpf),
      cpfDigits: user.cpf ? onlyDigits(user.cpf) : null,
    })),
  );
  const checkIns = found.length
    ? await db.checkIn.findMany({
        where: {
          userId: { in: found.map((p) => p.id) },
          ...(type === "event" ? { eventId: itemId } : { tripId: itemId }),
        },
        select: { userId: true, createdAt: true },
      })
    : [];
  const at = new Map(checkIns.map((c) => [c.userId, c.createdAt]));
  return found.map((p) => ({
    id: p.id,
    name: p.name,
    memberCode: p.memberCode,
    avatarUrl: p.avatarUrl,
    cpfEnd: p.cpfEnd,
    checkedInAt: at.get(p.id) ?? null,
  }));
}
