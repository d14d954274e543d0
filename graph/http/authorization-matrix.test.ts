// The authorization matrix (docs/product.md § Roles and access): every query, mutation and subscription
// of the schema, tried as each kind of person — anonymous, unverified / pending / approved / blocked
// client, admin and manager — is allowed or refused exactly as declared below. A new root field without
// a row here fails the test, so nobody can add an API without deciding who may use it. Allowed means
// "got past authorization" (it may still fail validation on the placeholder arguments). The same goes
// for every node type through node(id:) and nodes(ids:): a row the role may not see answers null
// exactly as a missing row or a malformed id does.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLObjectType,
} from 'graphql';
import { getSchema } from '../schema/index.ts';
import { nodeTypesWithVisibility } from '../schema/node.ts';
import { startTestServer, type TestServer } from '../testing/server.ts';
import { countStatements } from '../testing/statements.ts';
import { createApiToken, type TokenOwner } from '../services/api-tokens.ts';
import type { ApiTokenScope } from '../domain/api-tokens.ts';
import { addMember, createOrganisation } from '../testing/organisations.ts';
import type { MemberRole } from '../generated/prisma/enums.ts';

type Person = 'anonymous' | 'unverified' | 'pending' | 'approved' | 'blocked' | 'admin' | 'manager' | Member;
/** The approved organisation's people besides its owner ('approved' is the owner), one per role. */
type Member = 'booker' | 'accountant' | 'viewer';
/** API token holders: the approved organisation's systems (read; read and book; webhooks only; invoices only), a kitchen display and the restaurant's accounting. */
type TokenHolder = 'readToken' | 'bookToken' | 'hookToken' | 'invoiceToken' | 'restaurantToken' | 'accountingToken';
type Role = Person | TokenHolder;
const MEMBERS: Member[] = ['booker', 'accountant', 'viewer'];
const PEOPLE: Role[] = ['anonymous', 'unverified', 'pending', 'approved', 'blocked', 'admin', 'manager', ...MEMBERS];
const TOKENS: TokenHolder[] = ['readToken', 'bookToken', 'hookToken', 'invoiceToken', 'restaurantToken', 'accountingToken'];
const ROLES: Role[] = [...PEOPLE, ...TOKENS];

/** Everyone, token holders included: public facts, who is asking, objects by id (each node's rule applies). */
const EVERYONE = ROLES;
/** Each organisation's owner, in every state of the account (the members are in MEMBERS). */
const CLIENTS: Role[] = ['unverified', 'pending', 'approved', 'blocked'];
const UNBLOCKED_CLIENTS: Role[] = ['unverified', 'pending', 'approved'];
// The approved organisation's people by what their role lets them do (graph/domain/organisation-members/roles.ts):
// every role reads; the owner and the booker book; the owner and the accountant handle money; the owner alone manages.
const READERS: Role[] = ['approved', ...MEMBERS];
const BOOKERS: Role[] = ['approved', 'booker'];
const MONEY: Role[] = ['approved', 'accountant'];
const STAFF: Role[] = ['admin', 'manager'];
const MANAGER: Role[] = ['manager'];
/** The tokens that read reservations: READ_RESERVATIONS (the read and the book token) and the restaurant's. */
const RESERVATION_TOKENS: Role[] = ['readToken', 'bookToken', 'restaurantToken'];
/** Webhooks: the approved organisation's (signed in, or its MANAGE_WEBHOOKS token) and the restaurant's (the manager). */
const WEBHOOK_OWNERS: Role[] = ['approved', 'manager', 'hookToken'];

