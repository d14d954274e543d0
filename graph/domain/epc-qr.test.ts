import { describe, expect, it } from 'vitest';
import { epcPayload, parseEpcPayload } from './epc-qr.ts';

describe('EPC QR payload', () => {
  const transfer = { bic: 'dbsi si2x', name: 'Gostišče Čuk d.o.o.', iban: 'SI56 1910 0000 0123 438', amountCents: 123_45, reference: 'RF18 5390 0754 7034', text: null };

  it('writes the lines of EPC069-12 version 2 and reads them back', () => {
    const payload = epcPayload(transfer)!;
    expect(payload.split('\n')).toEqual(['BCD', '002', '1', 'SCT', 'DBSISI2X', 'Gostišče Čuk d.o.o.', 'SI56191000000123438', 'EUR123.45', '', 'RF18539007547034']);
    expect(parseEpcPayload(payload)).toEqual({ ...transfer, bic: 'DBSISI2X', iban: 'SI56191000000123438', reference: 'RF18539007547034' });
  });

  it('carries free text only without a reference, and refuses what no bank takes', () => {
    expect(epcPayload({ ...transfer, bic: null, reference: null, text: 'Invoice 2026-00001' })!.split('\n').slice(4)).toEqual(['', 'Gostišče Čuk d.o.o.', 'SI56191000000123438', 'EUR123.45', '', '', 'Invoice 2026-00001']);
    expect(epcPayload({ ...transfer, amountCents: 0 })).toBeNull();
    expect(epcPayload({ ...transfer, iban: ' ' })).toBeNull();
    expect(parseEpcPayload('BCD\n002\n1\nINST\n')).toBeNull();
  });
});
