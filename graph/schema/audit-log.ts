// The audit log, read by the manager: a forward-only connection over graph/services/audit-log.ts.
// Entries are not nodes (nobody refetches one), and everything about them — the actor's and the
// subject's names, the shown part of the detail — is resolved by the service for the whole page.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { builder } from '../builder.ts';
import { AppError } from '../errors.ts';
import { AUDIT_ACTIONS, AUDIT_CATEGORIES, AUDIT_LOG_MAX_PAGE, AUDIT_LOG_PAGE, type AuditCategory, type AuditSummary } from '../domain/audit-log.ts';
import { RESTAURANT_TIME_ZONE } from '../domain/local-time.ts';
import { auditLogPage, type AuditLogEntryView, type AuditLogFilter, type AuditSubjectType } from '../services/audit-log.ts';
import { ClientRef } from './accounts.ts';
import { ApiTokenRef } from './api-tokens.ts';
import { ActorKindEnum, ReservationRef } from './reservations/types.ts';
import { StaffMemberRef } from './staff.ts';
import { PersonNameRef } from './people.ts';

const CATEGORY_DESCRIPTIONS: Record<AuditCategory, string> = {
  SIGN_IN: 'Sign-ins (successful, failed, refused), sign-outs, reused refresh tokens and password resets.',
  ACCOUNTS: 'Client accounts: registrations, e-mail verification, approvals, rejections, blocks, edits, deletions and erasures.',
  RESERVATIONS: 'Reservations: created, status changed, details edited.',
  STAFF: 'The team: invitations, renames, disabling and enabling, the manager role, members’ own profile and password changes.',
  CONTENT: 'The website and settings: prices, menus, site texts, capacity, opening hours and closed days.',
  NOTES: 'Internal notes added or deleted (never their text).',
  API_TOKENS: 'API tokens created, revoked and used (every use, with the root fields it asked for); webhook endpoints registered, changed, switched on or off (also by the worker after a day of failures), given a new secret or deleted (their host only); private calendar links made and revoked.',
  BILLING: 'Billing: VAT rates, the billing settings, agreements with organisations, billing details, invoices issued and credited, fees waived (with the reason).',
};

const AuditCategoryEnum = builder.enumType('AuditCategory', {
  description: 'What kind of event an audit log entry records; every action belongs to exactly one.',
  values: Object.fromEntries(AUDIT_CATEGORIES.map((category) => [category, { description: CATEGORY_DESCRIPTIONS[category] }])) as Record<
    AuditCategory,
    { description: string }
  >,
});

const AuditSubjectKindEnum = builder.enumType('AuditSubjectKind', {
  description: 'What an audit log entry is about.',
  values: {
    RESERVATION: { description: 'A reservation (its label is the order number).' },
    CLIENT: { description: 'A client organisation (its label is the organisation’s name).' },
    STAFF_MEMBER: { description: 'A member of staff (their label is their name).' },
    API_TOKEN: { description: 'An API token (its label is its name).' },
  } as const,
});

const SUBJECT_KIND: Record<AuditSubjectType, 'RESERVATION' | 'CLIENT' | 'STAFF_MEMBER' | 'API_TOKEN'> = {
  Reservation: 'RESERVATION',
  Organisation: 'CLIENT',
  Staff: 'STAFF_MEMBER',
  ApiToken: 'API_TOKEN',
};
const GLOBAL_TYPE: Record<AuditSubjectType, string> = { Reservation: 'Reservation', Organisation: 'Client', Staff: 'StaffMember', ApiToken: 'ApiToken' };

const AuditActorRef = builder.objectRef<AuditLogEntryView['actor']>('AuditActor').implement({
  description: 'Who did it. A client is its organisation; visitors (not signed in) are ANONYMOUS; scheduled jobs and the command line are the SYSTEM.',
  fields: (t) => ({
    kind: t.field({ type: ActorKindEnum, description: 'What kind of actor.', resolve: (actor) => actor.kind }),
    // Not `id`: Relay clients would take the entry's actor for the StaffMember or Client record itself.
    accountId: t.id({
      nullable: true,
      description: 'The global ID of the StaffMember or Client, when the entry names an account (also after it was erased); null for ANONYMOUS and SYSTEM, and for a failed sign-in to an unknown address.',
      resolve: (actor) => (actor.type && actor.id ? encodeGlobalID(GLOBAL_TYPE[actor.type], actor.id) : null),
    }),
    name: t.string({ nullable: true, description: 'The account’s name today; null when there is none or it has been erased.', resolve: (actor) => actor.name }),
    deleted: t.boolean({ description: 'The entry names an account that has since been erased (show a neutral “deleted account”).', resolve: (actor) => actor.deleted }),
    member: t.field({
      type: PersonNameRef,
      nullable: true,
      description: 'For a CLIENT: the organisation’s member who acted (a former member once their data was erased); null for an API token and for entries from before organisations had members.',
      resolve: (actor) => (actor.member ? { ...actor.member, staff: false } : null),
    }),
  }),
});