/** Who may call each root field. */
const MATRIX: Record<'Query' | 'Mutation' | 'Subscription', Record<string, Role[]>> = {
  Query: {
    node: EVERYONE,
    nodes: EVERYONE,
    viewer: EVERYONE,
    site: EVERYONE,
    reservationRules: EVERYONE,
    captchaChallenge: PEOPLE,
    passwordResetLinkValid: PEOPLE,
    staffInvitation: PEOPLE,
    exportMyData: CLIENTS,
    // The booking wizard's: those who book.
    reservationAvailability: [...BOOKERS, ...STAFF, 'bookToken'],
    dayAvailability: [...BOOKERS, ...STAFF, 'bookToken'],
    bookingTerms: [...BOOKERS, ...STAFF, 'bookToken'],
    defaultCancellationTerms: EVERYONE,
    clients: STAFF,
    reservations: [...STAFF, 'restaurantToken'],
    staffOverview: [...STAFF, 'restaurantToken'],
    operatingSettings: STAFF,
    statistics: MANAGER,
    staffMembers: MANAGER,
    daySheet: [...STAFF, 'restaurantToken'],
    kitchen: [...STAFF, 'restaurantToken'],
    // Today's board: a screen in the kitchen, opened by staff or with the restaurant's token.
    arrivalBoard: [...STAFF, 'restaurantToken'],
    mealRules: EVERYONE,
    apiTokens: MANAGER,
    auditLog: MANAGER,
    backupStatus: MANAGER,
    restaurantWebhookEndpoints: MANAGER,
    reconfirmationSettings: STAFF,
    // Pacing, bays and rooms: staff read (the order panel shows rooms); no client, no token.
    arrivalSettings: STAFF,
    // Billing terms: staff read (the counter sees what a group pays); no client, no token.
    vatRates: STAFF,
    billingSettings: STAFF,
    // What clients owe by age: all staff (they see every invoice already); no client, no token.
    receivablesAgeing: STAFF,
    // The reconfirmation link's token is the credential: anyone holding it, rate limited per address.
    reconfirmationLink: PEOPLE,
    driverStop: PEOPLE,
    // A person's own unread count: a signed-in organisation (not blocked) or staff; no token.
    unreadConversations: [...UNBLOCKED_CLIENTS, ...MEMBERS, ...STAFF],
    // Every invoice, drafts included: staff; the restaurant's READ_INVOICES token every issued one;
    // an organisation (its owners and accountants signed in, or its READ_INVOICES token) its own issued ones.
    invoices: [...CLIENTS, 'accountant', ...STAFF, 'invoiceToken', 'accountingToken'],
    // Payments and bank statements: the manager's work.
    bankStatements: MANAGER,
    payments: MANAGER,
    paymentSuggestions: MANAGER,
    // The waiting list: a client its own entries; staff a day's list; the offer link's holder its offer.
    myWaitingList: [...CLIENTS, ...MEMBERS],
    // The organisations a signed-in person belongs to: their own sessions, never a token.
    myOrganisations: [...CLIENTS, ...MEMBERS],
    // What an invitation link is for: anyone with the link, in a browser.
    memberInvitation: PEOPLE,
    waitingList: STAFF,
    waitingListOffer: PEOPLE,
  },
  Mutation: {
    registerClient: PEOPLE,
    resendVerificationEmail: PEOPLE,
    verifyEmail: PEOPLE,
    signIn: PEOPLE,
    staffSignIn: PEOPLE,
    requestPasswordReset: PEOPLE,
    resetPassword: PEOPLE,
    // Anyone's own language; the organisation's fields are its owners' (refused further on, not by scope).
    updateProfile: [...CLIENTS, ...MEMBERS],
    // The account itself: its owners.
    deleteAccount: CLIENTS,
    createReservation: [...BOOKERS, 'bookToken'],
    approveClient: STAFF,
    rejectClient: STAFF,
    updateClient: STAFF,
    eraseClient: STAFF,
    blockClient: STAFF,
    unblockClient: STAFF,
    changeReservationStatus: STAFF,
    updateReservation: STAFF,
    changeReservationPlacement: STAFF,
    // A booking system that books a long stop sends the group's meals too (its own reservations only).
    setMealPreorder: [...BOOKERS, ...STAFF, 'bookToken'],
    updateMealSettings: MANAGER,
    checkInReservation: STAFF,
    markReservationNoShow: STAFF,
    createReservationForClient: STAFF,
    saveBillingDetails: [...UNBLOCKED_CLIENTS, 'accountant', ...STAFF],
    setStopPrice: MANAGER,
    saveMenuItem: MANAGER,
    saveVatRate: MANAGER,
    updateBillingSettings: MANAGER,
    updateDepositSettings: MANAGER,
    saveAgreement: MANAGER,
    deleteAgreement: MANAGER,
    deleteMenuItem: MANAGER,
    reorderMenu: MANAGER,
    saveSiteTexts: MANAGER,
    updateOperatingSettings: MANAGER,
    setOpeningHours: MANAGER,
    setClosedDay: MANAGER,
    removeClosedDay: MANAGER,
    updateArrivalSettings: MANAGER,
    createPacingRule: MANAGER,
    updatePacingRule: MANAGER,
    deletePacingRule: MANAGER,
    createRoom: MANAGER,
    updateRoom: MANAGER,
    setRoomCombinations: MANAGER,
    acceptStaffInvitation: PEOPLE,
    // Every member's own account.
    updateMyStaffAccount: STAFF,
    changeMyPassword: STAFF,
    // The team: the manager only.
    inviteStaffMember: MANAGER,
    resendStaffInvitation: MANAGER,
    renameStaffMember: MANAGER,
    disableStaffMember: MANAGER,
    enableStaffMember: MANAGER,
    transferManagerRole: MANAGER,
    addStaffNote: STAFF,
    deleteStaffNote: STAFF,
    // The conversation: people only (the organisation on its own reservations, staff on any), never a token;
    // of the organisation's people, those who book write, everyone reads.
    postReservationMessage: [...UNBLOCKED_CLIENTS, 'booker', ...STAFF],
    markReservationMessagesRead: [...UNBLOCKED_CLIENTS, ...MEMBERS, ...STAFF],
    // An organisation's own tokens (made in its signed-in session, never through a token); the manager's.
    createApiToken: ['approved'],
    createRestaurantApiToken: MANAGER,
    revokeApiToken: [...CLIENTS, 'manager'],
    // The signed-in account's own calendar feed (never through a token); a blocked organisation has none.
    createCalendarFeed: [...UNBLOCKED_CLIENTS, ...STAFF],
    revokeCalendarFeed: [...UNBLOCKED_CLIENTS, ...STAFF],
    registerWebhookEndpoint: WEBHOOK_OWNERS,
    updateWebhookEndpoint: WEBHOOK_OWNERS,
    rotateWebhookSecret: WEBHOOK_OWNERS,
    setWebhookEndpointEnabled: WEBHOOK_OWNERS,
    deleteWebhookEndpoint: WEBHOOK_OWNERS,
    redeliverWebhook: WEBHOOK_OWNERS,
    sendTestWebhook: WEBHOOK_OWNERS,
    updateReconfirmationSettings: MANAGER,
    confirmHeadcount: PEOPLE,
    reportDriverStatus: PEOPLE,
    renewDriverLink: [...CLIENTS, 'booker', ...STAFF],
    changeHeadcount: PEOPLE,
    // Billing: staff at the counter, never a token.
    openInvoiceDraft: STAFF,
    addInvoiceExtra: STAFF,
    removeInvoiceExtra: STAFF,
    issueInvoice: STAFF,
    creditInvoice: STAFF,
    pauseInvoiceReminders: STAFF,
    resumeInvoiceReminders: STAFF,
    // Money: the manager imports, matches, undoes and refunds; staff record what is paid at the counter.
    importBankStatement: MANAGER,
    matchPayment: MANAGER,
    undoPaymentMatch: MANAGER,
    recordRefund: MANAGER,
    recordPayment: STAFF,
    waiveFee: STAFF,
    waivePaymentRequest: STAFF,
    // The waiting list: an approved client joins, any client leaves its own; the link books or declines; staff offer and remove.
    joinWaitingList: BOOKERS,
    leaveWaitingList: [...CLIENTS, 'booker'],
    switchOrganisation: [...CLIENTS, ...MEMBERS],
    // The members: inviting mails someone, so an approved organisation's owner only; the other owner
    // changes any owner (here every client is its organisation's owner); accepting is the link's holder's;
    // leaving is the member's own (every role's: a member who leaves here is put back at once); erasing a person is staff's.
    inviteMember: ['approved'],
    resendMemberInvitation: ['approved'],
    revokeMemberInvitation: CLIENTS,
    acceptMemberInvitation: PEOPLE,
    changeMemberRole: CLIENTS,
    removeMember: CLIENTS,
    leaveOrganisation: [...CLIENTS, ...MEMBERS],
    eraseMember: STAFF,
    acceptWaitingListOffer: PEOPLE,
    declineWaitingListOffer: PEOPLE,
    offerWaitingListPlace: STAFF,
    removeWaitingListEntry: STAFF,
  },
  Subscription: {
    clientAccountChanged: STAFF,
    reservationChanged: [...CLIENTS, ...MEMBERS, ...STAFF, 'readToken', 'bookToken', 'restaurantToken'],
    reservationMessages: [...CLIENTS, ...MEMBERS, ...STAFF, 'readToken', 'bookToken', 'restaurantToken'],
  },
};

const REFUSED = new Set(['FORBIDDEN', 'UNAUTHENTICATED', 'API_TOKEN_SCOPE']);

let server: TestServer;
const cookies = new Map<Role, string | undefined>();
/** Each token holder's secret. */
const secrets = new Map<Role, string>();

