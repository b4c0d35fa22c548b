import { fold, toIcs } from "./ics";

const unfold = (text: string) => text.replace(/\r\n /g, "");
const octets = (line: string) => Buffer.byteLength(line);
/** A line is whole UTF-8 when it survives a round trip without a replacement character. */
const wholeUtf8 = (line: string) =>
  Buffer.from(line, "utf8").toString("utf8") === line &&
  !/[\uD800-\uDFFF]/.test(line.replace(/[\uD800-\uDBFF][\uDC00-\uDFFF]/g, ""));

describe("fold", () => {
  test("splits only between characters: emoji and accents stay whole", () => {
    for (const text of [
      "SUMMARY:" + "🎉🙏🏽".repeat(20),
      "SUMMARY:" + "Adoração e Missão — ".repeat(8),
      "LOCATION:" + "a" + "😀".repeat(30),
      "DESCRIPTION:" + "Jose\u0301 Conceic\u0327a\u0303o ".repeat(6),
    ]) {
      const folded = fold(text);
      const lines = folded.split("\r\n");
      expect(lines.length).toBeGreaterThan(1);
      for (const line of lines) {
        expect(octets(line)).toBeLessThanOrEqual(75);
        expect(wholeUtf8(line)).toBe(true);
      }
      for (const line of lines.slice(1)) expect(line.startsWith(" ")).toBe(true);
      expect(unfold(folded)).toBe(text);
    }
  });

  test("a multi-octet character that would cross octet 75 moves whole to the next line", () => {
    const emoji = "SUMMARY:" + "a".repeat(66) + "😀b"; // 74 octets, then a 4-octet emoji
    expect(fold(emoji).split("\r\n")).toEqual(["SUMMARY:" + "a".repeat(66), " 😀b"]);
    const accent = "SUMMARY:" + "a".repeat(65) + "çã"; // ç ends exactly at octet 75
    expect(fold(accent).split("\r\n")).toEqual(["SUMMARY:" + "a".repeat(65) + "ç", " ã"]);
  });

  test("a line of 75 octets or less is left alone", () => {
    const line = "SUMMARY:" + "ç".repeat(33); // 8 + 66 octets
    expect(octets(line)).toBe(74);
    expect(fold(line)).toBe(line);
  });
});

test("a calendar with emoji and accented names is valid UTF-8 line by line", () => {
  const ics = toIcs(
    [
      {
        id: "e1",
        title: "🔥 Noite de Louvor 🎶 com a Banda Adoração Jovem — São João, Conceição e Anápolis 🙌",
        description: "Traga sua Bíblia 📖 e um amigo 🤝. ".repeat(5),
        location: "Pavilhão Água Viva 🌊, Recife",
        startsAt: new Date("2026-11-02T22:00:00Z"),
        endsAt: new Date("2026-11-03T00:00:00Z"),
      },
    ],
    new Date("2026-10-01T12:00:00Z"),
  );
  const lines = ics.split("\r\n");
  for (const line of lines) {
    expect(octets(line)).toBeLessThanOrEqual(75);
    expect(wholeUtf8(line)).toBe(true);
  }
  expect(unfold(ics)).toContain(
    "SUMMARY:🔥 Noite de Louvor 🎶 com a Banda Adoração Jovem — São João\\, Conceição e Anápolis 🙌",
  );
});
