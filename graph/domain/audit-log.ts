// The audit log as the manager reads it: every action the server records (graph/audit.ts writes
// them), the category each belongs to, the bounds of a query, and the part of an entry's detail
// that may be shown. The web imports these, so a category means the same in the filter and the list.
//
// What is shown of an entry's detail is a whitelist per action (auditSummary), never the stored
// JSON: whatever a future audit() call adds to its detail stays hidden until someone decides here
// that it may be read. Free texts written to a client (a status change's note) are not shown either.
import { addDays, localToInstant, parseLocalDate, type LocalDate } from './local-time.ts';

export const AUDIT_ACTIONS = [
  'auth.sign_in.succeeded',
  'auth.sign_in.failed',
  'auth.sign_in.refused',
  'auth.sign_out',
  'auth.refresh_reused',
  'auth.password_reset.requested',
  'auth.password_reset.completed',
  'account.registered',
  'account.registration_for_existing',
  'account.verified',
  'account.approved',
  'account.rejected',
  'account.blocked',
  'account.unblocked',
  'account.updated',
  'account.deleted',
  'account.purged',
  'account.unverified_erased',
  'member.invited',
  'member.invitation_resent',
  'member.invitation_revoked',
  'member.joined',
  'member.role_changed',
  'member.removed',
  'member.left',
  'member.erased',
  'staff.invited',
  'staff.invitation_resent',
  'staff.invitation_accepted',
  'staff.renamed',
  'staff.disabled',
  'staff.enabled',
  'staff.manager_transferred',
  'staff.profile_updated',
  'staff.password_changed',
  'staff.manager_recovery_issued',
  'content.price_changed',
  'content.menu_changed',
  'content.menu_reordered',
  'content.texts_changed',
  'settings.changed',
  'reservation.created',
  'reservation.status_changed',
  'reservation.updated',
  'reservation.placed',
  'note.created',
  'note.deleted',
  'api_token.created',
  'api_token.revoked',
  'api_token.used',
  'calendar_feed.created',
  'calendar_feed.revoked',
  'webhook.registered',
  'webhook.updated',
  'webhook.secret_rotated',
  'webhook.enabled',
  'webhook.disabled',
  'webhook.deleted',
  'billing.settings_changed',
  'billing.vat_rate_saved',
  'billing.agreement_saved',
  'billing.agreement_deleted',
  'billing.details_changed',
  'invoice.issued',
  'invoice.credited',
  'invoice.reminders_paused',
  'invoice.reminders_resumed',
  'reservation.fee_waived',
  'bank_statement.imported',
  'payment.matched',
  'payment.match_undone',
  'payment.recorded',
  'payment.refunded',
  'billing.deposit_waived',
  'waiting_list.joined',
  'waiting_list.left',
  'waiting_list.removed',
  'waiting_list.offered',
  'waiting_list.declined',
  'waiting_list.booked',
  'reservation.driver_reported',
  'reservation.driver_link_renewed',
] as const;

export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export function isAuditAction(text: string): text is AuditAction {
  return (AUDIT_ACTIONS as readonly string[]).includes(text);
}

/** What the manager filters by ("what"): each action belongs to exactly one. */
export const AUDIT_CATEGORIES = ['SIGN_IN', 'ACCOUNTS', 'RESERVATIONS', 'STAFF', 'CONTENT', 'NOTES', 'API_TOKENS', 'BILLING'] as const;
export type AuditCategory = (typeof AUDIT_CATEGORIES)[number];

/** Sign-ins and passwords, client accounts (registrations, approvals), reservations, the team, the site, notes, API tokens, billing. */
export function auditCategory(action: AuditAction): AuditCategory {
  // A waived fee is about money owed: filed with billing, not with the reservation's own changes.
  if (action.startsWith('billing.') || action.startsWith('invoice.') || action === 'reservation.fee_waived') return 'BILLING';
  // Money received, matched and paid back.
  if (action.startsWith('payment.') || action.startsWith('bank_statement.')) return 'BILLING';
  if (action.startsWith('auth.')) return 'SIGN_IN';
  if (action.startsWith('account.')) return 'ACCOUNTS';
  // An organisation's people: who may sign in for it, and as what.
  if (action.startsWith('member.')) return 'ACCOUNTS';
  if (action.startsWith('reservation.') || action.startsWith('waiting_list.')) return 'RESERVATIONS';
  if (action.startsWith('staff.')) return 'STAFF';
  if (action.startsWith('note.')) return 'NOTES';
  // Calendar links and webhooks hand reservations to other systems too: filed with the API tokens.
  if (action.startsWith('api_token.') || action.startsWith('calendar_feed.') || action.startsWith('webhook.')) return 'API_TOKENS';
  return 'CONTENT';
}

/** The actions of a category (what the list query asks the database for). */
export function auditActionsOf(category: AuditCategory): AuditAction[] {
  return AUDIT_ACTIONS.filter((action) => auditCategory(action) === category);
}