/** How a role presents itself: a session cookie, an API token, or nothing. */
function credentials(role: Role): { cookie?: string; headers?: Record<string, string> } {
  const secret = secrets.get(role);
  if (secret) return { headers: { authorization: `Bearer ${secret}` } };
  const cookie = cookies.get(role);
  return cookie ? { cookie } : {};
}
/** Global IDs of another organisation's data, used as arguments: nobody but staff may touch them. */
let foreign: { client: string; reservation: string; menuItem: string };
/** Each client role's own organisation. */
const ownClient = new Map<Role, string>();
/** The approved organisation's members' person ids, and their memberships. */
const memberIds = new Map<Member, string>();
const memberships = new Map<Member, { id: string; clientId: string; memberId: string; role: MemberRole; createdAt: Date }>();
let fixtures: {
  ownReservation: string;
  hiddenMenuItem: string;
  room: string;
  pacingRule: string;
  pacingRuleToDelete: string;
  admin: string;
  colleague: string;
  reservations: string[];
  menuItems: string[];
  /** The admin's note, deleted by the mutation rows (so the admin, who wrote it, may). */
  noteToDelete: string;
  /** Notes on another organisation's reservation and on the approved client's own one. */
  foreignNote: string;
  ownNote: string;
  /** Conversation messages on another organisation's reservation and on the approved client's own one. */
  foreignMessage: string;
  ownMessage: string;
  /** The approved organisation's read token, a restaurant token, and one the mutation rows revoke. */
  ownToken: string;
  restaurantToken: string;
  tokenToRevoke: string;
  /** The approved organisation's webhook endpoint and the restaurant's. */
  ownEndpoint: string;
  restaurantEndpoint: string;
  /** The restaurant's endpoint the mutation rows change and delete. */
  endpointToChange: string;
  /** The approved organisation's issued invoice and draft, and another organisation's issued invoice. */
  ownInvoice: string;
  ownDraft: string;
  foreignInvoice: string;
  ownPaymentRequest: string;
  foreignPaymentRequest: string;
  /** Another organisation's agreement (what it pays is nobody else's business), and one the mutation rows delete. */
  agreement: string;
  agreementToDelete: string;
  /** Waiting list entries: the approved organisation's own and another organisation's. */
  ownEntry: string;
  foreignEntry: string;
  ownInvitation: string;
  foreignInvitation: string;
  foreignMember: string;
  /** The approved organisation's booker's membership. */
  bookerMembership: string;
};

const globalId = (type: string, id: string) => Buffer.from(`${type}:${id}`).toString('base64');

