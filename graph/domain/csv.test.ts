import { describe, expect, it } from 'vitest';
import { csvCell } from './csv.ts';

describe('a CSV cell', () => {
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

  it('leaves amounts given as numbers alone, minus sign included', () => {
    expect(csvCell('-12.50', 'number')).toBe('-12.50');
    expect(csvCell(-5)).toBe('-5');
    expect(csvCell(true)).toBe('true');
  });
});