/** The most entries one page may ask for (`first`); the web asks for 50. */
export const AUDIT_LOG_MAX_PAGE = 100;
export const AUDIT_LOG_PAGE = 50;

/** Who did it: one particular account, or a kind of actor. */
export const AUDIT_ACTOR_KINDS = ['ANONYMOUS', 'CLIENT', 'STAFF', 'SYSTEM'] as const;
export type AuditActorKind = (typeof AUDIT_ACTOR_KINDS)[number];

export type AuditFilterProblem = 'INVALID_DATE' | 'FROM_AFTER_TO' | 'UNKNOWN_ACTION' | 'OUT_OF_RANGE' | 'INVALID_CURSOR';

export interface AuditPeriod {
  /** Inclusive. */
  from: Date | null;
  /** Exclusive: the midnight after the last day. */
  before: Date | null;
}

/** Local days (Europe/Ljubljana, inclusive) as instants; problems per field, or the period. */
export function auditPeriod(
  fromText: string | null | undefined,
  toText: string | null | undefined,
): { ok: true; period: AuditPeriod } | { ok: false; fields: Record<string, AuditFilterProblem> } {
  const fields: Record<string, AuditFilterProblem> = {};
  const from = fromText ? parseLocalDate(fromText) : null;
  const to = toText ? parseLocalDate(toText) : null;
  if (fromText && !from) fields.from = 'INVALID_DATE';
  if (toText && !to) fields.to = 'INVALID_DATE';
  if (from && to && from > to) fields.to = 'FROM_AFTER_TO';
  if (Object.keys(fields).length) return { ok: false, fields };
  return { ok: true, period: { from: from ? midnight(from) : null, before: to ? midnight(addDays(to, 1)) : null } };
}

function midnight(date: LocalDate): Date {
  // Midnight always exists in Ljubljana (the clocks change at 02:00 and 03:00).
  const resolved = localToInstant(date, 0);
  if (!resolved.ok) throw new Error(`no midnight on ${date}`);
  return resolved.instant;
}

/** What may be shown of an entry's detail. Every field is optional; none holds a secret. */
export interface AuditSummary {
  /** A value before the change: a reservation status, a former name, a price in cents. */
  from?: string | null;
  /** The value after it. */
  to?: string | null;
  /** The names of what changed (fields, site texts, settings), an API token's scopes or the root fields a use asked for. */
  fields?: string[];
  /** Why: a sign-in refusal's reason, the reason staff gave to block an account, FAILING for a webhook the worker gave up on. */
  reason?: string | null;
  /** A name recorded at the time: a menu item, a rejected organisation, an invited member, an API token, a webhook's host. */
  name?: string | null;
  /** A qualifier: CLIENT or STAFF (failed sign-in), a stop type (prices, menus), CREATED/DELETED (menu items). */
  kind?: string | null;
  /** How many: menu items reordered. */
  count?: number | null;
  /** Reservations cancelled with a deleted account. */
  orderNumbers?: string[];
  /** The order number recorded with a reservation's entry (still known after the reservation is gone). */
  orderNumber?: string | null;
}

type Json = Record<string, unknown>;

const text = (value: unknown): string | null => (typeof value === 'string' ? value.slice(0, 200) : typeof value === 'number' ? String(value) : null);
const texts = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string').slice(0, 50) : []);

/** The fields a settings change touched, by name (never their values: opening hours are lists). */
function settingsFields(detail: Json): string[] {
  if (detail.to && typeof detail.to === 'object') return Object.keys(detail.to).slice(0, 20);
  if ('openingHours' in detail) return ['openingHours'];
  if ('closedDay' in detail) return ['closedDay'];
  if ('reopenedDay' in detail) return ['reopenedDay'];
  return [];
}

