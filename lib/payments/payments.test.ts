// BR Code payloads against the BCB manual's example, card rules, CPF check digits.
import { cardBrand, cpfValid, expiryValid, luhn } from "./card";
import { crc16, pixPayload } from "./brcode";

test("CRC16-CCITT-FALSE of the BCB manual's example payload is 1D3D", () => {
  const example =
    "00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***6304";
  expect(crc16(example)).toBe("1D3D");
  expect(crc16("123456789")).toBe("29B1"); // the CRC's standard check value
});

test("a charge payload: fields, lengths, two-decimal amount, ASCII name/city, valid CRC", () => {
  const p = pixPayload({
    key: "pagamentos@together2026.com.br",
    merchantName: "Together 2026 — Congresso Jovem Nordeste",
    merchantCity: "São José dos Campos",
    amountCents: 59_700,
    txid: "T26ABC123",
  });
  expect(p.startsWith("000201010212")).toBe(true);
  expect(p).toContain("26520014br.gov.bcb.pix0130pagamentos@together2026.com.br");
  expect(p).toContain("5406597.00");
  expect(p).toContain("5925TOGETHER 2026 CONGRESSO J");
  expect(p).toContain("6015SAO JOSE DOS CA");
  expect(p).toContain("62130509T26ABC123");
  expect(p.slice(-8, -4)).toBe("6304");
  expect(p.slice(-4)).toBe(crc16(p.slice(0, -4)));
  expect(() =>
    pixPayload({ key: "k", merchantName: "N", merchantCity: "C", amountCents: 0, txid: "X" }),
  ).toThrow();
  expect(() =>
    pixPayload({ key: "k", merchantName: "N", merchantCity: "C", amountCents: 100, txid: "bad-txid" }),
  ).toThrow();
});

test("Luhn, brands and expiry", () => {
  expect(luhn("4111 1111 1111 1111")).toBe(true);
  expect(luhn("4111 1111 1111 1112")).toBe(false);
  expect(luhn("5555555555554444")).toBe(true);
  expect(luhn("123")).toBe(false);
  expect(cardBrand("4111")).toBe("visa");
  expect(cardBrand("5555")).toBe("mastercard");
  expect(cardBrand("2221")).toBe("mastercard");
  expect(cardBrand("3782")).toBeNull();
  const now = new Date("2026-11-24T12:00:00Z");
  expect(expiryValid("11/26", now)).toBe(true);
  expect(expiryValid("10/26", now)).toBe(false);
  expect(expiryValid("13/30", now)).toBe(false);
  expect(expiryValid("1/30", now)).toBe(false);
});

test("CPF check digits", () => {
  expect(cpfValid("529.982.247-25")).toBe(true);
  expect(cpfValid("529.982.247-26")).toBe(false);
  expect(cpfValid("111.111.111-11")).toBe(false);
});
