import type * as Zxing from '@zxing/library';
import type { DecodeHintType as HintType, Reader } from '@zxing/library';
import { createRequire } from 'node:module';
import { PNG } from 'pngjs';

// ZXing ships CommonJS whose exports Node cannot list for an ESM import: required instead.
const zxing = createRequire(import.meta.url)('@zxing/library') as typeof Zxing;
const {
  BarcodeFormat,
  BinaryBitmap,
  DecodeHintType,
  HybridBinarizer,
  ITFReader,
  QRCodeReader,
  RGBLuminanceSource,
} = zxing;

// Reads what a scanner would from a screenshot: the pixels as the browser drew them, decoded
// by ZXing (the library bank apps' readers descend from).

function bitmapOf(png: Buffer) {
  const image = PNG.sync.read(png);
  const luminance = new Uint8ClampedArray(image.width * image.height);
  for (let index = 0; index < luminance.length; index += 1) {
    const [r = 0, g = 0, b = 0] = image.data.subarray(index * 4, index * 4 + 3);
    luminance[index] = Math.round(0.299 * r + 0.587 * g + 0.114 * b);
  }
  return new BinaryBitmap(
    new HybridBinarizer(new RGBLuminanceSource(luminance, image.width, image.height)),
  );
}

function read(reader: Reader, png: Buffer, hints: Map<HintType, unknown>): string {
  return reader.decode(bitmapOf(png), hints).getText();
}

export function decodeQr(png: Buffer): string {
  const hints = new Map<HintType, unknown>([[DecodeHintType.TRY_HARDER, true]]);
  return read(new QRCodeReader(), png, hints);
}

/** Interleaved 2 of 5 of a boleto: 44 digits (ZXing's ITF takes only the lengths it is told). */
export function decodeItf(png: Buffer): string {
  const hints = new Map<HintType, unknown>([
    [DecodeHintType.POSSIBLE_FORMATS, [BarcodeFormat.ITF]],
    [DecodeHintType.ALLOWED_LENGTHS, Int32Array.from([44])],
    [DecodeHintType.TRY_HARDER, true],
  ]);
  return read(new ITFReader(), png, hints);
}
