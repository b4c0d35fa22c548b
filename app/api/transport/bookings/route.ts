import { withApi } from "@/lib/server/api";
import { consumeRateLimit } from "@/lib/server/services/rate-limit/consume-rate-limit";
import { bookSeats } from "@/lib/server/services/transport/bookings";
import { bookSeatsSchema } from "@/lib/validations/transport";

// POST /api/transport/bookings — seats on one bus, at one boarding point, for the account holder
// and/or their dependents, all or none.
export const POST = withApi({ access: "participant", body: bookSeatsSchema }, async ({ body, session }) => {
  await consumeRateLimit(`transport:${session.id}`, [{ windowSeconds: 600, max: 60 }]);
  return bookSeats(session.id, body);
});
