import { describe, expect, it } from 'vitest';
import { qrImage, qrPath } from './qr.ts';

/** The image's path drawn back into modules (`grid[y][x]`), quiet zone included. */
function modules(image: { size: number; path: string }): boolean[][] {
  const grid = Array.from({ length: image.size }, () => new Array<boolean>(image.size).fill(false));
  for (const [, x, y, run] of image.path.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
    for (let i = 0; i < Number(run); i++) {
      const row = grid[Number(y)]!;
      expect(row[Number(x) + i]).toBe(false); // each module drawn once
      row[Number(x) + i] = true;
    }
  }
  return grid;
}

/** ECC level and mask from the format bits beside the top-left finder (ISO/IEC 18004, 7.9). */
function formatInfo(grid: boolean[][], margin: number): { ecc: string; mask: number } {
  const at = (x: number, y: number) => (grid[y + margin]![x + margin] ? 1 : 0);
  const cells: Array<[number, number]> = [
    ...[0, 1, 2, 3, 4, 5].map((y): [number, number] => [8, y]),
    [8, 7], [8, 8], [7, 8],
    ...[5, 4, 3, 2, 1, 0].map((x): [number, number] => [x, 8]),
  ];
  const bits = cells.reduce((value, [x, y], i) => value | (at(x, y) << i), 0) ^ 0x5412;
  let rem = bits >>> 10;
  for (let i = 0; i < 10; i++) rem = (rem << 1) ^ ((rem >>> 9) * 0x537);
  expect(rem & 0x3ff).toBe(bits & 0x3ff); // BCH check bits agree
  return { ecc: ['M', 'L', 'H', 'Q'][bits >>> 13]!, mask: (bits >>> 10) & 7 };
}

describe('qrImage', () => {
  it('draws a level-M code of the smallest version with a four-module quiet zone', () => {
    const image = qrImage('/menu', 'https://stopover.si')!;
    expect(image.url).toBe('https://stopover.si/menu');
    expect(image.size).toBe(25 + 8); // version 2
    const grid = modules(image);
    for (const edge of [grid[0]!, grid[3]!, grid[image.size - 1]!, grid.map((row) => row[0]!), grid.map((row) => row[3]!)]) {
      expect(edge.some(Boolean)).toBe(false);
    }
    expect(grid[4]!.slice(4, 12).map(Number).join('')).toBe('11111110'); // top-left finder
    expect(grid[6]!.slice(4, 11).map(Number).join('')).toBe('1011101');
    expect(grid[image.size - 4 - 8]![4 + 8]).toBe(true); // the dark module
    expect(formatInfo(grid, 4).ecc).toBe('M');
  });

  it('grows with the link and gives no code for one longer than version 10 holds', () => {
    expect(qrImage('https://stopover.si/' + 'x'.repeat(80), 'https://stopover.si')!.size).toBe(41 + 8); // version 6
    expect(qrImage('https://stopover.si/' + 'x'.repeat(180), 'https://stopover.si')!.size).toBe(57 + 8); // version 10
    expect(qrImage('https://stopover.si/' + 'x'.repeat(400), 'https://stopover.si')).toBeNull();
  });

  it('makes QR images of absolute http(s) links only, resolving relative ones against the site', () => {
    const image = qrImage('/menu', 'https://stopover.si')!;
    expect(qrImage('/menu', 'https://stopover.si')).toBe(image); // cached
    expect(qrImage('https://example.com/m', 'https://stopover.si')!.url).toBe('https://example.com/m');
    expect(qrImage('', 'https://stopover.si')).toBeNull();
    expect(qrImage('javascript:alert(1)', 'https://stopover.si')).toBeNull();
  });
});

describe('qrPath', () => {
  it('draws each horizontal run of dark modules as one rectangle, and nothing else', () => {
    expect(qrPath([[true, true, false], [false, false, false], [true, false, true]], 4)).toBe('M4 4h2v1h-2zM4 6h1v1h-1zM6 6h1v1h-1z');
  });
});
