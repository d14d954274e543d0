// The audit log for the manager: one page of entries, newest first, filtered by who, what, when and
// about what, with the names of the people and things involved resolved for the whole page at once
// (one query per kind of record at most, whatever the page size). The rules — categories, bounds, what of an
// entry's detail may be shown — are in graph/domain/audit-log.ts.
import type { Services } from '../context.ts';
import type { Prisma } from '../generated/prisma/client.ts';
import type { ActorKind } from '../generated/prisma/enums.ts';
import type { Language } from '../i18n/messages.ts';
import { AppError } from '../errors.ts';
import {
  AUDIT_LOG_MAX_PAGE,
  AUDIT_LOG_PAGE,
  auditActionsOf,
  auditCategory,
  auditPeriod,
  auditSummary,
  isAuditAction,
  type AuditAction,
  type AuditCategory,
  type AuditFilterProblem,
  type AuditSummary,
} from '../domain/audit-log.ts';
import { displayName } from './reservations-mail.ts';
import { memberName } from '../domain/organisation-members/names.ts';

export type AuditLogServices = Pick<Services, 'prisma'>;

export type AuditSubjectType = 'Organisation' | 'Staff' | 'Reservation' | 'ApiToken';

export interface AuditLogFilter {
  /** A kind of actor; with `actorId`, one account of that kind. */
  actorKind?: ActorKind | null;
  actorId?: string | null;
  category?: AuditCategory | null;
  /** One exact action (dotted code). */
  action?: string | null;
  /** Local days, YYYY-MM-DD, inclusive. */
  from?: string | null;
  to?: string | null;
  subject?: { type: AuditSubjectType; id: string } | null;
}

export interface AuditLogEntryView {
  id: string;
  createdAt: Date;
  action: AuditAction;
  category: AuditCategory;
  ip: string | null;
  actor: {
    kind: ActorKind;
    /** The account's id (a client's organisation or a member of staff); null for visitors and the system. */
    id: string | null;
    type: 'Organisation' | 'Staff' | null;
    /** Its name today; null when there is no account or it no longer exists. */
    name: string | null;
    /** The entry names an account that has since been erased. */
    deleted: boolean;
    /** For a CLIENT: the organisation's member who acted (null: an API token, or before organisations had members). */
    member: { name: string | null; former: boolean } | null;
  };
  subject: { type: AuditSubjectType; id: string; label: string | null; deleted: boolean } | null;
  summary: AuditSummary;
}

export interface AuditLogPage {
  entries: Array<{ cursor: string; entry: AuditLogEntryView }>;
  hasNextPage: boolean;
}

/** Opaque to clients: the position of an entry in newest-first order. */
export function auditCursor(entry: { createdAt: Date; id: string }): string {
  return Buffer.from(`${entry.createdAt.toISOString()}|${entry.id}`).toString('base64url');
}

function readCursor(cursor: string): { createdAt: Date; id: string } | null {
  const [at, id, ...rest] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const createdAt = new Date(at ?? '');
  if (rest.length || !id || !/^[0-9a-f-]{36}$/i.test(id) || Number.isNaN(createdAt.getTime())) return null;
  return { createdAt, id };
}

function refuse(language: Language, fields: Record<string, AuditFilterProblem>): never {
  throw new AppError('AUDIT_LOG_FILTER_INVALID', language, { detail: { fields } });
}

/** The WHERE of a filter (problems refused with AUDIT_LOG_FILTER_INVALID and their fields). */
export function auditLogWhere(filter: AuditLogFilter, language: Language): Prisma.AuditLogWhereInput {
  const period = auditPeriod(filter.from, filter.to);
  if (!period.ok) refuse(language, period.fields);
  if (filter.action && !isAuditAction(filter.action)) refuse(language, { action: 'UNKNOWN_ACTION' });
  if (filter.action && filter.category && auditCategory(filter.action as AuditAction) !== filter.category) {
    // An action outside the chosen category matches nothing: say so rather than answer an empty page.
    refuse(language, { action: 'UNKNOWN_ACTION' });
  }
  const { from, before } = period.period;
  return {
    ...(filter.actorKind ? { actorKind: filter.actorKind } : {}),
    ...(filter.actorId ? { actorId: filter.actorId } : {}),
    ...(filter.action ? { action: filter.action } : filter.category ? { action: { in: auditActionsOf(filter.category) } } : {}),
    ...(from || before ? { createdAt: { ...(from ? { gte: from } : {}), ...(before ? { lt: before } : {}) } } : {}),
    ...(filter.subject ? { subjectType: filter.subject.type, subjectId: filter.subject.id } : {}),
  };
}

