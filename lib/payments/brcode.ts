/**
 * PIX "copia e cola" (EMV BR Code, BCB manual): TLV fields, merchant account BR.GOV.BCB.PIX,
 * amount with two decimals, merchant name ≤ 25 and city ≤ 15 ASCII, txid, CRC16-CCITT-FALSE.
 */
export function crc16(payload: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(payload, "utf8")) {
    crc ^= byte << 8;
    for (let i = 0; i < 8; i++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, "0");
}

function tlv(id: string, value: string) {
  if (value.length > 99) throw new Error(`BR Code field ${id} longer than 99`);
  return `${id}${String(value.length).padStart(2, "0")}${value}`;
}

/** Upper-case ASCII without accents, as payer apps expect (names like "JOÃO" → "JOAO"). */
export function asciiField(text: string, max: number) {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^A-Za-z0-9 .,-]/g, "")
    .replace(/\s+/g, " ")
    .toUpperCase()
    .slice(0, max)
    .trim();
}

export interface PixPayloadInput {
  key: string;
  merchantName: string;
  merchantCity: string;
  amountCents: number;
  /** 1–25 letters/digits. */
  txid: string;
}

export function pixPayload({ key, merchantName, merchantCity, amountCents, txid }: PixPayloadInput) {
  if (!/^[A-Za-z0-9]{1,25}$/.test(txid)) throw new Error("txid must be 1–25 letters or digits");
  if (!Number.isInteger(amountCents) || amountCents <= 0)
    throw new Error("amount must be a positive integer of centavos");
  const body =
    tlv("00", "01") +
    tlv("01", "12") + // one payment per code
    tlv("26", tlv("00", "br.gov.bcb.pix") + tlv("01", key)) +
    tlv("52", "0000") +
    tlv("53", "986") +
    tlv("54", (amountCents / 100).toFixed(2)) +
    tlv("58", "BR") +
    tlv("59", asciiField(merchantName, 25)) +
    tlv("60", asciiField(merchantCity, 15)) +
    tlv("62", tlv("05", txid)) +
    "6304";
  return body + crc16(body);
}
