// The camt.053 reader on files as banks write them (.02 and .08, any namespace prefix) and on what
// must be refused with a clear code: not XML, not a statement, a DOCTYPE, too large, too many entries.
import { describe, expect, it } from 'vitest';
import { parseCamt053 } from './camt053.ts';
import { buildCamt053, camt053Bytes, type Camt053Statement } from '../../testing/camt053.ts';
import { STATEMENT_ENTRIES_MAX, STATEMENT_FILE_MAX_BYTES } from '../../domain/payments.ts';

const IBAN = 'SI56 1910 0000 0123 438';
const statement = (version: '02' | '08'): Camt053Statement => ({
  version,
  statementId: 'STMT-2026-07-01',
  iban: IBAN,
  from: '2026-07-01',
  to: '2026-07-02',
  entries: [
    { amountCents: 123450, bookedOn: '2026-07-01', bankRef: 'BANK-1', payerName: 'Alpine Coaches GmbH', payerIban: 'AT61 1904 3002 3457 3201', reference: 'RF18 1202 6000 01', remittance: 'Invoice 2026-00001', endToEndId: 'E2E-1' },
    { amountCents: 5000, direction: 'DBIT', bookedOn: '2026-07-02', bankRef: 'BANK-2', remittance: 'Bank fee' },
    { amountCents: 7, bookedOn: '2026-07-02', bankRef: null, status: 'PDNG' },
  ],
});

const code = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    return (error as { extensions?: { code?: string; reason?: string } }).extensions;
  }
  return null;
};

