import { describe, expect, it } from 'vitest';
import { csvCell, daySheetFileName, toCsv } from './csv.ts';

describe('the day sheet CSV', () => {
  it('leaves plain text and numbers as they are', () => {
    expect(csvCell('Alpine Coaches')).toBe('Alpine Coaches');
    expect(csvCell('Čebelarska družba Žiri')).toBe('Čebelarska družba Žiri');
    expect(csvCell(45)).toBe('45');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
  });

  it('quotes cells with quotes, separators and line breaks', () => {
    expect(csvCell('The "Blue" bus')).toBe('"The ""Blue"" bus"');
    expect(csvCell('soup; no onions')).toBe('"soup; no onions"');
    expect(csvCell('soup, no onions')).toBe('"soup, no onions"');
    expect(csvCell('line one\nline two')).toBe('"line one\nline two"');
    expect(csvCell('line one\r\nline two')).toBe('"line one\r\nline two"');
  });

  it('defuses spreadsheet formulas', () => {
    expect(csvCell('=HYPERLINK("http://evil","x")')).toBe('"\'=HYPERLINK(""http://evil"",""x"")"');
    expect(csvCell('+386 40 123 456')).toBe("'+386 40 123 456");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\t=1+1')).toBe("'\t=1+1");
    expect(csvCell('a=1')).toBe('a=1');
  });

  it('writes a UTF-8 BOM, semicolons and CRLF line ends', () => {
    const csv = toCsv([
      ['Time', 'Organisation', 'Guests'],
      ['12:00', 'Kovač; d.o.o.', 45],
    ]);
    expect(csv).toBe('\ufeffTime;Organisation;Guests\r\n12:00;"Kovač; d.o.o.";45\r\n');
  });

  it('names the file after the day', () => {
    expect(daySheetFileName('2026-07-10')).toBe('stopover-day-sheet-2026-07-10.csv');
  });
});
