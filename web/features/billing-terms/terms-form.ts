// The billing-terms forms' arithmetic: VAT rates as people type and read them ("9,5 %"), and
// cancellation tiers from the rows of the editor. The rules themselves are graph/domain's
// (cancellationTermsProblem): the page shows the same verdict next to the fields before saving.
import { cancellationTermsProblem, type CancellationTerms, type CancellationTermsProblem } from '../../../graph/domain/billing-terms.ts';
import { isVatRate } from '../../../graph/domain/money.ts';

/** A rate in basis points as a percentage in the locale: 950 → "9.5 %" (en) / "9,5 %" (sl). */
export function formatRate(rateBp: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(rateBp / 10000);
}

/** "9,5", "9.5 %", "22" → basis points; null when it is not a rate of 0–100 % with at most two decimals. */
export function parseRate(text: string): number | null {
  const compact = text.replace(/[\s\u00a0%]/g, '').replace(',', '.');
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(compact)) return null;
  const [whole, fraction = ''] = compact.split('.');
  const bp = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return isVatRate(bp) ? bp : null;
}

/** One row of the tier editor, as typed. */
export interface TierRow {
  hoursBefore: string;
  percent: string;
}

export type TermsFormProblem = CancellationTermsProblem | 'REQUIRED' | 'NOT_A_NUMBER';

const WHOLE = /^\d{1,4}$/;

/** The editor's rows as terms, or why they cannot be saved (the domain's code, or a typing problem). */
export function termsFromRows(rows: readonly TierRow[], noShowPercent: string): { ok: true; terms: CancellationTerms } | { ok: false; problem: TermsFormProblem } {
  const texts = [...rows.flatMap((r) => [r.hoursBefore, r.percent]), noShowPercent].map((t) => t.trim());
  if (texts.some((t) => t === '')) return { ok: false, problem: 'REQUIRED' };
  if (texts.some((t) => !WHOLE.test(t))) return { ok: false, problem: 'NOT_A_NUMBER' };
  const terms = { tiers: rows.map((r) => ({ hoursBefore: Number(r.hoursBefore.trim()), percent: Number(r.percent.trim()) })), noShowPercent: Number(noShowPercent.trim()) };
  const problem = cancellationTermsProblem(terms);
  return problem ? { ok: false, problem } : { ok: true, terms };
}
