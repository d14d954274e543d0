// The EPC QR code ("Scan to pay", EPC069-12) on everything payable: the transfer it carries, the
// code as a PNG for mails, drawn as vectors on a PDF, and as an SVG path for the web app. The
// payload is graph/domain/epc-qr.ts's; the modules are graph/lib/qr.ts's (uqr, level M as the EPC
// guideline asks, a four-module quiet zone); the PNG is written by pngjs.
import { EPC_AMOUNT_MAX_CENTS, epcPayload, type EpcTransfer } from '../../../domain/epc-qr.ts';
import { isCreditorReference } from '../../../domain/creditor-reference.ts';
import { ibanElectronic, isBic } from '../../../domain/invoice-parties.ts';
import { QUIET_ZONE, qrModules, qrPath } from '../../../lib/qr.ts';

/** EPC069-12 caps the code at version 13 (its 331-byte payload fits at level M). */
const EPC_MAX_VERSION = 13;

export interface PaymentSeller {
  legalName: string;
  iban: string | null;
  bic: string | null;
}

/**
 * The credit transfer a payer's banking app should fill in, or null when there is nothing to pay
 * (no amount, or more than the scheme allows) or nowhere to pay it (no valid IBAN). A reference that
 * is a valid RF creditor reference travels structured; anything else as the remittance text.
 */
export function paymentTransfer(args: { seller: PaymentSeller; amountCents: number; reference: string | null }): EpcTransfer | null {
  const { seller, amountCents, reference } = args;
  const iban = seller.iban ? ibanElectronic(seller.iban) : null;
  if (!iban || !Number.isSafeInteger(amountCents) || amountCents < 1 || amountCents > EPC_AMOUNT_MAX_CENTS) return null;
  const structured = reference !== null && isCreditorReference(reference);
  return {
    bic: seller.bic && isBic(seller.bic) ? seller.bic.replace(/\s/g, '').toUpperCase() : null,
    name: seller.legalName,
    iban,
    amountCents,
    reference: structured ? reference.replace(/\s/g, '').toUpperCase() : null,
    text: structured ? null : reference?.trim() || null,
  };
}

/** The payload of the transfer's code; null when the transfer cannot be one. */
export function paymentPayload(transfer: EpcTransfer | null): string | null {
  return transfer ? epcPayload(transfer) : null;
}

/** The code's modules with the quiet zone around them (`grid[y][x]`, true = dark). */
function paddedModules(payload: string): boolean[][] {
  const modules = qrModules(payload, EPC_MAX_VERSION);
  if (!modules) throw new RangeError('payment QR: the payload does not fit an EPC QR code');
  const size = modules.length + 2 * QUIET_ZONE;
  return Array.from({ length: size }, (_, y) => Array.from({ length: size }, (_, x) => modules[y - QUIET_ZONE]?.[x - QUIET_ZONE] ?? false));
}

export interface PaymentQrImage {
  /** The EPC payload the code carries. */
  payload: string;
  /** Width and height in modules, quiet zone included (the SVG viewBox). */
  size: number;
  /** An SVG path (`d`) of the dark modules. */
  path: string;
}

/** The code as an SVG path for the web app to draw (like SiteContact.menuQr). */
export function paymentQrImage(payload: string): PaymentQrImage {
  const modules = qrModules(payload, EPC_MAX_VERSION);
  if (!modules) throw new RangeError('payment QR: the payload does not fit an EPC QR code');
  return { payload, size: modules.length + 2 * QUIET_ZONE, path: qrPath(modules) };
}

export interface PngOptions {
  /** Pixels per module (default 6: a version-8 code with its quiet zone is 342 px, crisp at 171 CSS px on a 2× screen). */
  scale?: number;
}

/** The code as a greyscale PNG (black on white), quiet zone included: for mails, as an inline image. */
export async function paymentQrPng(payload: string, options: PngOptions = {}): Promise<Buffer> {
  const scale = Math.max(1, Math.min(20, Math.round(options.scale ?? 6)));
  const grid = paddedModules(payload);
  const side = grid.length * scale;
  // Loaded on the first mail that carries a code, not at start (a tenth of a second).
  const { PNG } = await import('pngjs');
  const png = new PNG({ width: side, height: side });
  for (let y = 0; y < side; y++) {
    const row = grid[Math.floor(y / scale)]!;
    for (let x = 0; x < side; x++) {
      const value = row[Math.floor(x / scale)] ? 0 : 255;
      const i = (y * side + x) * 4;
      png.data[i] = png.data[i + 1] = png.data[i + 2] = value;
      png.data[i + 3] = 255;
    }
  }
  return PNG.sync.write(png, { colorType: 0 });
}

/**
 * Draws the code on a PDF page at (x, y), `sizePt` wide and high, quiet zone included: a white
 * square, then the dark modules as vector rectangles, so it stays sharp at any print resolution.
 */
export function drawPaymentQr(pdf: PDFKit.PDFDocument, payload: string, x: number, y: number, sizePt: number): void {
  const image = paymentQrImage(payload);
  pdf.save();
  pdf.rect(x, y, sizePt, sizePt).fill('#ffffff');
  pdf.translate(x, y).scale(sizePt / image.size);
  pdf.path(image.path).fill('#000000');
  pdf.restore();
}
