// For tests: read a QR code back the way a phone does, from pixels. A PDF page is rendered by pdf.js
// (what browsers show PDFs with) onto a @napi-rs/canvas canvas; the pixels, or a PNG's, are searched
// by jsQR. So a check proves a banking app could scan what we print and mail, not only that we
// meant to draw the right modules.
import { createCanvas } from '@napi-rs/canvas';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

function scan(rgba: Uint8ClampedArray, width: number, height: number): string | null {
  return jsQR(rgba, width, height, { inversionAttempts: 'dontInvert' })?.data ?? null;
}

/** The text of the QR code found on a page of a PDF rendered at `dpi` (a phone photo of a print is about 150), or null. */
export async function scanPdfQr(pdf: Uint8Array, options: { page?: number; dpi?: number } = {}): Promise<string | null> {
  const loaded = await getDocument({ data: new Uint8Array(pdf), isEvalSupported: false, useSystemFonts: false }).promise;
  try {
    const page = await loaded.getPage(options.page ?? loaded.numPages);
    const viewport = page.getViewport({ scale: (options.dpi ?? 150) / 72 });
    const width = Math.ceil(viewport.width);
    const height = Math.ceil(viewport.height);
    const canvas = createCanvas(width, height);
    const context = canvas.getContext('2d');
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, width, height);
    // pdf.js types its context as the DOM's; @napi-rs/canvas implements the same drawing calls.
    await page.render({ canvasContext: context as unknown as CanvasRenderingContext2D, viewport }).promise;
    const image = context.getImageData(0, 0, width, height);
    return scan(image.data, width, height);
  } finally {
    await loaded.destroy();
  }
}

/** The text of the QR code in a PNG, or null. */
export function scanPngQr(png: Uint8Array): string | null {
  const image = PNG.sync.read(Buffer.from(png));
  return scan(new Uint8ClampedArray(image.data), image.width, image.height);
}
