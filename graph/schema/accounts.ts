// Client (organisation) accounts: the GraphQL surface. Rules live in graph/domain.
import { builder } from '../builder.ts';
import { readOncePerEvent, type ClientAccountEvent } from '../pubsub.ts';
import { ClientStatus as ClientStatuses } from '../generated/prisma/enums.ts';
import { LanguageEnum, ClientStatusEnum } from './enums.ts';
import { maxItems } from './bounds.ts';
import { nodeVisibility } from './node.ts';
import { clientListQuery, clientListWhere } from '../services/client-lists.ts';
import { findManyInOneStatement } from '../one-statement-reads/read.ts';

/** A client sees only its own account; staff see every account. */
export const ClientRef = builder.prismaNode('Client', {
  name: 'Client',
  description: 'An organisation account: a company, agency, group or organiser that books stops.',
  id: { field: 'id' },
  // Only the columns a request asks for are read: a staff list of 50 rows would otherwise read
  // every organisation's every column (the password hash among them) just to print its name.
  select: { id: true },
  authScopes: nodeVisibility('Client', 'client', (client: { id: string }, ctx) => ctx.viewer.kind === 'staff' || (ctx.viewer.kind === 'client' && ctx.viewer.id === client.id)),
  fields: (t) => ({
    name: t.exposeString('name', { description: 'Group, company or agency name.' }),
    firstName: t.exposeString('firstName', { nullable: true, description: 'The contact person’s first name (null: not given).' }),
    lastName: t.exposeString('lastName', { nullable: true, description: 'The contact person’s last name (null: not given).' }),
    email: t.exposeString('email', { description: 'The organisation’s notification address: every mail about it goes here as well as to the member who acted. Its members sign in with their own addresses.' }),
    phone: t.exposeString('phone', { nullable: true, description: 'The contact phone number, as entered (null: not given).' }),
    username: t.exposeString('username', { description: 'The name the account was registered under; unique.' }),
    contactInfo: t.exposeString('contactInfo', { nullable: true, description: 'Additional contact information.' }),
    language: t.expose('language', { type: LanguageEnum, description: 'Preferred language, used for every e-mail.' }),
    status: t.expose('status', { type: ClientStatusEnum, description: 'Where the account stands in staff approval.' }),
    emailVerified: t.boolean({
      description: 'Whether the e-mail address was confirmed through the link mailed at registration.', select: { emailVerifiedAt: true }, resolve: (client) => client.emailVerifiedAt !== null }),
    registeredAt: t.expose('createdAt', { type: 'DateTime', description: 'Registration date.' }),
    approvedAt: t.expose('approvedAt', { type: 'DateTime', nullable: true, description: 'When staff approved the account (null: not approved).' }),
    // The type's own check already limits a client to its own account.
    blockedReason: t.exposeString('blockedReason', {
      nullable: true,
      description: 'Why staff blocked the account; shown to staff and to the blocked client.',
      authScopes: { staff: true, client: true },
    }),
  }),
});

const ClientAccountEventKindEnum = builder.enumType('ClientAccountEventKind', {
  description: 'What happened to a client account.',
  values: {
    REGISTERED: { description: 'The organisation registered (the account is PENDING).' },
    VERIFIED: { description: 'It confirmed its e-mail address.' },
    APPROVED: { description: 'Staff approved it: it may book.' },
    REJECTED: { description: 'Staff rejected the registration; the account is gone.' },
    BLOCKED: { description: 'Staff blocked it.' },
    UNBLOCKED: { description: 'Staff lifted the block.' },
    DELETED: { description: 'The account was deleted (archived or erased).' },
  } as const,
});

const ClientAccountEventRef = builder.objectRef<ClientAccountEvent>('ClientAccountEvent').implement({
  description: 'A change to a client account, for the staff approval queue and client cards.',
  fields: (t) => ({
    kind: t.field({ type: ClientAccountEventKindEnum, description: 'What happened.', resolve: (event) => event.kind }),
    clientId: t.globalID({ description: 'The account’s global ID (kept even when the account is gone).', resolve: (event) => ({ type: 'Client', id: event.clientId }) }),
    at: t.field({ type: 'DateTime', description: 'When it happened.', resolve: (event) => event.at }),
    client: t.prismaField({
      type: 'Client',
      nullable: true,
      description: 'The account as it is now (null once rejected or purged).',
      resolve: (query, event, _args, ctx) => readOncePerEvent(event, query, () => ctx.prisma.client.findUnique({ ...query, where: { id: event.clientId } })),
    }),
  }),
});

builder.subscriptionField('clientAccountChanged', (t) =>
  t.field({
    type: ClientAccountEventRef,
    description: 'Registrations and staff decisions on client accounts, as they happen. Staff only.',
    authScopes: { staff: true },
    subscribe: (_root, _args, ctx) => ctx.pubsub.subscribe('clientAccount'),
    resolve: (event) => event,
  }),
);

const ClientOrderEnum = builder.enumType('ClientOrder', {
  description: 'How to sort client accounts.',
  values: {
    REGISTERED_OLDEST_FIRST: { description: 'The approval queue: first come, first served.' },
    REGISTERED_NEWEST_FIRST: { description: 'Latest registrations first.' },
    NAME: { description: 'Alphabetical by organisation name.' },
  } as const,
});

builder.queryField('clients', (t) =>
  t.prismaConnection({
    type: 'Client',
    cursor: 'id',
    description: 'Client accounts, for staff: the approval queue (status PENDING) and the client cards.',
    authScopes: { staff: true },
    args: {
      status: t.arg({ type: [ClientStatusEnum], description: 'Only these states (default: all but ARCHIVED).', ...maxItems(Object.keys(ClientStatuses).length) }),
      search: t.arg.string({ description: 'Part of the organisation name, contact name, e-mail, username or phone number.' }),
      orderBy: t.arg({ type: ClientOrderEnum, defaultValue: 'REGISTERED_NEWEST_FIRST', description: 'The order of the list.' }),
    },
    totalCount: (_root, args, ctx) => ctx.prisma.client.count({ where: clientListWhere(args) }),
    resolve: (query, _root, args, ctx) => findManyInOneStatement(ctx.services, 'Client', { ...query, ...clientListQuery(args, args.orderBy) }),
  }),
);