beforeAll(async () => {
  server = await startTestServer();
  const prisma = server.services.prisma;
  const org = (name: string, data: { status: 'PENDING' | 'APPROVED' | 'BLOCKED'; verified: boolean; approved?: boolean }) =>
    createOrganisation(prisma, {
      data: {
        name,
        email: `${name}@example.com`,
        username: name,
        passwordHash: 'x',
        termsAcceptedAt: new Date(),
        emailVerifiedAt: data.verified ? new Date() : null,
        approvedAt: data.approved ? new Date() : null,
        status: data.status,
      },
    });
  cookies.set('anonymous', undefined);
  for (const [role, data] of [
    ['unverified', { status: 'PENDING', verified: false }],
    ['pending', { status: 'PENDING', verified: true }],
    ['approved', { status: 'APPROVED', verified: true, approved: true }],
    ['blocked', { status: 'BLOCKED', verified: true, approved: true }],
  ] as const) {
    const { id } = await org(role, data);
    ownClient.set(role, globalId('Client', id));
    cookies.set(role, server.cookieFor('client', id));
  }
  const admin = await prisma.staff.create({ data: { name: 'admin', email: 'admin@example.com', passwordHash: 'x' } });
  // The member the team mutations are tried on (disabled, enabled, renamed — never the roles' own accounts).
  const colleague = await prisma.staff.create({ data: { name: 'colleague', email: 'colleague@example.com', passwordHash: 'x' } });
  cookies.set('admin', server.cookieFor('staff', admin.id));
  cookies.set('manager', server.cookieFor('staff', (await prisma.staff.findFirstOrThrow({ where: { isManager: true } })).id));

  const other = await org('other', { status: 'APPROVED', verified: true, approved: true });
  const reservation = await prisma.reservation.create({
    data: {
      orderNumber: 'MAT-234',
      clientId: other.id,
      type: 'LONG_STOP',
      guests: 30,
      seatReservation: true,
      arrivalAt: new Date('2030-07-18T10:00:00Z'),
      arrivalDay: new Date('2030-07-18'),
      durationMinutes: 90,
    },
  });
  const menuItem = await prisma.menuItem.findFirstOrThrow({ where: { active: true } });
  foreign = { client: globalId('Client', other.id), reservation: globalId('Reservation', reservation.id), menuItem: globalId('MenuItem', menuItem.id) };

  const approvedId = Buffer.from(ownClient.get('approved')!, 'base64').toString().split(':')[1]!;
  // The approved organisation's other people, one per role, in their own sessions for it.
  for (const [member, role] of [['booker', 'BOOKER'], ['accountant', 'ACCOUNTANT'], ['viewer', 'VIEWER']] as const) {
    const { id } = await addMember(prisma, approvedId, role, { email: `${member}@example.com` });
    memberIds.set(member, id);
    memberships.set(member, await prisma.membership.findFirstOrThrow({ where: { memberId: id }, select: { id: true, clientId: true, memberId: true, role: true, createdAt: true } }));
    cookies.set(member, server.cookieFor('client', id, { org: approvedId }));
  }
  const reservationRow = (orderNumber: string, clientId: string) => ({
    orderNumber,
    clientId,
    type: 'SHORT_STOP' as const,
    guests: 20,
    seatReservation: false,
    arrivalAt: new Date('2030-07-19T10:00:00Z'),
    arrivalDay: new Date('2030-07-19'),
    durationMinutes: 30,
  });
  const own = await prisma.reservation.create({ data: reservationRow('OWN-234', approvedId) });
  const hidden = await prisma.menuItem.create({ data: { stopType: 'SHORT_STOP', nameEn: 'Draft cake', nameSl: 'Osnutek torte', position: 99, active: false } });
  const more = await Promise.all(Array.from({ length: 5 }, (_, i) => prisma.reservation.create({ data: reservationRow(`MOR-${234 + i}`, other.id) })));
  const items = await Promise.all(
    Array.from({ length: 5 }, (_, i) => prisma.menuItem.create({ data: { stopType: 'LONG_STOP', nameEn: `Dish ${i}`, nameSl: `Jed ${i}`, position: 50 + i } })),
  );
  const note = (data: { reservationId: string } | { clientId: string }) => prisma.staffNote.create({ data: { ...data, authorId: admin.id, body: 'Internal' } });
  const [noteToDelete, foreignNote, ownNote] = [await note({ clientId: other.id }), await note({ reservationId: reservation.id }), await note({ reservationId: own.id })];
  const message = (r: { id: string; clientId: string }) =>
    prisma.reservationMessage.create({ data: { reservationId: r.id, clientId: r.clientId, authorSide: 'CLIENT', body: 'Hello' } });
  const [foreignMessage, ownMessage] = [await message(reservation), await message(own)];
  const managerId = (await prisma.staff.findFirstOrThrow({ where: { isManager: true } })).id;
  const agreement = await prisma.agreement.create({ data: { clientId: other.id, name: 'Season', validFrom: new Date('2030-01-01'), validUntil: new Date('2030-06-30'), longStopPriceCents: 1500 } });
  const agreementToDelete = await prisma.agreement.create({ data: { clientId: other.id, name: 'Next season', validFrom: new Date('2031-01-01') } });
  const meta = { ip: null, language: 'en' as const };
  const issue = (owner: TokenOwner, name: string, scopes: ApiTokenScope[]) => createApiToken(server.services, owner, { name, scopes }, meta);
  const read = await issue({ kind: 'organisation', clientId: approvedId }, 'read', ['READ_RESERVATIONS']);
  const book = await issue({ kind: 'organisation', clientId: approvedId }, 'book', ['READ_RESERVATIONS', 'CREATE_RESERVATIONS']);
  const kitchen = await issue({ kind: 'restaurant', staffId: managerId }, 'kitchen', ['READ_ALL_RESERVATIONS']);
  const spare = await issue({ kind: 'restaurant', staffId: managerId }, 'spare', ['READ_ALL_RESERVATIONS']);
  secrets.set('readToken', read.secret);
  secrets.set('bookToken', book.secret);
  secrets.set('restaurantToken', kitchen.secret);
  secrets.set('hookToken', (await issue({ kind: 'organisation', clientId: approvedId }, 'hooks', ['MANAGE_WEBHOOKS'])).secret);
  secrets.set('invoiceToken', (await issue({ kind: 'organisation', clientId: approvedId }, 'invoices', ['READ_INVOICES'])).secret);
  secrets.set('accountingToken', (await issue({ kind: 'restaurant', staffId: managerId }, 'accounting', ['READ_INVOICES'])).secret);
  // Invoices as issuing leaves them (lines written while a draft; the database freezes them once issued).
  let sequence = 0;
  const invoice = async (reservationId: string, clientId: string, issued: boolean) => {
    const row = await prisma.invoice.create({ data: { reservationId, clientId } });
    await prisma.invoiceLine.create({
      data: { invoiceId: row.id, position: 1, kind: 'GUESTS', descriptionEn: 'Guests', descriptionSl: 'Gostje', quantity: 20, unitPriceCents: 500, includesVat: true, vatRateBp: 2200, vatCategory: 'S', unitNetPrice: 40984, netCents: 8197 },
    });
    if (!issued) return row;
    sequence += 1;
    const number = `2030-${String(sequence).padStart(5, '0')}`;
    return prisma.invoice.update({
      where: { id: row.id },
      data: {
        status: 'ISSUED', number, year: 2030, sequence, issueDate: new Date('2030-07-20'), supplyDate: new Date('2030-07-19'), dueDate: new Date('2030-08-03'),
        paymentTermsDays: 14, paymentReference: number, seller: { legalName: 'Stopover d.o.o.' }, buyer: { legalName: 'Buyer' }, netCents: 8197, vatCents: 1803, totalCents: 10000,
        roundingCents: 0, payableCents: 10000, vatBreakdown: [], issuedAt: new Date(),
      },
    });
  };
  const [ownInvoice, ownDraft, foreignInvoice] = [await invoice(own.id, approvedId, true), await invoice(own.id, approvedId, false), await invoice(reservation.id, other.id, true)];
  const request = (reservationId: string, clientId: string, sequence: number) =>
    prisma.paymentRequest.create({ data: { number: `2026-D0000${sequence}`, year: 2026, sequence, reservationId, clientId, amountCents: 5000, dueDate: new Date('2030-01-01') } });
  const [ownRequest, foreignRequest] = [await request(own.id, approvedId, 1), await request(reservation.id, other.id, 2)];
  const hook = (clientId: string | null) =>
    prisma.webhookEndpoint.create({ data: { clientId, url: 'https://hooks.example.com/', events: ['RESERVATION_CREATED'], secret: 'whsec_AAAA' } });
  const room = await prisma.room.create({ data: { nameEn: 'Hall', nameSl: 'Dvorana', seats: 60 } });
  const [ownEndpoint, restaurantEndpoint, endpointToChange] = [await hook(approvedId), await hook(null), await hook(null)];
  const entry = (clientId: string) =>
    prisma.waitingListEntry.create({ data: { clientId, day: new Date('2030-07-19'), windowStartMinute: 600, windowEndMinute: 720, type: 'SHORT_STOP', guests: 20, seatReservation: false } });
  const [ownEntry, foreignEntry] = [await entry(approvedId), await entry(other.id)];
  // What the approved organisation's account holds besides, so its fields have something to show.
  await prisma.billingDetails.create({ data: { clientId: approvedId, legalName: 'Approved d.o.o.', addressLine: 'Cesta 1', postcode: '1000', city: 'Ljubljana', countryCode: 'SI' } });
  await prisma.calendarFeed.create({ data: { clientId: approvedId, secretHash: 'a'.repeat(64) } });
  const invitation = (clientId: string) =>
    prisma.memberInvitation.create({ data: { clientId, email: `invitee-${clientId}@example.com`, role: 'BOOKER', tokenHash: crypto.randomUUID(), expiresAt: new Date('2099-01-01') } });
  fixtures = {
    ownToken: globalId('ApiToken', read.token.id),
    restaurantToken: globalId('ApiToken', kitchen.token.id),
    tokenToRevoke: globalId('ApiToken', spare.token.id),
    ownEndpoint: globalId('WebhookEndpoint', ownEndpoint.id),
    restaurantEndpoint: globalId('WebhookEndpoint', restaurantEndpoint.id),
    endpointToChange: globalId('WebhookEndpoint', endpointToChange.id),
    ownInvoice: globalId('Invoice', ownInvoice.id),
    ownDraft: globalId('Invoice', ownDraft.id),
    foreignInvoice: globalId('Invoice', foreignInvoice.id),
    ownPaymentRequest: globalId('PaymentRequest', ownRequest.id),
    foreignPaymentRequest: globalId('PaymentRequest', foreignRequest.id),
    noteToDelete: globalId('StaffNote', noteToDelete.id),
    foreignNote: globalId('StaffNote', foreignNote.id),
    ownNote: globalId('StaffNote', ownNote.id),
    foreignMessage: globalId('ReservationMessage', foreignMessage.id),
    ownMessage: globalId('ReservationMessage', ownMessage.id),
    ownReservation: globalId('Reservation', own.id),
    hiddenMenuItem: globalId('MenuItem', hidden.id),
    admin: globalId('StaffMember', admin.id),
    colleague: globalId('StaffMember', colleague.id),
    reservations: more.map((r) => globalId('Reservation', r.id)),
    menuItems: items.map((item) => globalId('MenuItem', item.id)),
    agreement: globalId('Agreement', agreement.id),
    agreementToDelete: globalId('Agreement', agreementToDelete.id),
    room: globalId('Room', room.id),
    pacingRule: globalId('PacingRule', (await prisma.pacingRule.create({ data: { maxCoaches: 2 } })).id),
    pacingRuleToDelete: globalId('PacingRule', (await prisma.pacingRule.create({ data: { maxGuests: 100 } })).id),
    ownEntry: globalId('WaitingListEntry', ownEntry.id),
    foreignEntry: globalId('WaitingListEntry', foreignEntry.id),
    ownInvitation: globalId('MemberInvitation', (await invitation(approvedId)).id),
    foreignInvitation: globalId('MemberInvitation', (await invitation(other.id)).id),
    // Another organisation's owner (a fixture's owner membership has the organisation's id).
    foreignMember: globalId('OrganisationMember', other.id),
    bookerMembership: globalId('OrganisationMember', (await prisma.membership.findFirstOrThrow({ where: { memberId: memberIds.get('booker')! } })).id),
  };
});