const AuditSubjectRef = builder.objectRef<NonNullable<AuditLogEntryView['subject']>>('AuditSubject').implement({
  description: 'What an entry is about.',
  fields: (t) => ({
    kind: t.field({ type: AuditSubjectKindEnum, description: 'What kind of thing.', resolve: (subject) => SUBJECT_KIND[subject.type] }),
    nodeId: t.id({ description: 'The global ID of the Reservation, Client, StaffMember or ApiToken (it may have been erased since).', resolve: (subject) => encodeGlobalID(GLOBAL_TYPE[subject.type], subject.id) }),
    label: t.string({
      nullable: true,
      description: 'The order number, organisation name, staff name or token name as it is today; for an erased reservation or token the number or name recorded with the entry; otherwise null.',
      resolve: (subject) => subject.label,
    }),
    deleted: t.boolean({ description: 'The reservation, client, member or token no longer exists.', resolve: (subject) => subject.deleted }),
  }),
});

const AuditSummaryRef = builder.objectRef<AuditSummary>('AuditSummary').implement({
  description: 'What may be shown of an entry’s detail, chosen per action (never secrets, passwords, note texts or messages to clients). Fields an action does not record are null or empty.',
  fields: (t) => ({
    from: t.string({ nullable: true, description: 'The value before: a reservation status, a former name, a price in cents, a reopened day.', resolve: (s) => s.from ?? null }),
    to: t.string({ nullable: true, description: 'The value after: a reservation status, a new name, a price in cents, a closed day.', resolve: (s) => s.to ?? null }),
    fields: t.stringList({ description: 'The names of what changed (account or reservation fields, site text keys, settings); an API token’s scopes; the root fields an API token use asked for.', resolve: (s) => s.fields ?? [] }),
    reason: t.string({ nullable: true, description: 'A refused sign-in’s reason, or the reason staff gave for an approval or block.', resolve: (s) => s.reason ?? null }),
    name: t.string({ nullable: true, description: 'A name recorded at the time: a menu item, a rejected organisation, an invited member, an API token.', resolve: (s) => s.name ?? null }),
    kind: t.string({ nullable: true, description: 'CLIENT or STAFF for a failed sign-in; a stop type for prices and menus; CREATED, UPDATED or DELETED for a menu item.', resolve: (s) => s.kind ?? null }),
    count: t.int({ nullable: true, description: 'Menu items put in a new order.', resolve: (s) => s.count ?? null }),
    orderNumbers: t.stringList({ description: 'Reservations cancelled together with a deleted account.', resolve: (s) => s.orderNumbers ?? [] }),
    orderNumber: t.string({ nullable: true, description: 'The order number recorded with a reservation’s entry.', resolve: (s) => s.orderNumber ?? null }),
  }),
});

const AuditLogEntryRef = builder.objectRef<AuditLogEntryView>('AuditLogEntry').implement({
  description: 'One recorded event of the audit log. Manager only.',
  fields: (t) => ({
    id: t.id({ description: 'A global ID of the entry (stable; entries are never changed).', resolve: (entry) => encodeGlobalID('AuditLogEntry', entry.id) }),
    createdAt: t.field({ type: 'DateTime', description: 'When it happened.', resolve: (entry) => entry.createdAt }),
    action: t.string({ description: `The dotted action code, one of: ${AUDIT_ACTIONS.join(', ')}.`, resolve: (entry) => entry.action }),
    category: t.field({ type: AuditCategoryEnum, description: 'The kind of event the action belongs to.', resolve: (entry) => entry.category }),
    actor: t.field({ type: AuditActorRef, description: 'Who did it.', resolve: (entry) => entry.actor }),
    subject: t.field({ type: AuditSubjectRef, nullable: true, description: 'Null for actions about no one thing (settings, content, sign-outs).', resolve: (entry) => entry.subject }),
    ip: t.string({ nullable: true, description: 'The address the request came from; null for the system and for older sessions.', resolve: (entry) => entry.ip }),
    summary: t.field({ type: AuditSummaryRef, description: 'What may be shown of the detail.', resolve: (entry) => entry.summary }),
  }),
});