/** One page, newest first (keyset on createdAt, id: stable while new entries arrive on top). */
export async function auditLogPage(
  services: AuditLogServices,
  filter: AuditLogFilter,
  page: { first?: number | null; after?: string | null },
  language: Language,
): Promise<AuditLogPage> {
  const first = page.first ?? AUDIT_LOG_PAGE;
  if (!Number.isInteger(first) || first < 1 || first > AUDIT_LOG_MAX_PAGE) refuse(language, { first: 'OUT_OF_RANGE' });
  const after = page.after ? readCursor(page.after) : null;
  if (page.after && !after) refuse(language, { after: 'INVALID_CURSOR' });
  const where = auditLogWhere(filter, language);
  const rows = await services.prisma.auditLog.findMany({
    where: after
      ? { AND: [where, { OR: [{ createdAt: { lt: after.createdAt } }, { createdAt: after.createdAt, id: { gt: after.id } }] }] }
      : where,
    // Matches the index (created_at DESC, id): ties within a millisecond go by id.
    orderBy: [{ createdAt: 'desc' }, { id: 'asc' }],
    take: first + 1,
  });
  const shown = rows.slice(0, first);
  const entries = await resolveNames(services, shown);
  return { entries: entries.map((entry) => ({ cursor: auditCursor(entry), entry })), hasNextPage: rows.length > first };
}

type Row = Awaited<ReturnType<AuditLogServices['prisma']['auditLog']['findMany']>>[number];

/** Names and labels for a page: one query per kind of record, only for ids the page holds. */
async function resolveNames(services: AuditLogServices, rows: Row[]): Promise<AuditLogEntryView[]> {
  const ids = { Staff: new Set<string>(), Organisation: new Set<string>(), Reservation: new Set<string>(), ApiToken: new Set<string>() };
  const memberIds = new Set<string>();
  for (const row of rows) {
    if (row.actorMemberId && row.actorKind === 'CLIENT') memberIds.add(row.actorMemberId);
    if (row.actorId && row.actorKind === 'STAFF') ids.Staff.add(row.actorId);
    if (row.actorId && row.actorKind === 'CLIENT') ids.Organisation.add(row.actorId);
    const type = subjectType(row.subjectType);
    if (type && row.subjectId && isUuidLike(row.subjectId)) ids[type].add(row.subjectId);
  }
  const [staff, clients, reservations, tokens, members] = await Promise.all([
    ids.Staff.size ? services.prisma.staff.findMany({ where: { id: { in: [...ids.Staff] } }, select: { id: true, name: true } }) : [],
    ids.Organisation.size
      ? services.prisma.client.findMany({ where: { id: { in: [...ids.Organisation] } }, select: { id: true, name: true, firstName: true, lastName: true } })
      : [],
    ids.Reservation.size ? services.prisma.reservation.findMany({ where: { id: { in: [...ids.Reservation] } }, select: { id: true, orderNumber: true } }) : [],
    ids.ApiToken.size ? services.prisma.apiToken.findMany({ where: { id: { in: [...ids.ApiToken] } }, select: { id: true, name: true } }) : [],
    memberIds.size
      ? services.prisma.member.findMany({ where: { id: { in: [...memberIds] } }, select: { id: true, firstName: true, lastName: true, email: true, erasedAt: true } })
      : [],
  ]);
  // A member is named as the organisation's people know them; erased, a neutral former member.
  const memberNames = new Map(
    members.map((m) => [m.id, { name: memberName(m), former: m.erasedAt !== null }]),
  );
  const names = {
    Staff: new Map(staff.map((s) => [s.id, s.name])),
    // The organisation's name, as staff know a client (the contact person is on the card).
    Organisation: new Map(clients.map((o) => [o.id, o.name || displayName(o)])),
    Reservation: new Map(reservations.map((r) => [r.id, r.orderNumber])),
    ApiToken: new Map(tokens.map((t) => [t.id, t.name])),
  };
  return rows.map((row) => {
    const action = isAuditAction(row.action) ? row.action : null;
    const summary = action ? auditSummary(action, row.detail) : {};
    const actorType = row.actorKind === 'STAFF' ? 'Staff' : row.actorKind === 'CLIENT' ? 'Organisation' : null;
    const actorName = actorType && row.actorId ? (names[actorType].get(row.actorId) ?? null) : null;
    const type = subjectType(row.subjectType);
    const label = type && row.subjectId ? (names[type].get(row.subjectId) ?? null) : null;
    return {
      id: row.id,
      createdAt: row.createdAt,
      // An action no longer written keeps its code; it counts as content (the neutral category).
      action: (action ?? row.action) as AuditAction,
      category: action ? auditCategory(action) : 'CONTENT',
      ip: row.ip,
      actor: {
        kind: row.actorKind,
        id: actorType ? row.actorId : null,
        type: actorType,
        name: actorName,
        deleted: actorType !== null && row.actorId !== null && actorName === null,
        member: row.actorKind === 'CLIENT' && row.actorMemberId ? (memberNames.get(row.actorMemberId) ?? { name: null, former: true }) : null,
      },
      subject:
        type && row.subjectId
          ? {
              type,
              id: row.subjectId,
              // A reservation or token that is gone is still known by the number or name its entries recorded.
              label: label ?? (type === 'Reservation' ? (summary.orderNumber ?? null) : type === 'ApiToken' ? (summary.name ?? null) : null),
              deleted: label === null,
            }
          : null,
      summary,
    };
  });
}

function subjectType(value: string | null): AuditSubjectType | null {
  return value === 'Organisation' || value === 'Staff' || value === 'Reservation' || value === 'ApiToken' ? value : null;
}

function isUuidLike(value: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
}
