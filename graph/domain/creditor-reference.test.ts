import { describe, expect, it } from 'vitest';
import { creditorReference, documentReference, formatCreditorReference, isCreditorReference, parseDocumentReference } from './creditor-reference.ts';

describe('creditor references (ISO 11649)', () => {
  it('computes the standard\'s own example', () => {
    // ISO 11649's example: body 539007547034 → RF18 5390 0754 7034.
    expect(creditorReference('539007547034')).toBe('RF18539007547034');
    expect(isCreditorReference('RF18 5390 0754 7034')).toBe(true);
    expect(isCreditorReference('RF19 5390 0754 7034')).toBe(false);
    expect(isCreditorReference('RF18 5390 0754 7035')).toBe(false);
    expect(isCreditorReference('SI12 1234')).toBe(false);
  });

  it('leads back from a document\'s reference to the document', () => {
    const invoice = documentReference({ kind: 'INVOICE', year: 2026, sequence: 17 });
    const request = documentReference({ kind: 'PAYMENT_REQUEST', year: 2027, sequence: 123456 });
    expect(isCreditorReference(invoice)).toBe(true);
    expect(parseDocumentReference(invoice)).toEqual({ kind: 'INVOICE', year: 2026, sequence: 17 });
    expect(parseDocumentReference(formatCreditorReference(request).toLowerCase())).toEqual({ kind: 'PAYMENT_REQUEST', year: 2027, sequence: 123456 });
    expect(parseDocumentReference('RF18539007547034')).toBeNull();
  });

  it('groups in fours for print', () => {
    expect(formatCreditorReference('RF18539007547034')).toBe('RF18 5390 0754 7034');
  });
});
