// A small QR code encoder (ISO/IEC 18004, model 2): byte mode, versions 1–10, error correction
// level L or M, automatic mask choice. Enough for a URL of up to ~210 bytes, such as the link to the
// menu in the footer, without adding a package. Algorithm after Project Nayuki's reference
// description of the standard. Encoded on the server (SiteContact.menuQr), so that browsers neither
// download the encoder nor spend main-thread time on it.

export type EccLevel = 'L' | 'M';

const MAX_VERSION = 10;
// Indexed by version (index 0 unused).
const ECC_CODEWORDS_PER_BLOCK: Record<EccLevel, readonly number[]> = {
  L: [-1, 7, 10, 15, 20, 26, 18, 20, 24, 30, 18],
  M: [-1, 10, 16, 26, 18, 24, 16, 18, 22, 22, 26],
};
const NUM_ECC_BLOCKS: Record<EccLevel, readonly number[]> = {
  L: [-1, 1, 1, 1, 1, 1, 2, 2, 2, 2, 4],
  M: [-1, 1, 1, 1, 2, 2, 4, 4, 4, 5, 5],
};
const FORMAT_ECC_BITS: Record<EccLevel, number> = { L: 1, M: 0 };

function at<T>(array: readonly T[], index: number): T {
  const value = array[index];
  if (value === undefined) throw new RangeError(`index ${index} out of range`);
  return value;
}

function bit(value: number, index: number): boolean {
  return ((value >>> index) & 1) !== 0;
}

/** Number of data-carrying modules (bits) of a version, function patterns excluded. */
export function rawDataModules(version: number): number {
  let result = (16 * version + 128) * version + 64;
  if (version >= 2) {
    const numAlign = Math.floor(version / 7) + 2;
    result -= (25 * numAlign - 10) * numAlign - 55;
    if (version >= 7) result -= 36;
  }
  return result;
}

export function dataCodewords(version: number, ecc: EccLevel): number {
  return Math.floor(rawDataModules(version) / 8) - at(ECC_CODEWORDS_PER_BLOCK[ecc], version) * at(NUM_ECC_BLOCKS[ecc], version);
}

// ---- Reed–Solomon over GF(2^8) with the polynomial x^8 + x^4 + x^3 + x^2 + 1 ----

function gfMultiply(x: number, y: number): number {
  let z = 0;
  for (let i = 7; i >= 0; i--) {
    z = (z << 1) ^ ((z >>> 7) * 0x11d);
    z ^= ((y >>> i) & 1) * x;
  }
  return z & 0xff;
}

function rsDivisor(degree: number): number[] {
  const result = new Array<number>(degree).fill(0);
  result[degree - 1] = 1;
  let root = 1;
  for (let i = 0; i < degree; i++) {
    for (let j = 0; j < degree; j++) {
      result[j] = gfMultiply(at(result, j), root);
      if (j + 1 < degree) result[j] = at(result, j) ^ at(result, j + 1);
    }
    root = gfMultiply(root, 0x02);
  }
  return result;
}

/** The error correction codewords of `data` (degree = number of ECC codewords). */
export function reedSolomon(data: readonly number[], degree: number): number[] {
  const divisor = rsDivisor(degree);
  const result = new Array<number>(degree).fill(0);
  for (const byte of data) {
    const factor = byte ^ at(result, 0);
    result.shift();
    result.push(0);
    for (let i = 0; i < degree; i++) result[i] = at(result, i) ^ gfMultiply(at(divisor, i), factor);
  }
  return result;
}

/** The 15 format bits (ECC level and mask, BCH-protected and masked). */
export function formatBits(ecc: EccLevel, mask: number): number {
  const data = (FORMAT_ECC_BITS[ecc] << 3) | mask;
  let rem = data;
  for (let i = 0; i < 10; i++) rem = (rem << 1) ^ ((rem >>> 9) * 0x537);
  return ((data << 10) | rem) ^ 0x5412;
}

/** The 18 version bits (versions 7 and up). */
export function versionBits(version: number): number {
  let rem = version;
  for (let i = 0; i < 12; i++) rem = (rem << 1) ^ ((rem >>> 11) * 0x1f25);
  return (version << 12) | rem;
}

function alignmentPositions(version: number): number[] {
  if (version === 1) return [];
  const numAlign = Math.floor(version / 7) + 2;
  const size = version * 4 + 17;
  const step = Math.ceil((version * 4 + 4) / (numAlign * 2 - 2)) * 2;
  const result = [6];
  for (let pos = size - 7; result.length < numAlign; pos -= step) result.splice(1, 0, pos);
  return result;
}

class Grid {
  readonly size: number;
  readonly dark: boolean[][];
  readonly reserved: boolean[][];
  constructor(size: number) {
    this.size = size;
    this.dark = Array.from({ length: size }, () => new Array<boolean>(size).fill(false));
    this.reserved = Array.from({ length: size }, () => new Array<boolean>(size).fill(false));
  }
  get(x: number, y: number): boolean {
    return at(at(this.dark, y), x);
  }
  isReserved(x: number, y: number): boolean {
    return at(at(this.reserved, y), x);
  }
  setFunction(x: number, y: number, dark: boolean): void {
    at(this.dark, y)[x] = dark;
    at(this.reserved, y)[x] = true;
  }
  setData(x: number, y: number, dark: boolean): void {
    at(this.dark, y)[x] = dark;
  }
}

