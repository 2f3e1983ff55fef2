// Internal helper of pix.ts (not re-exported by index.ts; pix.ts exposes it as pixCrc16).

const POLYNOMIAL = 0x1021;
const INITIAL = 0xffff;
const encoder = new TextEncoder();

/**
 * CRC-16/CCITT-FALSE (poly 0x1021, init 0xFFFF, no reflection, no final XOR) over the UTF-8
 * bytes of `text`, as 4 upper-case hex digits: the checksum the Pix manual prescribes for the
 * BR Code's tag 63. Check value: '123456789' → 29B1.
 */
export function crc16CcittFalse(text: string): string {
  let crc = INITIAL;
  for (const byte of encoder.encode(text)) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit += 1) {
      crc = crc & 0x8000 ? ((crc << 1) ^ POLYNOMIAL) & 0xffff : (crc << 1) & 0xffff;
    }
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}
