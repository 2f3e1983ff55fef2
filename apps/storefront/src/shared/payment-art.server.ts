import { boletoLineToBarcode } from '@vitrine/domain/boleto';
import { toSVG } from 'bwip-js/node';
import QRCode from 'qrcode';

// The pictures a bank app or a bank's scanner reads, drawn on the server by maintained
// libraries (the browser downloads no QR or barcode code): each is an <svg> of paths only,
// built from digits or the pix code, never from markup of the API's.

/** The pix "copia e cola" as a QR code: 4 modules of quiet zone, as scanners expect. */
export async function pixQrSvg(payload: string): Promise<string> {
  return QRCode.toString(payload, { type: 'svg', margin: 4, errorCorrectionLevel: 'M' });
}

/**
 * The boleto's barcode, drawn from its typeable line (FEBRABAN: Interleaved 2 of 5 of the
 * 44-digit barcode, wide bars 3× the narrow ones, 13 mm tall on a ~103 mm code). Null when the
 * line is not a valid boleto line: then only the line is shown.
 */
export function boletoBarcodeSvg(line: string): string | null {
  const barcode = boletoLineToBarcode(line);
  if (!barcode) return null;
  return toSVG({
    bcid: 'interleaved2of5',
    text: barcode,
    // bwip-js draws 1 pt per module: 406 modules → 143 mm wide; 18 mm tall keeps the
    // 103 × 13 mm proportion when the page scales it to 103 mm.
    height: 18,
    includetext: false,
    paddingwidth: 10,
    paddingheight: 2,
    backgroundcolor: 'FFFFFF',
  });
}