function drawFunctionPatterns(grid: Grid, version: number): void {
  const { size } = grid;
  for (let i = 0; i < size; i++) {
    grid.setFunction(6, i, i % 2 === 0);
    grid.setFunction(i, 6, i % 2 === 0);
  }
  const finder = (cx: number, cy: number) => {
    for (let dy = -4; dy <= 4; dy++) {
      for (let dx = -4; dx <= 4; dx++) {
        const x = cx + dx;
        const y = cy + dy;
        if (x < 0 || x >= size || y < 0 || y >= size) continue;
        const dist = Math.max(Math.abs(dx), Math.abs(dy));
        grid.setFunction(x, y, dist !== 2 && dist !== 4);
      }
    }
  };
  finder(3, 3);
  finder(size - 4, 3);
  finder(3, size - 4);

  const positions = alignmentPositions(version);
  const last = positions.length - 1;
  positions.forEach((px, i) => {
    positions.forEach((py, j) => {
      if ((i === 0 && j === 0) || (i === 0 && j === last) || (i === last && j === 0)) return;
      for (let dy = -2; dy <= 2; dy++) {
        for (let dx = -2; dx <= 2; dx++) grid.setFunction(px + dx, py + dy, Math.max(Math.abs(dx), Math.abs(dy)) !== 1);
      }
    });
  });

  drawFormatBits(grid, 'M', 0); // placeholder, reserves the area; redrawn with the real mask
  if (version >= 7) {
    const bits = versionBits(version);
    for (let i = 0; i < 18; i++) {
      const a = size - 11 + (i % 3);
      const b = Math.floor(i / 3);
      grid.setFunction(a, b, bit(bits, i));
      grid.setFunction(b, a, bit(bits, i));
    }
  }
}

function drawFormatBits(grid: Grid, ecc: EccLevel, mask: number): void {
  const bits = formatBits(ecc, mask);
  const { size } = grid;
  for (let i = 0; i <= 5; i++) grid.setFunction(8, i, bit(bits, i));
  grid.setFunction(8, 7, bit(bits, 6));
  grid.setFunction(8, 8, bit(bits, 7));
  grid.setFunction(7, 8, bit(bits, 8));
  for (let i = 9; i < 15; i++) grid.setFunction(14 - i, 8, bit(bits, i));
  for (let i = 0; i < 8; i++) grid.setFunction(size - 1 - i, 8, bit(bits, i));
  for (let i = 8; i < 15; i++) grid.setFunction(8, size - 15 + i, bit(bits, i));
  grid.setFunction(8, size - 8, true); // the dark module
}

function encodeData(bytes: Uint8Array, version: number, ecc: EccLevel): number[] {
  const capacityBits = dataCodewords(version, ecc) * 8;
  const bits: number[] = [];
  const push = (value: number, length: number) => {
    for (let i = length - 1; i >= 0; i--) bits.push((value >>> i) & 1);
  };
  push(0b0100, 4);
  push(bytes.length, version <= 9 ? 8 : 16);
  for (const b of bytes) push(b, 8);
  push(0, Math.min(4, capacityBits - bits.length));
  push(0, (8 - (bits.length % 8)) % 8);
  for (let pad = 0xec; bits.length < capacityBits; pad ^= 0xec ^ 0x11) push(pad, 8);

  const data: number[] = [];
  for (let i = 0; i < bits.length; i += 8) {
    let byte = 0;
    for (let j = 0; j < 8; j++) byte = (byte << 1) | at(bits, i + j);
    data.push(byte);
  }
  return data;
}

function addEccAndInterleave(data: readonly number[], version: number, ecc: EccLevel): number[] {
  const numBlocks = at(NUM_ECC_BLOCKS[ecc], version);
  const eccLen = at(ECC_CODEWORDS_PER_BLOCK[ecc], version);
  const rawCodewords = Math.floor(rawDataModules(version) / 8);
  const numShortBlocks = numBlocks - (rawCodewords % numBlocks);
  const shortBlockLen = Math.floor(rawCodewords / numBlocks);

  const blocks: number[][] = [];
  for (let i = 0, k = 0; i < numBlocks; i++) {
    const dataLen = shortBlockLen - eccLen + (i < numShortBlocks ? 0 : 1);
    const chunk = data.slice(k, k + dataLen);
    k += dataLen;
    const block = [...chunk];
    // Short blocks get a placeholder so that every block has the same length while interleaving.
    if (i < numShortBlocks) block.push(-1);
    blocks.push([...block, ...reedSolomon(chunk, eccLen)]);
  }
  const result: number[] = [];
  for (let i = 0; i < at(blocks, 0).length; i++) {
    blocks.forEach((block, j) => {
      if (i !== shortBlockLen - eccLen || j >= numShortBlocks) result.push(at(block, i));
    });
  }
  return result;
}

