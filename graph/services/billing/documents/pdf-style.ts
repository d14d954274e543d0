// What every document the restaurant prints shares (invoices, deposit requests, account
// statements): the embedded DejaVu fonts (every Slovenian letter, no system fonts needed), the site's
// palette (web/styles/tokens.css) and the A4 page with its margins.
import { createRequire } from 'node:module';
import type PDFDocument from 'pdfkit';

type PdfKit = typeof PDFDocument;
let pdfKit: Promise<PdfKit> | null = null;
/** pdfkit and its fonts' code take about 0.3 s to load: on the first document, not at every start. */
export function loadPdfKit(): Promise<PdfKit> {
  pdfKit ??= import('pdfkit').then((m) => m.default);
  return pdfKit;
}

const require = createRequire(import.meta.url);
export const FONTS = {
  regular: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
  bold: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
};

/** Burgundy brand, dark text, muted text, rules and a soft fill. */
export const COLOR = { brand: '#8a2f1d', text: '#1f1915', muted: '#4a3d34', rule: '#cdbba6', fill: '#f3ece2' } as const;
/** A4 in points. */
export const PAGE = { width: 595.28, height: 841.89, margin: 45 } as const;
export const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;