afterAll(async () => {
  await server?.close();
});

/** Puts a member of the approved organisation back as they were (same membership, same role) after they left. */
async function rejoin(role: Role): Promise<void> {
  const membership = memberships.get(role as Member);
  if (!membership) return;
  await server.services.prisma.membership.upsert({ where: { id: membership.id }, create: membership, update: {} });
}

/** Where an upload goes: sent as a multipart request with a small file there. */
const FILE_PLACEHOLDER = '<file>';
function filePaths(value: unknown, path: string[] = []): string[] {
  if (value === FILE_PLACEHOLDER) return [path.join('.')];
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => filePaths(v, [...path, k]));
  return [];
}

/** A placeholder value of an argument's type (foreign IDs for IDs). */
function placeholder(type: GraphQLInputType, name: string): unknown {
  if (isNonNullType(type)) return placeholder(type.ofType, name);
  if (isListType(type)) return [placeholder(type.ofType, name)];
  if (isEnumType(type)) return type.getValues()[0]!.value;
  if (isInputObjectType(type)) {
    const value: Record<string, unknown> = {};
    for (const field of Object.values(type.getFields())) {
      // The context travels into input objects: a menu mutation's `input.id` names a menu item.
      if (isNonNullType(field.type)) value[field.name] = placeholder(field.type, `${name} ${field.name}`);
    }
    return value;
  }
  switch (getNamedType(type).name) {
    case 'File':
      return FILE_PLACEHOLDER;
    case 'ID':
      // Notes first: a note mutation's name says "staff" too.
      if (/note/i.test(name)) return fixtures.noteToDelete;
      if (/entryId/.test(name)) return fixtures.foreignEntry;
      if (/invitation/i.test(name)) return fixtures.foreignInvitation;
      if (/organisationMember/i.test(name)) return fixtures.foreignMember;
      if (/paymentrequest/i.test(name)) return fixtures.foreignPaymentRequest;
      if (/invoice/i.test(name)) return fixtures.foreignInvoice;
      if (/webhook/i.test(name)) return fixtures.endpointToChange;
      if (/token/i.test(name)) return fixtures.tokenToRevoke;
      if (/agreement/i.test(name) && !/client/i.test(name)) return fixtures.agreementToDelete;
      if (/staff/i.test(name)) return fixtures.colleague;
      if (/pacing/i.test(name)) return fixtures.pacingRuleToDelete;
      if (/room/i.test(name)) return fixtures.room;
      return /client|organisation/i.test(name) ? foreign.client : /menu/i.test(name) ? foreign.menuItem : foreign.reservation;
    case 'Int':
      return 1;
    case 'Float':
      return 1;
    case 'Boolean':
      return false;
    case 'DateTime':
      return '2030-01-01T00:00:00.000Z';
    default:
      return /date|from|to/i.test(name) ? '2030-01-01' : /time/i.test(name) ? '12:00' : 'x';
  }
}

function typeName(type: GraphQLInputType): string {
  if (isNonNullType(type)) return `${typeName(type.ofType)}!`;
  if (isListType(type)) return `[${typeName(type.ofType)}]`;
  return type.name;
}

/** A minimal operation calling one root field with placeholder arguments. */
function operationFor(kind: 'query' | 'mutation' | 'subscription', field: GraphQLField<unknown, unknown>) {
  const args = field.args.filter((arg: GraphQLArgument) => isNonNullType(arg.type));
  const variables = Object.fromEntries(args.map((arg) => [arg.name, placeholder(arg.type, /menu|agreement|paymentrequest|pacing|room/i.test(field.name) ? `${field.name} ${arg.name}` : arg.name)]));
  const declaration = args.length ? `(${args.map((a) => `$${a.name}: ${typeName(a.type)}`).join(', ')})` : '';
  const call = args.length ? `(${args.map((a) => `${a.name}: $${a.name}`).join(', ')})` : '';
  const selection = isLeafType(getNamedType(field.type)) ? '' : ' { __typename }';
  return { query: `${kind} Check${declaration} { ${field.name}${call}${selection} }`, variables };
}

function rootFields(name: 'Query' | 'Mutation' | 'Subscription') {
  const schema = getSchema();
  const type = (name === 'Query' ? schema.getQueryType() : name === 'Mutation' ? schema.getMutationType() : schema.getSubscriptionType()) as GraphQLObjectType;
  return Object.values(type.getFields());
}

