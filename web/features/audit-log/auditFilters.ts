// The audit log's filters as plain data, and their place in the URL, so that a view of the log is
// a link the manager can reload, bookmark or send:
//   ?who=STAFF&staff=<id>             one member of staff (who=STAFF alone: any member)
//   ?who=CLIENT&client=<id>&org=<name> one client organisation (the name is only the chip's label)
//   ?who=SYSTEM | ?who=ANONYMOUS      scheduled jobs / visitors who were not signed in
//   &what=RESERVATIONS                one category (graph/domain/audit-log.ts)
//   &from=2026-07-01&to=2026-07-07    local days (Ljubljana), inclusive
//   &about=<id>&label=<text>          everything about one reservation, client, member or API token
import { AUDIT_CATEGORIES, AUDIT_LOG_PAGE, type AuditCategory } from '../../../graph/domain/audit-log.ts';
import { ACCOUNT_TEXT_LIMITS } from '../../../graph/domain/account-rules.ts';
import { addDays, parseLocalDate, type LocalDate } from '../reservations/time.ts';

export { AUDIT_CATEGORIES, AUDIT_LOG_PAGE, type AuditCategory };

export const WHO_KINDS = ['ANY', 'STAFF', 'CLIENT', 'SYSTEM', 'ANONYMOUS'] as const;
export type WhoKind = (typeof WHO_KINDS)[number];

export interface AuditFilter {
  who: WhoKind;
  /** With who STAFF: one member's global ID (null: any member). */
  staffId: string | null;
  /** With who CLIENT: one organisation's global ID, and its name for the chip. */
  clientId: string | null;
  clientName: string | null;
  category: AuditCategory | null;
  from: LocalDate | null;
  to: LocalDate | null;
  /** Everything about one reservation, client or member (global ID), with its label. */
  aboutId: string | null;
  aboutLabel: string | null;
}

export const EMPTY_AUDIT_FILTER: AuditFilter = {
  who: 'ANY',
  staffId: null,
  clientId: null,
  clientName: null,
  category: null,
  from: null,
  to: null,
  aboutId: null,
  aboutLabel: null,
};

const GLOBAL_ID = /^(StaffMember|Client|Reservation|ApiToken):[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A member's, client's, reservation's or API token's global ID from the URL; anything else (a mangled link) is dropped. */
function globalId(value: string | null): string | null {
  const text = value?.trim() ?? '';
  if (!/^[A-Za-z0-9+/=]{4,200}$/.test(text)) return null;
  try {
    return GLOBAL_ID.test(atob(text)) ? text : null;
  } catch {
    return null;
  }
}

function label(value: string | null): string | null {
  return value?.trim().slice(0, ACCOUNT_TEXT_LIMITS.name) || null;
}

export function parseAuditFilter(params: URLSearchParams): AuditFilter {
  const whoParam = params.get('who') ?? '';
  const who: WhoKind = (WHO_KINDS as readonly string[]).includes(whoParam) ? (whoParam as WhoKind) : 'ANY';
  const what = params.get('what') ?? '';
  let from = parseLocalDate(params.get('from'));
  let to = parseLocalDate(params.get('to'));
  if (from && to && from > to) [from, to] = [to, from];
  const clientId = who === 'CLIENT' ? globalId(params.get('client')) : null;
  const aboutId = globalId(params.get('about'));
  return {
    who,
    staffId: who === 'STAFF' ? globalId(params.get('staff')) : null,
    clientId,
    clientName: clientId ? label(params.get('org')) : null,
    category: (AUDIT_CATEGORIES as readonly string[]).includes(what) ? (what as AuditCategory) : null,
    from,
    to,
    aboutId,
    aboutLabel: aboutId ? label(params.get('label')) : null,
  };
}

const PARAMS = ['who', 'staff', 'client', 'org', 'what', 'from', 'to', 'about', 'label'];

/** The URL's parameters with `filter` in place of the old one (other parameters stay). */
export function writeAuditFilter(params: URLSearchParams, filter: AuditFilter): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const name of PARAMS) next.delete(name);
  if (filter.who !== 'ANY') next.set('who', filter.who);
  if (filter.who === 'STAFF' && filter.staffId) next.set('staff', filter.staffId);
  if (filter.who === 'CLIENT' && filter.clientId) {
    next.set('client', filter.clientId);
    if (filter.clientName) next.set('org', filter.clientName);
  }
  if (filter.category) next.set('what', filter.category);
  if (filter.from) next.set('from', filter.from);
  if (filter.to) next.set('to', filter.to);
  if (filter.aboutId) {
    next.set('about', filter.aboutId);
    if (filter.aboutLabel) next.set('label', filter.aboutLabel);
  }
  return next;
}

/** The link showing everything about one subject (the rest of the filter cleared). */
export function aboutHref(subject: { id: string; label: string | null }): string {
  return `?${writeAuditFilter(new URLSearchParams(), { ...EMPTY_AUDIT_FILTER, aboutId: subject.id, aboutLabel: subject.label }).toString()}`;
}

/** The GraphQL AuditLogFilter input (only what is set). */
export interface AuditLogFilterInput {
  actorKind?: 'STAFF' | 'CLIENT' | 'SYSTEM' | 'ANONYMOUS';
  actorId?: string;
  category?: AuditCategory;
  from?: string;
  to?: string;
  subjectId?: string;
}

export function toGraphQL(filter: AuditFilter): AuditLogFilterInput {
  const input: AuditLogFilterInput = {};
  if (filter.who !== 'ANY') input.actorKind = filter.who;
  if (filter.who === 'STAFF' && filter.staffId) input.actorId = filter.staffId;
  if (filter.who === 'CLIENT' && filter.clientId) input.actorId = filter.clientId;
  if (filter.category) input.category = filter.category;
  if (filter.from) input.from = filter.from;
  if (filter.to) input.to = filter.to;
  if (filter.aboutId) input.subjectId = filter.aboutId;
  return input;
}

/** Equal keys: the server would answer the same list. */
export function auditFilterKey(filter: AuditFilter): string {
  return JSON.stringify(toGraphQL(filter));
}

export function isAuditFiltered(filter: AuditFilter): boolean {
  return auditFilterKey(filter) !== '{}';
}

export type DatePreset = 'today' | 'yesterday' | 'last7' | 'last30';
export const DATE_PRESETS: readonly DatePreset[] = ['today', 'yesterday', 'last7', 'last30'];

export function presetRange(preset: DatePreset, today: LocalDate): { from: LocalDate; to: LocalDate } {
  switch (preset) {
    case 'today':
      return { from: today, to: today };
    case 'yesterday':
      return { from: addDays(today, -1), to: addDays(today, -1) };
    case 'last7':
      return { from: addDays(today, -6), to: today };
    case 'last30':
      return { from: addDays(today, -29), to: today };
  }
}

export function activePreset(filter: AuditFilter, today: LocalDate): DatePreset | null {
  return DATE_PRESETS.find((preset) => {
    const range = presetRange(preset, today);
    return range.from === filter.from && range.to === filter.to;
  }) ?? null;
}
