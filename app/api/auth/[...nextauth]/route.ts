import NextAuth from "next-auth";
import { authOptions } from "@/lib/server/auth/options";

// /api/auth/* — next-auth: csrf, credentials callbacks (participant-otp, staff-2fa), session, signout
const handler = NextAuth(authOptions);
export { handler as GET, handler as POST };