describe('parseCamt053', () => {
  for (const version of ['02', '08'] as const) {
    it(`reads a camt.053.001.${version} statement`, () => {
      const parsed = parseCamt053(camt053Bytes(statement(version)), 'en');
      expect(parsed).toMatchObject({ format: `camt.053.001.${version}`, statementRef: 'STMT-2026-07-01', accountIban: 'SI56191000000123438', fromDate: '2026-07-01', toDate: '2026-07-02' });
      expect(parsed.entries).toEqual([
        {
          position: 0,
          direction: 'CREDIT',
          amountCents: 123450,
          currency: 'EUR',
          status: 'BOOK',
          reversal: false,
          bookedOn: '2026-07-01',
          bankRef: 'BANK-1',
          endToEndId: 'E2E-1',
          payerName: 'Alpine Coaches GmbH',
          payerIban: 'AT611904300234573201',
          reference: 'RF18 1202 6000 01',
          remittance: 'Invoice 2026-00001',
        },
        expect.objectContaining({ position: 1, direction: 'DEBIT', amountCents: 5000, bankRef: 'BANK-2', payerName: null, reference: null, remittance: 'Bank fee' }),
        expect.objectContaining({ position: 2, direction: 'CREDIT', amountCents: 7, status: 'PDNG', bankRef: null, endToEndId: null }),
      ]);
    });
  }

  it('reads a prefixed namespace, a date-time booking date and long free text in lines', () => {
    const xml = buildCamt053({ ...statement('08'), entries: [{ amountCents: 100, bookedOn: '2026-07-01', remittance: 'x'.repeat(200), payerName: 'Čebelica & Co' }] })
      .replace(/<(\/?)(\w)/g, '<$1camt:$2')
      .replace('<camt:Document xmlns=', '<camt:Document xmlns:camt=')
      .replace('<camt:Dt>2026-07-01</camt:Dt>', '<camt:DtTm>2026-07-01T23:30:00+02:00</camt:DtTm>');
    const parsed = parseCamt053(new TextEncoder().encode(xml), 'en');
    expect(parsed.format).toBe('camt.053.001.08');
    expect(parsed.entries[0]).toMatchObject({ bookedOn: '2026-07-01', payerName: 'Čebelica & Co', remittance: 'x'.repeat(140) + ' ' + 'x'.repeat(60) });
  });

  for (const version of ['02', '08'] as const) {
    it(`splits a .${version} batch booking into its transactions when each states its amount`, () => {
      const parsed = parseCamt053(
        camt053Bytes({
          version,
          iban: IBAN,
          entries: [
            { amountCents: 3000, bookedOn: '2026-07-01', bankRef: 'BATCH-1', transactions: [{ amountCents: 1000, payerName: 'One', remittance: 'first' }, { amountCents: 2000, bankRef: 'TX-2', payerName: 'Two', reference: 'RF18 1202 6000 01' }] },
            { amountCents: 500, bookedOn: '2026-07-01', bankRef: 'BATCH-2', transactions: [{ amountCents: 100 }, { amountCents: 300 }] },
          ],
        }),
        'en',
      );
      expect(parsed.entries.map((e) => [e.position, e.amountCents, e.bankRef, e.payerName, e.reference, e.remittance])).toEqual([
        [0, 1000, 'BATCH-1/1', 'One', null, 'first'],
        [1, 2000, 'TX-2', 'Two', 'RF18 1202 6000 01', null],
        // Amounts that do not add up to the entry's: read as one entry.
        [2, 500, 'BATCH-2', null, null, null],
      ]);
    });
  }

  it('refuses what is not a statement, with a clear code', () => {
    const bytes = (s: string) => new TextEncoder().encode(s);
    expect(code(() => parseCamt053(bytes('not xml at all <'), 'en'))).toMatchObject({ code: 'STATEMENT_UNREADABLE', reason: 'NOT_XML' });
    expect(code(() => parseCamt053(bytes('<?xml version="1.0"?><Invoice><ID>1</ID></Invoice>'), 'sl'))).toMatchObject({ code: 'STATEMENT_UNREADABLE', reason: 'NOT_A_STATEMENT' });
    const camt054 = buildCamt053(statement('08')).replace('camt.053.001.08', 'camt.054.001.08');
    expect(code(() => parseCamt053(bytes(camt054), 'en'))).toMatchObject({ code: 'STATEMENT_UNREADABLE', reason: 'NOT_A_STATEMENT' });
    const broken = buildCamt053(statement('08')).replace('<Amt Ccy="EUR">1234.50</Amt>', '<Amt Ccy="EUR">12,34</Amt>');
    expect(code(() => parseCamt053(bytes(broken), 'en'))).toMatchObject({ code: 'STATEMENT_UNREADABLE', reason: 'BAD_ENTRY_1' });
    expect(code(() => parseCamt053(new Uint8Array([0xff, 0xfe, 0x00]), 'en'))).toMatchObject({ code: 'STATEMENT_UNREADABLE', reason: 'NOT_UTF8' });
  });

  it('refuses entities, so nothing outside the file is read and nothing expands', () => {
    const xxe = `<?xml version="1.0"?><!DOCTYPE d [<!ENTITY x SYSTEM "file:///etc/passwd">]>` + buildCamt053(statement('08')).replace(/^<\?xml[^>]*>/, '').replace('Bank fee', '&x;');
    expect(code(() => parseCamt053(new TextEncoder().encode(xxe), 'en'))).toMatchObject({ code: 'STATEMENT_UNREADABLE', reason: 'DOCTYPE' });
  });

  it('refuses a file too large or with too many entries', () => {
    expect(code(() => parseCamt053(new Uint8Array(STATEMENT_FILE_MAX_BYTES + 1), 'en'))).toMatchObject({ code: 'STATEMENT_TOO_LARGE' });
    const many = { ...statement('02'), entries: Array.from({ length: STATEMENT_ENTRIES_MAX + 1 }, (_, i) => ({ amountCents: 100 + i, bookedOn: '2026-07-01', bankRef: `B${i}` })) };
    expect(code(() => parseCamt053(camt053Bytes(many), 'en'))).toMatchObject({ code: 'STATEMENT_TOO_MANY_ENTRIES' });
  });
});
