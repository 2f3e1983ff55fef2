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

interface Gray {
  pixels: Uint8ClampedArray;
  width: number;
  height: number;
}

function grayOf(png: Buffer): Gray {
  const image = PNG.sync.read(png);
  const pixels = new Uint8ClampedArray(image.width * image.height);
  for (let index = 0; index < pixels.length; index += 1) {
    const [r = 0, g = 0, b = 0] = image.data.subarray(index * 4, index * 4 + 3);
    pixels[index] = Math.round(0.299 * r + 0.587 * g + 0.114 * b);
  }
  return { pixels, width: image.width, height: image.height };
}

/** The picture as a camera nearer or farther would see it: bilinear resampling. */
function scaled(gray: Gray, factor: number): Gray {
  if (factor === 1) return gray;
  const width = Math.round(gray.width * factor);
  const height = Math.round(gray.height * factor);
  const pixels = new Uint8ClampedArray(width * height);
  const at = (x: number, y: number) => gray.pixels[y * gray.width + x] ?? 255;
  for (let y = 0; y < height; y += 1) {
    const sourceY = Math.min(gray.height - 1, (y + 0.5) / factor - 0.5);
    const y0 = Math.max(0, Math.floor(sourceY));
    const y1 = Math.min(gray.height - 1, y0 + 1);
    const dy = Math.max(0, sourceY - y0);
    for (let x = 0; x < width; x += 1) {
      const sourceX = Math.min(gray.width - 1, (x + 0.5) / factor - 0.5);
      const x0 = Math.max(0, Math.floor(sourceX));
      const x1 = Math.min(gray.width - 1, x0 + 1);
      const dx = Math.max(0, sourceX - x0);
      const top = at(x0, y0) * (1 - dx) + at(x1, y0) * dx;
      const bottom = at(x0, y1) * (1 - dx) + at(x1, y1) * dx;
      pixels[y * width + x] = Math.round(top * (1 - dy) + bottom * dy);
    }
  }
  return { pixels, width, height };
}

function bitmapOf({ pixels, width, height }: Gray) {
  return new BinaryBitmap(new HybridBinarizer(new RGBLuminanceSource(pixels, width, height)));
}

function read(reader: Reader, png: Buffer, hints: Map<HintType, unknown>): string {
  return reader.decode(bitmapOf(grayOf(png)), hints).getText();
}

// ZXing's QR detector misjudges the module count of some codes at some sizes (about one
// drawing in twenty at 254 px, and a different one at the next size). A phone's scanner reads
// frame after frame as the hand moves; this reads the same pixels at a few distances and
// answers with the first that decodes. Any that decodes is the code's own content (its
// Reed–Solomon check passed), so the caller's comparison with the payload stays exact.
const QR_DISTANCES = [1, 0.9, 1.1, 0.8, 1.25, 0.7, 1.5, 0.6];

export function decodeQr(png: Buffer): string {
  const gray = grayOf(png);
  let firstError: unknown;
  for (const factor of QR_DISTANCES) {
    for (const tryHarder of [true, false]) {
      const hints = new Map<HintType, unknown>([[DecodeHintType.TRY_HARDER, tryHarder]]);
      try {
        return new QRCodeReader().decode(bitmapOf(scaled(gray, factor)), hints).getText();
      } catch (error) {
        firstError ??= error;
      }
    }
  }
  throw firstError;
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
