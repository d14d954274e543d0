// The structured creditor reference (ISO 11649, "RF" + two check digits + up to 21 letters or
// digits) printed on everything payable and read back from bank statements. Its body is derived from
// the document's number, so every document has one without storing it, and a payment's reference
// leads straight back to the document: "1" + year + sequence for an invoice (any kind: one series),
// "2" + year + sequence for a deposit request. Digits only: every banking app accepts them.

export type ReferencedDocument = { kind: 'INVOICE' | 'PAYMENT_REQUEST'; year: number; sequence: number };

const BODY_MAX = 21;
const KIND_DIGIT = { INVOICE: '1', PAYMENT_REQUEST: '2' } as const;

/** ISO 7064 mod 97-10 over letters-as-numbers (A = 10 … Z = 35), as IBANs use. */
function mod97(text: string): number {
  let rest = 0;
  for (const ch of text) {
    const code = ch.charCodeAt(0);
    const value = code >= 65 ? String(code - 55) : ch;
    for (const digit of value) rest = (rest * 10 + Number(digit)) % 97;
  }
  return rest;
}

/** "RF" + check digits + body; the body is upper-cased and must be 1–21 letters or digits. */
export function creditorReference(body: string): string {
  const b = body.toUpperCase();
  if (!/^[A-Z0-9]{1,21}$/.test(b)) throw new RangeError(`not a creditor reference body: ${body}`);
  const check = 98 - mod97(`${b}RF00`);
  return `RF${String(check).padStart(2, '0')}${b}`;
}

/** Whether text (spaces ignored, any case) is a well-formed RF reference with the right check digits. */
export function isCreditorReference(text: string): boolean {
  const ref = text.replace(/\s/g, '').toUpperCase();
  if (!/^RF\d{2}[A-Z0-9]{1,21}$/.test(ref)) return false;
  return mod97(ref.slice(4) + ref.slice(0, 4)) === 1;
}

/** The reference of an invoice or deposit request, from its year and sequence. */
export function documentReference(doc: ReferencedDocument): string {
  const body = `${KIND_DIGIT[doc.kind]}${doc.year}${String(doc.sequence).padStart(5, '0')}`;
  if (body.length > BODY_MAX) throw new RangeError('sequence too long for a creditor reference');
  return creditorReference(body);
}

/** The document a reference points at, or null when it is not one of ours (or mistyped). */
export function parseDocumentReference(text: string): ReferencedDocument | null {
  if (!isCreditorReference(text)) return null;
  const body = text.replace(/\s/g, '').toUpperCase().slice(4);
  const m = /^([12])(\d{4})(\d{5,})$/.exec(body);
  if (!m) return null;
  return { kind: m[1] === '1' ? 'INVOICE' : 'PAYMENT_REQUEST', year: Number(m[2]), sequence: Number(m[3]) };
}

/** In groups of four, as printed for people to type ("RF18 1202 6000 01"). */
export function formatCreditorReference(ref: string): string {
  return ref.replace(/\s/g, '').replace(/(.{4})(?=.)/g, '$1 ');
}

/**
 * The RF reference of an issued invoice or advance invoice, from its year and sequence (both one
 * series): computed, never stored, as issued invoices never change. Null for a draft and a credit
 * note, which asks for no payment.
 */
export function invoiceCreditorReference(i: { status: string; kind: string; year: number | null; sequence: number | null }): string | null {
  if (i.status !== 'ISSUED' || i.kind === 'CREDIT_NOTE' || i.year === null || i.sequence === null) return null;
  return documentReference({ kind: 'INVOICE', year: i.year, sequence: i.sequence });
}
