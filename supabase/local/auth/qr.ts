// The QR code GoTrue returns on TOTP enrolment: raw SVG markup. auth-js itself turns it into
// `data:image/svg+xml;utf-8,<svg…>`, an unencoded data URI, so the markup must not contain `#`
// (it would end the URI at the colour): colours are written as names.
import QRCode from 'qrcode';

export async function qrSvg(text: string): Promise<string> {
  const svg = await QRCode.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 });
  return svg.replaceAll('#ffffff', 'white').replaceAll('#000000', 'black').trim();
}