const AuditLogFilterInput = builder.inputType('AuditLogFilter', {
  description: `Narrows the audit log; every field is optional and they combine. Dates are local days (${RESTAURANT_TIME_ZONE}), YYYY-MM-DD, inclusive.`,
  fields: (t) => ({
    actorKind: t.field({ type: ActorKindEnum, description: 'Only what this kind of actor did (STAFF, CLIENT, SYSTEM, ANONYMOUS visitors).' }),
    actorId: t.globalID({ for: [StaffMemberRef, ClientRef], description: 'Only what this member of staff or client organisation did (implies actorKind).' }),
    category: t.field({ type: AuditCategoryEnum, description: 'Only this kind of event.' }),
    action: t.string({ maxLength: 64, description: 'Only this exact action code (see AuditLogEntry.action); must belong to category when both are given.' }),
    from: t.string({ maxLength: 10, description: 'From this day on (inclusive).' }),
    to: t.string({ maxLength: 10, description: 'Up to and including this day.' }),
    subjectId: t.globalID({ for: [ReservationRef, ClientRef, StaffMemberRef, ApiTokenRef], description: 'Only entries about this reservation, client, member of staff or API token (whoever acted).' }),
  }),
});

const SUBJECT_OF_TYPENAME: Record<string, AuditSubjectType> = { Reservation: 'Reservation', Client: 'Organisation', StaffMember: 'Staff', ApiToken: 'ApiToken' };

builder.queryField('auditLog', (t) =>
  t.connection(
    {
      type: AuditLogEntryRef,
      description:
        `The audit log: sign-ins, registrations and approvals, reservation changes, team and content changes — newest first, ${AUDIT_LOG_PAGE} a page unless \`first\` says otherwise (1–${AUDIT_LOG_MAX_PAGE}). ` +
        'Forward only (`first`/`after`); a cursor stays valid while new entries arrive. Manager only. ' +
        'Errors: AUDIT_LOG_FILTER_INVALID with extensions.fields (from/to INVALID_DATE, to FROM_AFTER_TO, action UNKNOWN_ACTION, first OUT_OF_RANGE, after INVALID_CURSOR, before/last OUT_OF_RANGE).',
      authScopes: { manager: true },
      args: { filter: t.arg({ type: AuditLogFilterInput, description: 'Who, what, when and about what (all optional).' }) },
      resolve: async (_root, args, ctx) => {
        if (args.last != null || args.before != null) {
          throw new AppError('AUDIT_LOG_FILTER_INVALID', ctx.language, { detail: { fields: { [args.last != null ? 'last' : 'before']: 'OUT_OF_RANGE' } } });
        }
        const filter = args.filter ?? {};
        const actor = filter.actorId ? { kind: filter.actorId.typename === 'StaffMember' ? ('STAFF' as const) : ('CLIENT' as const), id: filter.actorId.id } : null;
        const query: AuditLogFilter = {
          actorKind: actor?.kind ?? filter.actorKind ?? null,
          actorId: actor?.id ?? null,
          category: filter.category ?? null,
          action: filter.action ?? null,
          from: filter.from ?? null,
          to: filter.to ?? null,
          subject: filter.subjectId ? { type: SUBJECT_OF_TYPENAME[filter.subjectId.typename]!, id: filter.subjectId.id } : null,
        };
        if (actor && filter.actorKind && filter.actorKind !== actor.kind) return { edges: [], pageInfo: { hasNextPage: false, hasPreviousPage: false, startCursor: null, endCursor: null } };
        const page = await auditLogPage(ctx.services, query, { first: args.first, after: args.after }, ctx.language);
        const edges = page.entries.map(({ cursor, entry }) => ({ cursor, node: entry }));
        return {
          edges,
          pageInfo: { hasNextPage: page.hasNextPage, hasPreviousPage: args.after != null, startCursor: edges[0]?.cursor ?? null, endCursor: edges.at(-1)?.cursor ?? null },
        };
      },
    },
    { name: 'AuditLogConnection', description: 'A page of the audit log.' },
    { name: 'AuditLogEdge', description: 'One entry of the audit log with its cursor.' },
  ),
);

