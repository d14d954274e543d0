// Deposit terms as the manager types them (the settings page, the poor-record rule, an agreement)
// and back: a kind, an amount (a percentage or euros per guest), what the due date counts from and
// how many days. The checks are graph/domain/deposits.ts's.
import { depositTermsProblem, type DepositTerms, type DepositTermsProblem } from '../../../graph/domain/deposits.ts';
import { centsToInput, parseEuros } from '../website/money.ts';

export interface DepositFormValue {
  kind: 'NONE' | 'PERCENT' | 'PER_GUEST';
  /** PERCENT: whole percent; PER_GUEST: euros as typed. */
  amount: string;
  dueFrom: 'CONFIRMATION' | 'ARRIVAL';
  dueDays: string;
}

/** The shape the API takes (DepositTermsInput). */
export interface DepositInput {
  kind: 'NONE' | 'PERCENT' | 'PER_GUEST';
  percent?: number | null;
  perGuestCents?: number | null;
  dueFrom?: 'CONFIRMATION' | 'ARRIVAL' | null;
  dueDays?: number | null;
}

export type DepositFormProblem = DepositTermsProblem | 'REQUIRED' | 'NOT_A_NUMBER';

/** What the API answered (DepositTerms), or nothing, as the form's fields. */
export function depositFormOf(
  terms: { readonly kind: string; readonly percent?: number | null; readonly perGuestCents?: number | null; readonly dueFrom?: string | null; readonly dueDays?: number | null } | null | undefined,
  locale: string,
): DepositFormValue {
  const kind = terms?.kind === 'PERCENT' || terms?.kind === 'PER_GUEST' ? terms.kind : 'NONE';
  return {
    kind,
    amount: kind === 'PERCENT' ? String(terms?.percent ?? '') : kind === 'PER_GUEST' ? centsToInput(terms?.perGuestCents, locale) : '',
    dueFrom: terms?.dueFrom === 'ARRIVAL' ? 'ARRIVAL' : 'CONFIRMATION',
    dueDays: terms?.dueDays != null ? String(terms.dueDays) : '7',
  };
}

/** The typed terms checked as the server checks them: the input to send, or what is wrong. */
export function depositFromForm(value: DepositFormValue): { ok: true; input: DepositInput } | { ok: false; problem: DepositFormProblem } {
  if (value.kind === 'NONE') return { ok: true, input: { kind: 'NONE' } };
  const days = value.dueDays.trim();
  if (!days) return { ok: false, problem: 'REQUIRED' };
  if (!/^\d{1,3}$/.test(days)) return { ok: false, problem: 'NOT_A_NUMBER' };
  const due = { from: value.dueFrom, days: Number(days) };
  let terms: DepositTerms;
  if (value.kind === 'PERCENT') {
    const text = value.amount.trim().replace(/\s*%$/, '');
    if (!text) return { ok: false, problem: 'REQUIRED' };
    if (!/^\d{1,3}$/.test(text)) return { ok: false, problem: 'NOT_A_NUMBER' };
    terms = { kind: 'PERCENT', percent: Number(text), due };
  } else {
    const euros = parseEuros(value.amount);
    if (!euros.ok) return { ok: false, problem: euros.problem === 'REQUIRED' ? 'REQUIRED' : euros.problem === 'OUT_OF_RANGE' ? 'AMOUNT_OUT_OF_RANGE' : 'NOT_A_NUMBER' };
    terms = { kind: 'PER_GUEST', perGuestCents: euros.cents ?? 0, due };
  }
  const problem = depositTermsProblem(terms);
  if (problem) return { ok: false, problem };
  return {
    ok: true,
    input: terms.kind === 'PERCENT' ? { kind: 'PERCENT', percent: terms.percent, dueFrom: due.from, dueDays: due.days } : { kind: 'PER_GUEST', perGuestCents: terms.perGuestCents, dueFrom: due.from, dueDays: due.days },
  };
}
