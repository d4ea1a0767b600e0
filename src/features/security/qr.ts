import QRCode from 'qrcode';

/** The otpauth:// URI as a QR image (data URL) an authenticator app can scan. */
export function otpauthQrDataUrl(uri: string): Promise<string> {
  return QRCode.toDataURL(uri, { margin: 1, width: 208, errorCorrectionLevel: 'M' });
}