/** The whitelisted part of a stored detail, per action (see the comment at the top). */
export function auditSummary(action: AuditAction, stored: unknown): AuditSummary {
  const detail: Json = stored && typeof stored === 'object' && !Array.isArray(stored) ? (stored as Json) : {};
  switch (action) {
    case 'auth.sign_in.failed':
      return { kind: detail.kind === 'staff' ? 'STAFF' : detail.kind === 'client' ? 'CLIENT' : null };
    case 'auth.sign_in.refused':
      return { reason: text(detail.reason) };
    case 'account.rejected':
      return { name: text(detail.name) };
    case 'account.approved':
    case 'account.blocked':
    case 'account.unblocked':
      return { reason: text(detail.reason) };
    case 'account.updated':
    case 'reservation.updated':
      return { fields: texts(detail.fields), orderNumber: text(detail.orderNumber) };
    case 'account.deleted':
      return { orderNumbers: texts(detail.cancelledReservations) };
    case 'staff.invited':
      return { name: text(detail.name) };
    // The invited address and the role; a member's change names the roles (never a password or a link).
    case 'member.invited':
    case 'member.invitation_resent':
    case 'member.invitation_revoked':
      return { name: text(detail.email), to: text(detail.role) };
    case 'member.joined':
      return { to: text(detail.role) };
    case 'member.role_changed':
      return { from: text(detail.from), to: text(detail.to) };
    case 'staff.renamed':
    case 'staff.profile_updated':
      return { from: text(detail.from), to: text(detail.to) };
    case 'content.price_changed':
      return { kind: text(detail.type), from: text(detail.from), to: text(detail.to) };
    case 'content.menu_changed':
      return { name: text(detail.name), kind: detail.deleted ? 'DELETED' : detail.created ? 'CREATED' : 'UPDATED' };
    case 'content.menu_reordered':
      return { kind: text(detail.stopType), count: typeof detail.items === 'number' ? detail.items : null };
    case 'content.texts_changed':
      return { fields: texts(detail.keys) };
    case 'settings.changed':
      return { fields: settingsFields(detail), ...(typeof detail.closedDay === 'string' ? { to: detail.closedDay } : {}), ...(typeof detail.reopenedDay === 'string' ? { from: detail.reopenedDay } : {}) };
    case 'reservation.created':
      return { orderNumber: text(detail.orderNumber) };
    // The token's name and scopes; never its secret or hash (not recorded) nor its prefix.
    case 'api_token.created':
      return { name: text(detail.name), fields: texts(detail.scopes) };
    case 'api_token.revoked':
      return { name: text(detail.name) };
    case 'api_token.used':
      return { fields: texts(detail.fields) };
    // A webhook's host only: a receiver's path or query may carry its own secret.
    case 'webhook.registered':
    case 'webhook.updated':
      return { name: text(detail.host), fields: texts(detail.events) };
    case 'webhook.secret_rotated':
    case 'webhook.enabled':
    case 'webhook.deleted':
      return { name: text(detail.host) };
    case 'webhook.disabled':
      return { name: text(detail.host), reason: text(detail.reason) };
    case 'reservation.status_changed':
      return { orderNumber: text(detail.orderNumber), from: text(detail.from), to: text(detail.to) };
    case 'reservation.placed':
      return { orderNumber: text(detail.orderNumber), fields: Object.keys(detail).filter((key) => key === 'rooms' || key === 'bays') };
    case 'billing.settings_changed':
      return { fields: settingsFields(detail) };
    case 'billing.vat_rate_saved':
      return { name: text(detail.name), to: text(detail.to), kind: detail.created ? 'CREATED' : 'UPDATED' };
    case 'billing.agreement_saved':
      return { name: text(detail.name), from: text(detail.validFrom), to: text(detail.validUntil), kind: detail.created ? 'CREATED' : 'UPDATED' };
    case 'billing.agreement_deleted':
      return { name: text(detail.name) };
    case 'billing.details_changed':
      return { fields: texts(detail.fields) };
    // The number and the reservation; amounts stay on the invoice itself.
    case 'invoice.issued':
      return { name: text(detail.number), kind: text(detail.kind), orderNumber: text(detail.orderNumber) };
    case 'invoice.credited':
      return { name: text(detail.number), to: text(detail.creditNote), reason: text(detail.reason), orderNumber: text(detail.orderNumber) };
    case 'invoice.reminders_paused':
      return { name: text(detail.number), reason: text(detail.reason) };
    case 'invoice.reminders_resumed':
      return { name: text(detail.number) };
    case 'reservation.fee_waived':
      return { orderNumber: text(detail.orderNumber), reason: text(detail.reason) };
    // The file and how many payments it brought; a match's document number; a payment's method. Amounts stay on the payments.
    case 'bank_statement.imported':
      return { name: text(detail.fileName), count: typeof detail.newCount === 'number' ? detail.newCount : null };
    case 'payment.matched':
    case 'payment.match_undone':
      return { name: text(detail.number) };
    // "none": paid back from the client's credit, not against a credit note.
    case 'payment.refunded':
      return { name: text(detail.number) ?? 'none' };
    case 'payment.recorded':
      return { name: text(detail.number), kind: text(detail.method) };
    // The driver's report: what it said, never the link.
    case 'reservation.driver_reported':
      return { orderNumber: text(detail.orderNumber), kind: text(detail.state) };
    case 'reservation.driver_link_renewed':
      return { orderNumber: text(detail.orderNumber) };
    case 'billing.deposit_waived':
      return { name: text(detail.number), orderNumber: text(detail.orderNumber), reason: text(detail.reason) };
    // The day waited for and, once offered or booked, the time and the order.
    case 'waiting_list.joined':
    case 'waiting_list.left':
    case 'waiting_list.removed':
    case 'waiting_list.declined':
      return { name: text(detail.day) };
    case 'waiting_list.offered':
      return { name: text(detail.day), to: text(detail.arrivalTime) };
    case 'waiting_list.booked':
      return { name: text(detail.day), orderNumber: text(detail.orderNumber) };
    default:
      return {};
  }
}