describe('the authorization matrix', () => {
  it('declares every root field of the schema, and nothing else', () => {
    for (const root of ['Query', 'Mutation', 'Subscription'] as const) {
      expect(rootFields(root).map((f) => f.name).sort(), root).toEqual(Object.keys(MATRIX[root]).sort());
    }
  });

  for (const root of ['Query', 'Mutation'] as const) {
    it(`allows and refuses every ${root.toLowerCase()} as declared`, async () => {
      const wrong: string[] = [];
      for (const field of rootFields(root)) {
        const { query, variables } = operationFor(root === 'Query' ? 'query' : 'mutation', field);
        for (const role of ROLES) {
          const uploads = filePaths(variables);
          const { body } = uploads.length
            ? await server.graphqlUpload(query, variables, Object.fromEntries(uploads.map((p) => [p, { name: 'x.xml', bytes: new TextEncoder().encode('<x/>') }])), credentials(role))
            : await server.graphql(query, variables, credentials(role));
          const refused = (body.errors ?? []).some((e) => REFUSED.has(String(e.extensions?.code)));
          // A member who left (leaveOrganisation takes no ID) is put back, for the rows after.
          if (field.name === 'leaveOrganisation') await rejoin(role);
          const expected = MATRIX[root][field.name]!.includes(role);
          if (refused === expected) wrong.push(`${root}.${field.name} as ${role}: ${refused ? 'refused' : 'allowed'} (${body.errors?.[0]?.message ?? 'ok'})`);
        }
      }
      expect(wrong).toEqual([]);
      // Every root field as thirteen roles: over a thousand requests, more than 30 s on a busy machine.
    }, 120_000);
  }

  it('allows and refuses every subscription as declared, at subscribe time', async () => {
    const wrong: string[] = [];
    for (const field of rootFields('Subscription')) {
      const { query, variables } = operationFor('subscription', field);
      for (const role of ROLES) {
        const expected = MATRIX.Subscription[field.name]!.includes(role) ? 'allowed' : 'refused';
        const client = server.wsClient(cookies.get(role), credentials(role).headers);
        const outcome = await new Promise<'refused' | 'allowed'>((resolve) => {
          const stop = client.subscribe(
            { query, variables },
            {
              next: (value) => resolve(value.errors?.some((e) => REFUSED.has(String(e.extensions?.code))) ? 'refused' : 'allowed'),
              error: (errors) => {
                const list = Array.isArray(errors) ? (errors as Array<{ extensions?: { code?: string } }>) : [];
                resolve(list.some((e) => REFUSED.has(String(e.extensions?.code))) ? 'refused' : 'allowed');
              },
              complete: () => {},
            },
          );
          // No refusal within a moment: the subscription is running. A refusal that is due may be
          // slow on a busy machine, and taking it for "allowed" would fail the test for nothing, so
          // those wait longer; a refusal arrives at once and ends the wait early.
          setTimeout(
            () => {
              stop();
              resolve('allowed');
            },
            expected === 'refused' ? 5_000 : 400,
          );
        });
        await client.dispose();
        if (outcome !== expected) wrong.push(`Subscription.${field.name} as ${role}: ${outcome}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('never lets a client reach another organisation through node(id:) or nodes(ids:)', async () => {
    for (const role of [...CLIENTS, ...MEMBERS]) {
      for (const id of [foreign.client, foreign.reservation]) {
        const single = await server.graphql<{ node: unknown }>(
          'query ($id: ID!) { node(id: $id) { id ... on Client { email reservations(first: 5) { edges { node { orderNumber } } } } ... on Reservation { orderNumber guests } } }',
          { id },
          { cookie: cookies.get(role) },
        );
        expect(single.body.data?.node ?? null, `${role} ${id}`).toBeNull();
        const many = await server.graphql<{ nodes: unknown[] }>('query ($ids: [ID!]!) { nodes(ids: $ids) { id } }', { ids: [id] }, { cookie: cookies.get(role) });
        expect(many.body.data?.nodes?.[0] ?? null, `${role} nodes ${id}`).toBeNull();
      }
    }
    // Staff may.
    const staff = await server.graphql<{ node: { orderNumber: string } }>('query ($id: ID!) { node(id: $id) { ... on Reservation { orderNumber } } }', { id: foreign.reservation }, { cookie: cookies.get('admin') });
    expect(staff.body.data?.node).toEqual({ orderNumber: 'MAT-234' });
  });

  it('never lets a member of one organisation act for another, by a forged claim or by switching', async () => {
    const otherId = Buffer.from(foreign.client, 'base64').toString().split(':')[1]!;
    const approvedId = Buffer.from(ownClient.get('approved')!, 'base64').toString().split(':')[1]!;
    const viewerQuery = '{ viewer { kind client { id } membership { role } } }';
    // An access token naming organisation B for a person who is a member of A only (signed with the
    // real secret, as a stolen or hand-edited claim would need to be): the request is anonymous.
    for (const [role, memberId] of [['approved', approvedId], ...[...memberIds].map(([r, id]) => [r, id] as const)] as const) {
      const forged = server.cookieFor('client', memberId, { org: otherId });
      const { body } = await server.graphql<{ viewer: { kind: string; client: unknown } }>(viewerQuery, {}, { cookie: forged });
      expect(body.data?.viewer, role).toEqual({ kind: 'ANONYMOUS', client: null, membership: null });
      const reservation = await server.graphql('query ($id: ID!) { node(id: $id) { id } }', { id: foreign.reservation }, { cookie: forged });
      expect(reservation.body, role).toEqual(NULL_NODE);
      const booking = await server.graphql(
        'mutation ($id: ID!) { postReservationMessage(input: { reservationId: $id, body: "hello" }) { message { id } } }',
        { id: foreign.reservation },
        { cookie: forged },
      );
      expect(booking.body.errors?.[0]?.extensions?.code, role).toBe('UNAUTHENTICATED');
      // Their own session for A still acts for A, as their role there.
      const own = await server.graphql<{ viewer: { kind: string; client: { id: string } } }>(viewerQuery, {}, { cookie: cookies.get(role) });
      expect(own.body.data?.viewer.client?.id, role).toBe(ownClient.get('approved'));
    }
    // Switching to B in a real session of A: as if B did not exist, for every role; nothing changes.
    for (const role of ['approved', ...MEMBERS] as const) {
      for (const clientId of [foreign.client, globalId('Client', crypto.randomUUID())]) {
        const { body, headers } = await server.graphql<{ switchOrganisation: unknown }>('mutation ($id: ID!) { switchOrganisation(input: { clientId: $id }) { client { id } } }', { id: clientId }, { cookie: cookies.get(role) });
        expect(body.errors?.[0]?.extensions?.code, `${role} ${clientId}`).toBe('NOT_FOUND');
        expect(body.data?.switchOrganisation ?? null).toBeNull();
        expect(headers.get('set-cookie'), role).toBeNull();
      }
    }
  });
});

/**
 * Who sees which rows of each node type through node(id:) and nodes(ids:). A node type without a
 * row here fails the test.
 */
const NODE_MATRIX: Record<string, Array<{ row: string; id: (role: Role) => string; roles: Role[] }>> = {
  // The organisation's tokens are the approved organisation's; a restaurant token reads as staff.
  Client: [
    { row: 'another organisation', id: () => foreign.client, roles: [...STAFF, 'restaurantToken', 'accountingToken'] },
    // Staff and visitors are asked about the approved client's account.
    { row: 'the signed-in organisation', id: (role) => ownClient.get(role) ?? ownClient.get('approved')!, roles: [...CLIENTS, ...MEMBERS, ...STAFF, ...TOKENS] },
  ],
  // A token whose scopes do not read reservations (webhooks only) is shown none, its own included
  // (graph/domain/token-reads.ts; every scope and field is tried in token-scope-matrix.test.ts).
  Reservation: [
    { row: 'another organisation’s', id: () => foreign.reservation, roles: [...STAFF, 'restaurantToken'] },
    { row: 'the approved client’s own', id: () => fixtures.ownReservation, roles: [...READERS, ...STAFF, ...RESERVATION_TOKENS] },
  ],
  MenuItem: [
    { row: 'on the menu', id: () => fixtures.menuItems[0]!, roles: EVERYONE },
    { row: 'hidden (inactive)', id: () => fixtures.hiddenMenuItem, roles: [...STAFF, 'restaurantToken', 'accountingToken'] },
  ],
  StaffMember: [{ row: 'an admin', id: () => fixtures.admin, roles: [...STAFF, 'restaurantToken'] }],
  // Internal notes: staff only, even for the client whose reservation the note is about.
  StaffNote: [
    { row: 'on another organisation’s reservation', id: () => fixtures.foreignNote, roles: [...STAFF, 'restaurantToken'] },
    { row: 'on the approved client’s own reservation', id: () => fixtures.ownNote, roles: [...STAFF, 'restaurantToken'] },
  ],
  // Conversation messages: whoever sees the reservation (its organisation and its tokens that read reservations; staff and restaurant tokens all).
  ReservationMessage: [
    { row: 'on another organisation’s reservation', id: () => fixtures.foreignMessage, roles: [...STAFF, 'restaurantToken'] },
    { row: 'on the approved client’s own reservation', id: () => fixtures.ownMessage, roles: [...READERS, ...STAFF, ...RESERVATION_TOKENS] },
  ],
  // A token is its organisation's (in a signed-in session) and the manager's to see; no token sees tokens.
  ApiToken: [
    { row: 'the approved organisation’s own', id: () => fixtures.ownToken, roles: ['approved', 'manager'] },
    { row: 'a restaurant token', id: () => fixtures.restaurantToken, roles: ['manager'] },
  ],
  // A webhook endpoint is its owner's alone: the organisation (signed in, or its MANAGE_WEBHOOKS token) or, the restaurant's, the manager.
  WebhookEndpoint: [
    { row: 'the approved organisation’s own', id: () => fixtures.ownEndpoint, roles: ['approved', 'hookToken'] },
    { row: 'the restaurant’s', id: () => fixtures.restaurantEndpoint, roles: ['manager'] },
  ],
  // Issued invoices: the organisation's own (signed in, or its READ_INVOICES token) and staff (the
  // restaurant's READ_INVOICES token too); a draft is staff's alone, never a token's.
  Invoice: [
    { row: 'the approved organisation’s issued one', id: () => fixtures.ownInvoice, roles: [...MONEY, ...STAFF, 'invoiceToken', 'accountingToken'] },
    { row: 'another organisation’s issued one', id: () => fixtures.foreignInvoice, roles: [...STAFF, 'accountingToken'] },
    { row: 'a draft of the approved organisation’s', id: () => fixtures.ownDraft, roles: STAFF },
  ],
  // Deposit requests are read as issued invoices are.
  PaymentRequest: [
    { row: 'the approved organisation’s own', id: () => fixtures.ownPaymentRequest, roles: [...MONEY, ...STAFF, 'invoiceToken', 'accountingToken'] },
    { row: 'another organisation’s', id: () => fixtures.foreignPaymentRequest, roles: [...STAFF, 'accountingToken'] },
  ],
  // Billing terms are staff's: a client never reads another organisation's agreement (nor its own here), no token reads any.
  VatRate: [{ row: 'the reduced rate', id: () => globalId('VatRate', '01935f00-0000-7000-8000-0000000000a2'), roles: STAFF }],
  Agreement: [{ row: 'another organisation’s', id: () => fixtures.agreement, roles: STAFF }],
  // Keyed by its stop type: what a stop costs is public, like the pages that show it.
  StopOffer: [{ row: 'the long stop', id: () => globalId('StopOffer', 'LONG_STOP'), roles: EVERYONE }],
  // The arrival settings are staff's: no client, no token (a restaurant token reads rooms).
  // Rooms: the restaurant's set-up; a client reads only its own placements' names (Reservation.rooms).
  Room: [{ row: 'the hall', id: () => fixtures.room, roles: [...STAFF, 'restaurantToken'] }],
  PacingRule: [{ row: 'a rule', id: () => fixtures.pacingRule, roles: STAFF }],
  // A waiting list entry: its organisation signed in, and staff; no token.
  WaitingListEntry: [
    { row: 'the approved organisation’s own', id: () => fixtures.ownEntry, roles: [...READERS, ...STAFF] },
    { row: 'another organisation’s', id: () => fixtures.foreignEntry, roles: STAFF },
  ],
  // A member: the organisation's people and staff; never a token. A fixture's owner membership
  // has the organisation's id (graph/testing/organisations.ts).
  // An invitation: the organisation's owners and staff; never a token.
  MemberInvitation: [
    { row: 'the approved organisation’s own', id: () => fixtures.ownInvitation, roles: ['approved', ...STAFF] },
    { row: 'another organisation’s', id: () => fixtures.foreignInvitation, roles: STAFF },
  ],
  OrganisationMember: [
    { row: 'the approved organisation’s owner', id: () => globalId('OrganisationMember', Buffer.from(ownClient.get('approved')!, 'base64').toString().split(':')[1]!), roles: [...READERS, ...STAFF] },
    { row: 'the approved organisation’s booker', id: () => fixtures.bookerMembership, roles: [...READERS, ...STAFF] },
    { row: 'another organisation’s owner', id: () => globalId('OrganisationMember', Buffer.from(foreign.client, 'base64').toString().split(':')[1]!), roles: STAFF },
  ],
};

const NULL_NODE = { data: { node: null } };

describe('node(id:) and nodes(ids:)', () => {
  it('declare who sees every node type, here and in the schema', () => {
    const schema = getSchema();
    const nodeTypes = schema.getPossibleTypes(schema.getType('Node') as never).map((t) => t.name).sort();
    expect(Object.keys(NODE_MATRIX).sort()).toEqual(nodeTypes);
    expect(nodeTypesWithVisibility().sort()).toEqual(nodeTypes);
  });

  it('show each row to exactly the roles that may see it, and answer null without an error to everyone else', async () => {
    const wrong: string[] = [];
    for (const [type, rows] of Object.entries(NODE_MATRIX)) {
      for (const { row, id: idFor, roles } of rows) {
        for (const role of ROLES) {
          const id = idFor(role);
          const options = credentials(role);
          const single = await server.graphql<{ node: { id: string } | null }>('query ($id: ID!) { node(id: $id) { id __typename } }', { id }, options);
          const many = await server.graphql<{ nodes: Array<{ id: string } | null> }>('query ($ids: [ID!]!) { nodes(ids: $ids) { id __typename } }', { ids: [id] }, options);
          const expected = roles.includes(role);
          const shown = single.body.data?.node?.id === id && many.body.data?.nodes?.[0]?.id === id;
          const hiddenLikeMissing = JSON.stringify(single.body) === JSON.stringify(NULL_NODE) && JSON.stringify(many.body) === JSON.stringify({ data: { nodes: [null] } });
          if (expected ? !shown || single.body.errors || many.body.errors : !hiddenLikeMissing) {
            wrong.push(`${type} (${row}) as ${role}: ${JSON.stringify(single.body)} ${JSON.stringify(many.body)}`);
          }
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('answer null, the same way, for ids that are missing or not ids at all', async () => {
    const missing = crypto.randomUUID();
    const bad = [
      globalId('Reservation', missing),
      globalId('Client', missing),
      globalId('Reservation', 'not-a-uuid'),
      globalId('Reservation', "1' OR '1'='1"),
      globalId('NoSuchType', missing),
      globalId('StopOffer', 'NO_SUCH_STOP'),
      globalId('StopOffer', 'short_stop'),
      globalId('MenuItem', 'SHORT_STOP'),
      globalId('__proto__', missing),
      globalId('constructor', missing),
      Buffer.from('Reservation').toString('base64'),
      missing,
      'not base64 at all!',
      '',
      '%%%',
    ];
    for (const role of ['anonymous', 'approved', 'admin'] as const) {
      const cookie = cookies.get(role);
      for (const id of bad) {
        const single = await server.graphql('query ($id: ID!) { node(id: $id) { id ... on Reservation { orderNumber } } }', { id }, cookie ? { cookie } : {});
        expect(single.status, `${role} ${id}`).toBe(200);
        expect(single.body, `${role} ${id}`).toEqual(NULL_NODE);
      }
      const many = await server.graphql('query ($ids: [ID!]!) { nodes(ids: $ids) { id } }', { ids: bad }, cookie ? { cookie } : {});
      expect(many.body, role).toEqual({ data: { nodes: bad.map(() => null) } });
    }
  });

  it('load with one query per type, however many ids are asked for', async () => {
    const cookie = cookies.get('admin')!;
    const query = 'query ($ids: [ID!]!) { nodes(ids: $ids) { id ... on Reservation { orderNumber client { name } } ... on MenuItem { name } } }';
    const statementsFor = async (ids: string[]) => {
      const counter = countStatements();
      try {
        const { body } = await server.graphql<{ nodes: Array<{ id: string } | null> }>(query, { ids }, { cookie });
        expect(body.errors).toBeUndefined();
        expect(body.data?.nodes.map((n) => n?.id)).toEqual(ids);
      } finally {
        counter.stop();
      }
      return counter.count;
    };
    const one = await statementsFor([fixtures.reservations[0]!, fixtures.menuItems[0]!]);
    const five = await statementsFor([...fixtures.reservations, ...fixtures.menuItems, fixtures.reservations[0]!]);
    expect(one).toBeGreaterThan(0);
    expect(five).toBe(one);
  });
});

/**
 * The approved organisation's own account, field by field, for each of its people: what each role
 * may see of it (graph/domain/organisation-members/roles.ts). A Client field in neither list fails.
 */
const CLIENT_FIELDS: Record<string, Role[]> = {
  reservations: READERS,
  reservationCounts: READERS,
  members: READERS,
  memberInvitations: ['approved'],
  invoices: MONEY,
  paymentRequests: MONEY,
  balance: MONEY,
  billingDetails: MONEY,
  accountStatement: MONEY,
  apiTokens: ['approved'],
  webhookEndpoints: ['approved'],
  calendarFeed: ['approved'],
  agreements: [],
  staffNotes: [],
};
/** The account's plain facts (name, address, status...): every one of its people reads them. */
const PLAIN_CLIENT_FIELDS = [
  'id', 'name', 'email', 'username', 'firstName', 'lastName', 'phone', 'contactInfo', 'language', 'status', 'emailVerified', 'approvedAt', 'registeredAt', 'blockedReason',
];

describe('the organisation’s own account, for each of its people', () => {
  it('declares every field of Client', () => {
    const fields = Object.keys((getSchema().getType('Client') as GraphQLObjectType).getFields()).sort();
    expect([...Object.keys(CLIENT_FIELDS), ...PLAIN_CLIENT_FIELDS].sort()).toEqual(fields);
  });

  it('shows each person exactly the parts their role may see: null or FORBIDDEN for the rest', async () => {
    const fields = (getSchema().getType('Client') as GraphQLObjectType).getFields();
    const wrong: string[] = [];
    for (const role of READERS) {
      for (const name of [...Object.keys(CLIENT_FIELDS), ...PLAIN_CLIENT_FIELDS]) {
        const field = fields[name]!;
        const args = field.args.filter((arg) => isNonNullType(arg.type));
        const call = args.length ? `(${args.map((a) => `${a.name}: "${a.name === 'to' ? '2030-01-31' : '2030-01-01'}"`).join(', ')})` : '';
        const selection = isLeafType(getNamedType(field.type)) ? '' : ' { __typename }';
        const { body } = await server.graphql<{ viewer: { client: Record<string, unknown> } }>(`{ viewer { client { ${name}${call}${selection} } } }`, {}, credentials(role));
        const errors = body.errors ?? [];
        const refused = errors.some((e) => REFUSED.has(String(e.extensions?.code)));
        const value = body.data?.viewer?.client?.[name] ?? null;
        const expected = PLAIN_CLIENT_FIELDS.includes(name) || CLIENT_FIELDS[name]!.includes(role);
        if (expected ? refused || errors.length > 0 || (value === null && !PLAIN_CLIENT_FIELDS.includes(name)) : !(refused || (value === null && errors.length === 0))) {
          wrong.push(`Client.${name} as ${role}: ${JSON.stringify(body)}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });
});
