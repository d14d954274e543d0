// The menu link as a QR code, encoded on the server (SiteContact.menuQr) so that browsers neither
// download an encoder nor spend main-thread time on it. Encoding is uqr's (ISO/IEC 18004, after
// Project Nayuki's reference); this module turns its modules into one SVG path.
import { encode } from 'uqr';

/** Modules of light border around the code, as the standard asks. */
export const QUIET_ZONE = 4;
/** Version 10 holds ~210 bytes at level M: enough for a menu link; longer ones get no code. */
const MAX_VERSION = 10;

/** An SVG path (`d`) drawing the dark modules (`modules[y][x]`), one rectangle per horizontal run, offset by `margin`. */
export function qrPath(modules: readonly (readonly boolean[])[], margin = QUIET_ZONE): string {
  const parts: string[] = [];
  modules.forEach((row, y) => {
    for (let x = 0; x < row.length; x++) {
      if (!row[x]) continue;
      let run = 1;
      while (row[x + run]) run++;
      parts.push(`M${x + margin} ${y + margin}h${run}v1h-${run}z`);
      x += run - 1;
    }
  });
  return parts.join('');
}

/**
 * The dark modules (`modules[y][x]`, no quiet zone) of `text` at error correction level M, or null
 * when it needs a version above `maxVersion`. The one place the server encodes QR codes: the menu
 * link here, the payment codes in graph/services/billing/documents/payment-qr.ts.
 */
export function qrModules(text: string, maxVersion: number): boolean[][] | null {
  try {
    return encode(text, { ecc: 'M', border: 0, maxVersion }).data;
  } catch {
    return null; // longer than maxVersion holds
  }
}

export interface QrImage {
  /** The absolute URL the code carries. */
  url: string;
  /** Width and height in modules, quiet zone included (the SVG viewBox). */
  size: number;
  path: string;
}

const images = new Map<string, QrImage | null>();
const CACHE_LIMIT = 16;

/**
 * A QR image of `url` (resolved against `base`), or null when it is not a usable link. Encoding
 * takes milliseconds and the menu link rarely changes, so results are kept (a few, newest last).
 */
export function qrImage(url: string, base: string): QrImage | null {
  let absolute: string;
  try {
    const parsed = new URL(url, base + '/');
    if (!url.trim() || (parsed.protocol !== 'https:' && parsed.protocol !== 'http:')) return null;
    absolute = parsed.href;
  } catch {
    return null;
  }
  if (images.has(absolute)) return images.get(absolute)!;
  const modules = qrModules(absolute, MAX_VERSION);
  const image: QrImage | null = modules ? { url: absolute, size: modules.length + 2 * QUIET_ZONE, path: qrPath(modules) } : null;
  if (images.size >= CACHE_LIMIT) images.delete(images.keys().next().value!);
  images.set(absolute, image);
  return image;
}
