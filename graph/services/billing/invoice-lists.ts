// Who sees which invoices, as a rule for one row and as a database query for lists, side by side so
// the two cannot drift; and the invoice list's filter and order. The GraphQL layer adds its selection
// (plugin-prisma's `query`) and pagination.
import type { Viewer } from '../../auth/viewer.ts';
import type { Prisma } from '../../db.ts';
import { dateToDb, parseLocalDate } from '../../domain/local-time.ts';
import type { InvoiceKind, InvoiceStatus } from '../../generated/prisma/enums.ts';
import { clientMay } from '../../auth/member-abilities.ts';

/**
 * Staff see every invoice, drafts included; a client only its own issued ones, and only its owners and
 * accountants (graph/domain/organisation-members/roles.ts); an API token (the
 * client's or the restaurant's) never a draft.
 */
export function mayseeInvoice(invoice: { status: InvoiceStatus; clientId: string | null }, viewer: Viewer): boolean {
  if (viewer.kind === 'staff') return !viewer.token || invoice.status === 'ISSUED';
  return viewer.kind === 'client' && invoice.status === 'ISSUED' && invoice.clientId === viewer.id && clientMay(viewer, 'money');
}

/** The rows a list may return to this viewer: mayseeInvoice as a query. */
export function visibleInvoicesWhere(viewer: Viewer): Prisma.InvoiceWhereInput {
  if (viewer.kind === 'staff' && !viewer.token) return {};
  if (viewer.kind === 'staff') return { status: 'ISSUED' };
  if (viewer.kind === 'client' && clientMay(viewer, 'money')) return { status: 'ISSUED', clientId: viewer.id };
  return { id: { in: [] } };
}

export interface InvoiceListFilter {
  /** Issued on or after this local day (YYYY-MM-DD). */
  from?: string | null;
  /** Issued on or before this local day (YYYY-MM-DD). */
  to?: string | null;
  clientId?: string | null;
  status?: InvoiceStatus | null;
  kind?: InvoiceKind | null;
}

/** Issued ones by the moment they were issued, newest first; drafts (not issued yet) before them, newest first. */
export const INVOICES_NEWEST_FIRST: Prisma.InvoiceOrderByWithRelationInput[] = [{ issuedAt: { sort: 'desc', nulls: 'first' } }, { createdAt: 'desc' }, { id: 'desc' }];

/** The list's rows for this viewer, or the fields whose day is not a date (field → INVALID_DATE). */
export function invoiceListWhere(filter: InvoiceListFilter, viewer: Viewer): { where: Prisma.InvoiceWhereInput } | { invalid: Record<string, string> } {
  const invalid: Record<string, string> = {};
  const from = filter.from ? parseLocalDate(filter.from) : null;
  const to = filter.to ? parseLocalDate(filter.to) : null;
  if (filter.from && !from) invalid.from = 'INVALID_DATE';
  if (filter.to && !to) invalid.to = 'INVALID_DATE';
  if (Object.keys(invalid).length) return { invalid };
  return {
    where: {
      AND: [
        visibleInvoicesWhere(viewer),
        from || to ? { issueDate: { ...(from ? { gte: dateToDb(from) } : {}), ...(to ? { lte: dateToDb(to) } : {}) } } : {},
        filter.clientId ? { clientId: filter.clientId } : {},
        filter.status ? { status: filter.status } : {},
        filter.kind ? { kind: filter.kind } : {},
      ],
    },
  };
}
