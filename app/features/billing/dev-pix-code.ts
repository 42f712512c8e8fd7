/**
 * The local checkout's PIX "copia e cola" code (development only, docs/decisions/009-payments-and-metering.md):
 * a BR Code laid out as the Banco Central's EMV payload (ids, lengths, values, then a CRC16), so it
 * looks and checks like the code a bank app reads, for this checkout's amount and id. No bank ever
 * sees it: paying on the local checkout sends our own signed webhook.
 */
const field = (id: string, value: string) => `${id}${String(value.length).padStart(2, "0")}${value}`;

/** CRC16/CCITT-FALSE (poly 0x1021, init 0xFFFF), as the BR Code's field 63 asks. */
export function crc16(text: string) {
  let crc = 0xffff;
  for (const byte of new TextEncoder().encode(text)) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit += 1)
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, "0");
}

export function devPixCode({ checkoutId, amount }: { checkoutId: string; amount: number }) {
  const txid = checkoutId.replace(/[^0-9A-Za-z]/g, "").slice(0, 25);
  const payload =
    field("00", "01") +
    field("26", field("00", "br.gov.bcb.pix") + field("01", "pix@miniatura.local")) +
    field("52", "0000") +
    field("53", "986") +
    field("54", amount.toFixed(2)) +
    field("58", "BR") +
    field("59", "MINIATURA") +
    field("60", "SAO PAULO") +
    field("62", field("05", txid)) +
    "6304";
  return payload + crc16(payload);
}
