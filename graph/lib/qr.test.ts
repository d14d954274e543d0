import { describe, expect, it } from 'vitest';
import { dataCodewords, encodeQr, formatBits, qrImage, qrPath, rawDataModules, reedSolomon, versionBits } from './qr.ts';

describe('QR encoder building blocks', () => {
  it('computes Reed–Solomon codewords (ISO 18004 / thonky.com "HELLO WORLD" 1-M example)', () => {
    const data = [32, 91, 11, 120, 209, 114, 220, 77, 67, 64, 236, 17, 236, 17, 236, 17];
    expect(reedSolomon(data, 10)).toEqual([196, 35, 39, 119, 235, 215, 231, 226, 93, 23]);
  });

  it('knows the capacity of each version', () => {
    expect(rawDataModules(1)).toBe(208);
    expect(dataCodewords(1, 'M')).toBe(16);
    expect(dataCodewords(1, 'L')).toBe(19);
    expect(dataCodewords(5, 'M')).toBe(86);
    expect(dataCodewords(7, 'M')).toBe(124);
    expect(dataCodewords(10, 'M')).toBe(216);
    expect(dataCodewords(10, 'L')).toBe(274);
  });

  it('produces the standard format and version strings', () => {
    expect(formatBits('L', 4).toString(2).padStart(15, '0')).toBe('110011000101111');
    expect(formatBits('M', 0).toString(2).padStart(15, '0')).toBe('101010000010010');
    expect(versionBits(7).toString(2).padStart(18, '0')).toBe('000111110010010100');
  });
});

describe('encodeQr', () => {
  it('picks the smallest version and draws the finder patterns', () => {
    const code = encodeQr('https://stopover.si/menu');
    expect(code.version).toBe(2);
    expect(code.size).toBe(25);
    const row0 = code.modules[0]!.slice(0, 8).map(Number).join('');
    expect(row0).toBe('11111110');
    const row2 = code.modules[2]!.slice(0, 7).map(Number).join('');
    expect(row2).toBe('1011101');
    // Dark module next to the bottom-left finder.
    expect(code.modules[code.size - 8]![8]).toBe(true);
  });

  it('grows with the text and refuses what does not fit', () => {
    expect(encodeQr('x'.repeat(100)).version).toBe(6);
    expect(encodeQr('x'.repeat(200)).version).toBe(10);
    expect(() => encodeQr('x'.repeat(300))).toThrow(RangeError);
  });

  it('draws each horizontal run of dark modules as one rectangle, and nothing else', () => {
    const code = { version: 1, size: 3, mask: 0, modules: [[true, true, false], [false, false, false], [true, false, true]] };
    expect(qrPath(code, 4)).toBe('M4 4h2v1h-2zM4 6h1v1h-1zM6 6h1v1h-1z');
    // Every dark module of a real code is covered exactly once.
    const real = encodeQr('https://stopover.si/menu', 'M');
    const covered = [...qrPath(real, 0).matchAll(/M(\d+) (\d+)h(\d+)/g)].reduce((n, m) => n + Number(m[3]), 0);
    expect(covered).toBe(real.modules.flat().filter(Boolean).length);
  });

  it('makes QR images of absolute http(s) links only, resolving relative ones against the site', () => {
    const image = qrImage('/menu', 'https://stopover.si')!;
    expect(image.url).toBe('https://stopover.si/menu');
    expect(image.size).toBe(encodeQr('https://stopover.si/menu').size + 8);
    expect(qrImage('/menu', 'https://stopover.si')).toBe(image); // cached
    expect(qrImage('https://example.com/m', 'https://stopover.si')!.url).toBe('https://example.com/m');
    expect(qrImage('', 'https://stopover.si')).toBeNull();
    expect(qrImage('javascript:alert(1)', 'https://stopover.si')).toBeNull();
    expect(qrImage('https://stopover.si/' + 'x'.repeat(400), 'https://stopover.si')).toBeNull();
  });
});