function drawCodewords(grid: Grid, codewords: readonly number[]): void {
  const { size } = grid;
  let i = 0;
  for (let right = size - 1; right >= 1; right -= 2) {
    if (right === 6) right = 5;
    for (let vert = 0; vert < size; vert++) {
      for (let j = 0; j < 2; j++) {
        const x = right - j;
        const upward = ((right + 1) & 2) === 0;
        const y = upward ? size - 1 - vert : vert;
        if (!grid.isReserved(x, y) && i < codewords.length * 8) {
          grid.setData(x, y, bit(at(codewords, i >>> 3), 7 - (i & 7)));
          i++;
        }
      }
    }
  }
}

const MASKS: ReadonlyArray<(x: number, y: number) => boolean> = [
  (x, y) => (x + y) % 2 === 0,
  (_x, y) => y % 2 === 0,
  (x) => x % 3 === 0,
  (x, y) => (x + y) % 3 === 0,
  (x, y) => (Math.floor(x / 3) + Math.floor(y / 2)) % 2 === 0,
  (x, y) => ((x * y) % 2) + ((x * y) % 3) === 0,
  (x, y) => (((x * y) % 2) + ((x * y) % 3)) % 2 === 0,
  (x, y) => (((x + y) % 2) + ((x * y) % 3)) % 2 === 0,
];

function applyMask(grid: Grid, mask: number): void {
  const fn = at(MASKS, mask);
  for (let y = 0; y < grid.size; y++) {
    for (let x = 0; x < grid.size; x++) {
      if (!grid.isReserved(x, y) && fn(x, y)) grid.setData(x, y, !grid.get(x, y));
    }
  }
}

const FINDER_LIKE = [
  [true, false, true, true, true, false, true, false, false, false, false],
  [false, false, false, false, true, false, true, true, true, false, true],
];

function penalty(grid: Grid): number {
  const { size } = grid;
  let score = 0;
  const lines: boolean[][] = [];
  for (let i = 0; i < size; i++) {
    lines.push(Array.from({ length: size }, (_, k) => grid.get(k, i)));
    lines.push(Array.from({ length: size }, (_, k) => grid.get(i, k)));
  }
  for (const line of lines) {
    let run = 1;
    for (let k = 1; k <= size; k++) {
      if (k < size && line[k] === line[k - 1]) {
        run++;
      } else {
        if (run >= 5) score += 3 + (run - 5);
        run = 1;
      }
    }
    for (let k = 0; k + 11 <= size; k++) {
      for (const pattern of FINDER_LIKE) {
        if (pattern.every((v, m) => line[k + m] === v)) score += 40;
      }
    }
  }
  let dark = 0;
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const c = grid.get(x, y);
      if (c) dark++;
      if (x + 1 < size && y + 1 < size && c === grid.get(x + 1, y) && c === grid.get(x, y + 1) && c === grid.get(x + 1, y + 1)) {
        score += 3;
      }
    }
  }
  const total = size * size;
  score += (Math.ceil(Math.abs(dark * 20 - total * 10) / total) - 1) * 10;
  return score;
}

export interface QrCode {
  version: number;
  size: number;
  mask: number;
  /** `modules[y][x]` is true for a dark module. */
  modules: boolean[][];
}

/** Encodes `text` (UTF-8, byte mode) in the smallest version that fits. */
export function encodeQr(text: string, ecc: EccLevel = 'M'): QrCode {
  const bytes = new TextEncoder().encode(text);
  let version = 1;
  for (; version <= MAX_VERSION; version++) {
    const countBits = version <= 9 ? 8 : 16;
    if (4 + countBits + bytes.length * 8 <= dataCodewords(version, ecc) * 8) break;
  }
  if (version > MAX_VERSION) throw new RangeError('Text too long for this QR encoder');

  const codewords = addEccAndInterleave(encodeData(bytes, version, ecc), version, ecc);
  let best: { grid: Grid; mask: number; score: number } | null = null;
  for (let mask = 0; mask < 8; mask++) {
    const grid = new Grid(version * 4 + 17);
    drawFunctionPatterns(grid, version);
    drawCodewords(grid, codewords);
    applyMask(grid, mask);
    drawFormatBits(grid, ecc, mask);
    const score = penalty(grid);
    if (!best || score < best.score) best = { grid, mask, score };
  }
  if (!best) throw new Error('unreachable');
  return { version, size: best.grid.size, mask: best.mask, modules: best.grid.dark };
}

/** An SVG path (`d`) drawing the dark modules, one rectangle per horizontal run, offset by a quiet zone. */
export function qrPath(code: QrCode, margin = 4): string {
  const parts: string[] = [];
  code.modules.forEach((row, y) => {
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
  let image: QrImage | null;
  try {
    const code = encodeQr(absolute, 'M');
    image = { url: absolute, size: code.size + 8, path: qrPath(code, 4) };
  } catch {
    image = null; // longer than the encoder's versions hold
  }
  if (images.size >= CACHE_LIMIT) images.delete(images.keys().next().value!);
  images.set(absolute, image);
  return image;
}
