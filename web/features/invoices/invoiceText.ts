// What an invoice's kind and the billing refusals say (docs/errors.md § Billing), in one place for
// the staff panel, the Billing page and the client's pages.
import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { Problem } from '../../components/forms/problems.ts';

export const kindText = defineMessages({
  INVOICE: { id: 'invoices.kind.INVOICE' },
  CREDIT_NOTE: { id: 'invoices.kind.CREDIT_NOTE' },
  ADVANCE_INVOICE: { id: 'invoices.kind.ADVANCE_INVOICE' },
});

/** What a document is called; a kind this build does not know reads as an invoice. */
export function kindMessage(kind: string): MessageDescriptor {
  return kindText[kind as keyof typeof kindText] ?? kindText.INVOICE;
}

export const statusText = defineMessages({
  DRAFT: { id: 'invoices.status.DRAFT' },
  ISSUED: { id: 'invoices.status.ISSUED' },
});

const problems = defineMessages({
  RESERVATION_NOT_CLOSED: { id: 'invoices.problem.RESERVATION_NOT_CLOSED' },
  NOTHING_TO_INVOICE: { id: 'invoices.problem.NOTHING_TO_INVOICE' },
  ALREADY_INVOICED: { id: 'invoices.problem.ALREADY_INVOICED' },
  INVOICE_ISSUED: { id: 'invoices.problem.INVOICE_ISSUED' },
  ALREADY_CREDITED: { id: 'invoices.problem.ALREADY_CREDITED' },
  BILLING_DETAILS_MISSING: { id: 'invoices.problem.BILLING_DETAILS_MISSING' },
  SELLER_DETAILS_MISSING: { id: 'invoices.problem.SELLER_DETAILS_MISSING' },
  NO_FEE_TO_WAIVE: { id: 'invoices.problem.NO_FEE_TO_WAIVE' },
  LIST_TOO_LONG: { id: 'invoices.problem.LIST_TOO_LONG' },
  VALIDATION: { id: 'invoices.problem.VALIDATION' },
  NOT_FOUND: { id: 'invoices.problem.NOT_FOUND' },
  NETWORK: { id: 'invoices.problem.NETWORK' },
  UNKNOWN: { id: 'invoices.problem.UNKNOWN' },
});

export function billingProblem(problem: Pick<Problem, 'code'>): MessageDescriptor {
  return problems[problem.code as keyof typeof problems] ?? problems.UNKNOWN;
}

/** A month ("2026-11") as its first and last day, for the issue-date filter. */
export function monthRange(month: string): { from: string; to: string } | null {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  if (!match) return null;
  const year = Number(match[1]);
  const m = Number(match[2]);
  if (m < 1 || m > 12) return null;
  const last = new Date(Date.UTC(year, m, 0)).getUTCDate();
  return { from: `${month}-01`, to: `${month}-${String(last).padStart(2, '0')}` };
}

/** A local day ("2026-11-26") as people read it in the page's language (26. nov. 2026 / 26 Nov 2026). */
export function formatDay(day: string | null | undefined, locale: string): string {
  if (!day || !/^\d{4}-\d{2}-\d{2}$/.test(day)) return day ?? '';
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
}
