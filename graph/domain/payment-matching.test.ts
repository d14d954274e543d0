import { describe, expect, it } from 'vitest';
import { documentReference, formatCreditorReference } from './creditor-reference.ts';
import { amountToCents, comparableName, matchClues, nameSimilarity, sameIban, suggestMatches } from './payment-matching.ts';

describe('matchClues', () => {
  it('reads the structured reference first', () => {
    const ref = documentReference({ kind: 'INVOICE', year: 2026, sequence: 17 });
    expect(matchClues({ reference: ref, remittance: 'order K7M-Q4P' })).toEqual([
      { kind: 'INVOICE', year: 2026, sequence: 17, by: 'REFERENCE' },
      { kind: 'ORDER', orderNumber: 'K7M-Q4P', by: 'REMITTANCE' },
    ]);
  });

  it('ignores a reference that is not ours or is mistyped', () => {
    expect(matchClues({ reference: 'RF18539007547034', remittance: null })).toEqual([]);
    const ref = documentReference({ kind: 'INVOICE', year: 2026, sequence: 17 });
    expect(matchClues({ reference: ref.slice(0, -1) + '9', remittance: null })).toEqual([]);
  });

  it('finds an RF reference, request, invoice and order numbers in the free text', () => {
    const ref = formatCreditorReference(documentReference({ kind: 'PAYMENT_REQUEST', year: 2026, sequence: 3 }));
    expect(matchClues({ reference: null, remittance: `Placilo ${ref}` })).toEqual([{ kind: 'PAYMENT_REQUEST', year: 2026, sequence: 3, by: 'REMITTANCE' }]);
    expect(matchClues({ reference: null, remittance: 'Deposit 2026-D00004' })).toEqual([{ kind: 'PAYMENT_REQUEST', year: 2026, sequence: 4, by: 'REMITTANCE' }]);
    expect(matchClues({ reference: null, remittance: 'Racun st. 2026-00017, rezervacija k7m q4p' })).toEqual([
      { kind: 'INVOICE', year: 2026, sequence: 17, by: 'REMITTANCE' },
      { kind: 'ORDER', orderNumber: 'K7M-Q4P', by: 'REMITTANCE' },
    ]);
  });

  it('does not take ordinary words or amounts for numbers', () => {
    expect(matchClues({ reference: null, remittance: 'Thanks for dinner, 123456 EUR transfer' })).toEqual([]);
    expect(matchClues({ reference: null, remittance: null })).toEqual([]);
    expect(matchClues({ reference: null, remittance: 'the car park' })).toEqual([]);
    expect(matchClues({ reference: null, remittance: 'Rezervacija ABC-DEF' })).toEqual([{ kind: 'ORDER', orderNumber: 'ABC-DEF', by: 'REMITTANCE' }]);
  });
});

describe('names', () => {
  it('compares without accents, punctuation or legal forms', () => {
    expect(comparableName('Alpski Prevozi d.o.o.')).toBe('alpski prevozi');
    expect(comparableName('Čebelica Tours GmbH')).toBe('cebelica tours');
    expect(nameSimilarity('ALPSKI PREVOZI DOO', 'Alpski prevozi d.o.o.')).toBe(1);
    expect(nameSimilarity('Alpine Coaches', 'Alpine Coaches Reisen GmbH')).toBe(0.9);
    expect(nameSimilarity('Alpine Coaches', 'Dolomiti Tours')).toBeLessThan(0.5);
    expect(nameSimilarity('', 'x')).toBe(0);
  });
});

describe('suggestMatches', () => {
  const doc = (id: string, openCents: number, name: string, dueDate = '2026-07-01') => ({ id, openCents, names: [name], dueDate });

  it('ranks exact amount first, then the closer name, then the older debt', () => {
    const docs = [doc('a', 5000, 'Dolomiti Tours'), doc('b', 12000, 'Alpine Coaches'), doc('c', 12000, 'Dolomiti Tours'), doc('d', 9000, 'Alpine Coaches GmbH'), doc('e', 0, 'Alpine Coaches')];
    const ranked = suggestMatches({ amountCents: 12000, payerName: 'ALPINE COACHES' }, docs);
    expect(ranked.map((s) => s.document.id)).toEqual(['b', 'c', 'd', 'a']);
    expect(ranked[0]).toMatchObject({ exactAmount: true, nameScore: 1 });
  });

  it('orders equals by due date and works without a name', () => {
    const ranked = suggestMatches({ amountCents: 100, payerName: null }, [doc('x', 100, 'A', '2026-08-01'), doc('y', 100, 'B', '2026-07-01')]);
    expect(ranked.map((s) => s.document.id)).toEqual(['y', 'x']);
  });
});

describe('statement values', () => {
  it('reads amounts without floating point', () => {
    expect(amountToCents('1234.5')).toBe(123450);
    expect(amountToCents('0.07')).toBe(7);
    expect(amountToCents('100')).toBe(10000);
    expect(amountToCents('1.234')).toBeNull();
    expect(amountToCents('-5')).toBeNull();
    expect(amountToCents('abc')).toBeNull();
  });

  it('compares IBANs in their electronic form', () => {
    expect(sameIban('SI56 1910 0000 0123 438', 'si56191000000123438')).toBe(true);
    expect(sameIban('', '')).toBe(false);
  });
});
