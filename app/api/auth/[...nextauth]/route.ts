import NextAuth from "next-auth";
import { authOptions } from "@/lib/server/auth/options";

// /api/auth/* — next-auth: csrf, credentials callbacks (participant-otp, staff-2fa), session, signout
type Context = { params: Promise<{ nextauth: string[] }> };
const handler = (req: Request, context: Context) => NextAuth(authOptions())(req, context);
export { handler as GET, handler as POST };
