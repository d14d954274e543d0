// The payload of the EPC QR code ("GiroCode", EPC069-12 version 2): a SEPA credit transfer that
// banking apps in SI, AT, DE, IT and the rest of the euro area fill in when they scan it. Built here
// for the PDF, the mail and the web app alike, and parsed back by the tests that decode the printed code.
import { centsToDecimal } from './money.ts';

export interface EpcTransfer {
  /** Optional in version 2 inside the EEA. */
  bic: string | null;
  /** The beneficiary (at most 70 characters; longer is cut). */
  name: string;
  iban: string;
  amountCents: number;
  /** A structured creditor reference (RF…); the payload then carries no free text. */
  reference: string | null;
  /** Free text, when there is no structured reference (at most 140 characters). */
  text: string | null;
}

/** The scheme's limits on amounts: EUR 0.01 to 999,999,999.99. */
export const EPC_AMOUNT_MAX_CENTS = 99_999_999_999;
const NAME_MAX = 70;
const TEXT_MAX = 140;
const PAYLOAD_MAX_BYTES = 331;

const compact = (s: string) => s.replace(/\s/g, '').toUpperCase();

/** The payload's text (UTF-8, lines joined by LF), or null when the transfer cannot be one (no IBAN, amount out of range). */
export function epcPayload(t: EpcTransfer): string | null {
  if (!t.iban.trim() || t.amountCents < 1 || t.amountCents > EPC_AMOUNT_MAX_CENTS) return null;
  const lines = [
    'BCD',
    '002',
    '1', // UTF-8
    'SCT',
    t.bic ? compact(t.bic) : '',
    t.name.replace(/\s+/g, ' ').trim().slice(0, NAME_MAX),
    compact(t.iban),
    `EUR${centsToDecimal(t.amountCents)}`,
    '', // purpose
    t.reference ? compact(t.reference) : '',
    t.reference ? '' : (t.text ?? '').replace(/\s+/g, ' ').trim().slice(0, TEXT_MAX),
  ];
  while (lines.at(-1) === '') lines.pop();
  const payload = lines.join('\n');
  return new TextEncoder().encode(payload).length <= PAYLOAD_MAX_BYTES ? payload : null;
}

/** A scanned payload read back; null when it is not an EPC credit transfer. */
export function parseEpcPayload(payload: string): EpcTransfer | null {
  const l = payload.split(/\r?\n/);
  if (l[0] !== 'BCD' || !['001', '002'].includes(l[1] ?? '') || l[3] !== 'SCT') return null;
  const amount = /^EUR(\d{1,9})(?:\.(\d{1,2}))?$/.exec(l[7] ?? '');
  if (!amount) return null;
  return {
    bic: l[4] || null,
    name: l[5] ?? '',
    iban: l[6] ?? '',
    amountCents: Number(amount[1]) * 100 + Number((amount[2] ?? '0').padEnd(2, '0')),
    reference: l[9] || null,
    text: l[10] || null,
  };
}
