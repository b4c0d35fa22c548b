import { withApi } from "@/lib/server/api";
import { consumeRateLimit } from "@/lib/server/services/rate-limit/consume-rate-limit";
import { cancelBooking } from "@/lib/server/services/transport/bookings";
import { bookingParamsSchema } from "@/lib/validations/transport";

// DELETE /api/transport/bookings/{bookingId} — give back one seat (one's own or a dependent's).
export const DELETE = withApi(
  { access: "participant", params: bookingParamsSchema },
  async ({ params, session }) => {
    await consumeRateLimit(`transport:${session.id}`, [{ windowSeconds: 600, max: 60 }]);
    return cancelBooking(session.id, params.bookingId);
  },
);
