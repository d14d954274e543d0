import { describe, expect, it } from 'vitest';
import { daySheetFileName, toCsv } from './csv.ts';

describe('the day sheet CSV', () => {
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
