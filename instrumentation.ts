// Runs once when the server starts: a bad environment stops start-up with a clear message.
export async function register() {
  if (process.env.NEXT_RUNTIME === "nodejs") await import("./lib/server/check-env");
}
