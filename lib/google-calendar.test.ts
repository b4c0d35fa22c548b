import { calendarUtc, DETAILS_MAX, googleCalendarUrl } from "./google-calendar";

describe("googleCalendarUrl", () => {
  const event = {
    title: "Noite de Louvor & Adoração 🎶",
    description: "Traga sua Bíblia.\nAberto a todos: 100% gratuito.",
    location: "Centro de Convenções — Pavilhão",
    address: "Av. Prof. Andrade Bezerra, s/n — Olinda - PE",
    // 19:30–21:00 in Recife (UTC-3)
    startsAt: new Date("2026-11-01T22:30:00Z"),
    endsAt: "2026-11-02T00:00:00.000Z",
  };

  test("builds the template link with UTC times, the title, details and location encoded", () => {
    const url = new URL(googleCalendarUrl(event));
    expect(url.origin + url.pathname).toBe("https://calendar.google.com/calendar/render");
    expect(url.searchParams.get("action")).toBe("TEMPLATE");
    expect(url.searchParams.get("dates")).toBe("20261101T223000Z/20261102T000000Z");
    expect(url.searchParams.get("text")).toBe("Noite de Louvor & Adoração 🎶");
    expect(url.searchParams.get("details")).toBe(event.description);
    expect(url.searchParams.get("location")).toBe(
      "Centro de Convenções — Pavilhão, Av. Prof. Andrade Bezerra, s/n — Olinda - PE",
    );
    // Nothing in a value can start another parameter.
    expect(googleCalendarUrl(event)).toContain("text=Noite%20de%20Louvor%20%26%20Adora%C3%A7%C3%A3o");
    expect(googleCalendarUrl(event)).toContain("&dates=20261101T223000Z/20261102T000000Z&");
  });

  test("without an address the location is the venue alone", () => {
    const url = new URL(googleCalendarUrl({ ...event, address: null }));
    expect(url.searchParams.get("location")).toBe("Centro de Convenções — Pavilhão");
  });

  test("a long description is cut, never splitting an emoji", () => {
    const details = new URL(
      googleCalendarUrl({ ...event, description: "🙏".repeat(DETAILS_MAX + 50) }),
    ).searchParams.get("details")!;
    expect(Array.from(details)).toHaveLength(DETAILS_MAX);
    expect(details.endsWith("🙏…")).toBe(true);
  });

  test("calendarUtc drops milliseconds and separators", () => {
    expect(calendarUtc("2026-11-04T02:59:59.999Z")).toBe("20261104T025959Z");
  });
});
