// The reservation and its history as the API shows them.
import { builder } from '../../builder.ts';
import { ActorKind, ReservationEventKind } from '../../generated/prisma/enums.ts';
import { dateFromDb, formatMinute, instantToLocal } from '../../domain/local-time.ts';
import { BookingOverrideEnum, ReservationOutcomeEnum, ReservationStatusEnum, StopTypeEnum } from '../enums.ts';
import { checkInOptions } from '../../services/check-in.ts';
import { nodeVisibility } from '../node.ts';

import { LOCAL_DATE, LOCAL_TIME, ownerOrStaff } from './shared.ts';
import { MEMBER_BITS, personOf, PersonNameRef, STAFF_BITS } from '../people.ts';

const ReservationEventKindEnum = builder.enumType(ReservationEventKind, {
  name: 'ReservationEventKind',
  description: 'CREATED: the client booked. STATUS_CHANGED: staff moved it. EDITED: its details changed. RECONFIRMED: the client confirmed the headcount. DRIVER_REPORT: the driver reported. PLACED: staff moved rooms or bays.',
  values: {
    CREATED: { description: 'The reservation was made (by the client, or by staff for it).' },
    STATUS_CHANGED: { description: 'Its status changed (fromStatus → toStatus).' },
    EDITED: { description: 'Its details changed (see changes): by staff, or the headcount by the client from the reconfirmation link.' },
    RECONFIRMED: { description: 'The client confirmed from the reconfirmation mail that the group comes as booked.' },
    DRIVER_REPORT: { description: 'The driver reported from the driver’s link (changes: driverState, etaAt); the actor is ANONYMOUS.' },
    PLACED: { description: 'Staff moved the group to other rooms or its coaches to other bays (see changes).' },
  },
});

export const ActorKindEnum = builder.enumType(ActorKind, {
  name: 'ActorKind',
  description: 'Who made a change: the CLIENT, STAFF, the SYSTEM (jobs) or ANONYMOUS.',
  values: {
    ANONYMOUS: { description: 'A visitor who is not signed in.' },
    CLIENT: { description: 'An organisation account (signed in, or through its API token).' },
    STAFF: { description: 'A member of staff.' },
    SYSTEM: { description: 'The application itself: scheduled jobs and the command line.' },
  },
});

interface FieldChangeShape {
  field: string;
  from: string | null;
  to: string | null;
}

const ReservationFieldChangeRef = builder.objectRef<FieldChangeShape>('ReservationFieldChange').implement({
  description: 'One field an edit changed. Values are strings: numbers as digits, booleans as true/false, arrivalAt as an ISO instant.',
  fields: (t) => ({
    field: t.exposeString('field', { description: 'type, guests, coaches, seatReservation, arrivalAt, responsibleFirstName, responsibleLastName or wishes; for a driver report driverState and etaAt; for a placement rooms and bays.' }),
    from: t.exposeString('from', { nullable: true, description: 'The value before (null: empty).' }),
    to: t.exposeString('to', { nullable: true, description: 'The value after (null: empty).' }),
  }),
});

// jsonb does not keep key order; show changes in the order people read a reservation.
const CHANGE_ORDER = ['type', 'arrivalAt', 'guests', 'coaches', 'seatReservation', 'responsibleFirstName', 'responsibleLastName', 'wishes', 'driverState', 'etaAt', 'rooms', 'bays'];

function changeList(json: unknown): FieldChangeShape[] {
  if (!json || typeof json !== 'object' || Array.isArray(json)) return [];
  const text = (value: unknown) => (value === null || value === undefined ? null : String(value));
  const rank = (field: string) => (CHANGE_ORDER.includes(field) ? CHANGE_ORDER.indexOf(field) : CHANGE_ORDER.length);
  return Object.entries(json as Record<string, { from?: unknown; to?: unknown }>)
    .sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b))
    .map(([field, change]) => ({ field, from: text(change?.from), to: text(change?.to) }));
}

builder.prismaObject('ReservationEvent', {
  name: 'ReservationEvent',
  description: 'One step in a reservation’s history: creation, a status change or an edit (who, when, from, to, note).',
  fields: (t) => ({
    kind: t.expose('kind', { type: ReservationEventKindEnum, description: 'What kind of step.' }),
    fromStatus: t.expose('fromStatus', { type: ReservationStatusEnum, nullable: true, description: 'For STATUS_CHANGED: the status before (null otherwise).' }),
    toStatus: t.expose('toStatus', { type: ReservationStatusEnum, nullable: true, description: 'The status after: for CREATED the first status, for STATUS_CHANGED the new one (null for EDITED).' }),
    changes: t.field({ type: [ReservationFieldChangeRef], description: 'For EDITED: what changed.', resolve: (event) => changeList(event.changes) }),
    outcome: t.expose('outcome', { type: ReservationOutcomeEnum, nullable: true, description: 'For STATUS_CHANGED to FINISHED or DELETED: how it ended (null otherwise).' }),
    actualGuests: t.exposeInt('actualGuests', { nullable: true, description: 'For a check-in: how many guests staff counted at the door (null otherwise).' }),
    note: t.exposeString('note', { nullable: true, description: 'The note staff gave the client with this step.' }),
    actorKind: t.expose('actorKind', { type: ActorKindEnum, description: 'Who took the step.' }),
    overrides: t.field({
      type: [BookingOverrideEnum],
      description: 'For CREATED by staff: the booking rules they set aside. Staff only (empty for clients).',
      authScopes: { staff: true },
      unauthorizedResolver: () => [],
      resolve: (event) => event.overrides,
    }),
    overrideReason: t.exposeString('overrideReason', {
      nullable: true,
      description: 'Why staff set those rules aside. Staff only (null for clients): never shown to the client.',
      authScopes: { staff: true },
      unauthorizedResolver: () => null,
    }),
    staff: t.relation('actorStaff', {
      nullable: true,
      description: 'The member of staff who made the change. Staff only (null for clients).',
      authScopes: { staff: true },
      unauthorizedResolver: () => null,
    }),
    actorPerson: t.field({
      type: PersonNameRef,
      nullable: true,
      description:
        'Who took the step: the organisation’s member (a step a client took in a member’s session) or the member of staff (named to staff only). ' +
        'Null when nobody in particular did: the system, a driver, a mailed link, an API token, or steps from before organisations had members.',
      select: { actorKind: true, actorMember: MEMBER_BITS, actorStaff: STAFF_BITS },
      resolve: (event, _args, ctx) => personOf(event.actorMember, event.actorStaff, ctx, event.actorKind === 'STAFF'),
    }),
    at: t.expose('createdAt', { type: 'DateTime', description: 'When it happened.' }),
  }),
});

// A reservation is read with all its columns (no `select` here), so no field over its own columns
// declares one: a field's `select` wraps it in plugin-prisma's lookup, paid on every row of a list.
export const ReservationRef = builder.prismaNode('Reservation', {
  name: 'Reservation',
  description: 'A group reservation for a short or long stop. Clients see only their own; staff see all.',
  id: { field: 'id' },
  authScopes: nodeVisibility('Reservation', 'reservation', (reservation: { id: string; clientId: string }, ctx) => ownerOrStaff(ctx, reservation.clientId)),
  fields: (t) => ({
    orderNumber: t.exposeString('orderNumber', { description: 'Short, readable order number, e.g. K7M-Q4P (no 0/O, 1/I/L).' }),
    type: t.expose('type', { type: StopTypeEnum, description: 'Short or long stop.' }),
    guests: t.exposeInt('guests', { description: 'How many guests are coming.' }),
    seatReservation: t.exposeBoolean('seatReservation', { description: 'Whether seats are reserved for the group (always for a long stop).' }),
    arrivalAt: t.expose('arrivalAt', { type: 'DateTime', description: 'The arrival instant (UTC).' }),
    arrivalDay: t.string({ description: `The arrival's date. ${LOCAL_DATE}`, resolve: (r) => dateFromDb(r.arrivalDay) }),
    arrivalLocalTime: t.string({ description: `The arrival's time. ${LOCAL_TIME}`, resolve: (r) => formatMinute(instantToLocal(r.arrivalAt).minute) }),
    durationMinutes: t.exposeInt('durationMinutes', { description: 'How long the seats are held from arrival (fixed when booked).' }),
    responsibleFirstName: t.exposeString('responsibleFirstName', { nullable: true, description: 'First name of the person responsible for the group, usually the driver or guide (null: not given).' }),
    responsibleLastName: t.exposeString('responsibleLastName', { nullable: true, description: 'Their last name (null: not given).' }),
    message: t.exposeString('message', { nullable: true, description: 'The client’s message.' }),
    wishes: t.exposeString('wishes', { nullable: true, description: 'Menu choices, dietary needs, accessibility (null: none).' }),
    status: t.expose('status', { type: ReservationStatusEnum, description: 'Where it stands.' }),
    staffNote: t.exposeString('staffNote', { nullable: true, description: 'The latest note staff gave the client.' }),
    quotedPriceCents: t.exposeInt('quotedPriceCents', { nullable: true, description: 'The per-guest price quoted when booked, in cents.' }),
    currency: t.exposeString('currency', { description: 'ISO 4217 code of quotedPriceCents (EUR).' }),
    reconfirmationRequestedAt: t.expose('reconfirmationRequestedAt', {
      type: 'DateTime',
      nullable: true,
      description: 'When the client was mailed to reconfirm the headcount (null: not asked; it is asked once, a set time before arrival).',
    }),
    reconfirmedAt: t.expose('reconfirmedAt', {
      type: 'DateTime',
      nullable: true,
      description: 'When the client confirmed (or changed) the headcount from that mail (null: not yet).',
    }),
    version: t.exposeInt('version', { description: 'Increases with every change; send it back as expectedVersion when changing the reservation.' }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When it was booked.' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime', description: 'When it last changed (status or details).' }),
    client: t.relation('client', { description: 'The client organisation it is for.' }),
    organisation: t.relation('client', { deprecationReason: 'Use `client`.', description: 'The client organisation it is for.' }),
    bookedBy: t.relation('bookedBy', {
      nullable: true,
      description: 'The member of staff who took this booking for the client (null: the client booked). Staff only.',
      authScopes: { staff: true },
      unauthorizedResolver: () => null,
    }),
    bookedByPerson: t.field({
      type: PersonNameRef,
      nullable: true,
      description:
        'Who booked it: the organisation’s member who booked, a former member, or the member of staff who took it by phone (named to staff only). ' +
        'Null for bookings made through an API token, and for those from before organisations had members. The organisation’s members and staff.',
      select: { bookedByStaffId: true, bookedByMember: MEMBER_BITS, bookedBy: STAFF_BITS },
      resolve: (r, _args, ctx) => personOf(r.bookedByMember, r.bookedBy, ctx, r.bookedByStaffId !== null),
    }),
    outcome: t.expose('outcome', {
      type: ReservationOutcomeEnum,
      nullable: true,
      description: 'How it ended, once FINISHED or DELETED (null while open). The client sees its own.',
    }),
    closedAt: t.expose('closedAt', { type: 'DateTime', nullable: true, description: 'When it became FINISHED or DELETED (null while open).' }),
    actualGuests: t.exposeInt('actualGuests', { nullable: true, description: 'How many guests staff counted at the door when they checked the group in (null: not checked in).' }),
    checkedInAt: t.expose('checkedInAt', { type: 'DateTime', nullable: true, description: 'When staff checked the group in or marked it as not arrived (null: neither).' }),
    checkedInBy: t.relation('checkedInBy', {
      nullable: true,
      description: 'The member of staff who checked the group in or marked it as not arrived. Staff only.',
      authScopes: { staff: true },
      unauthorizedResolver: () => null,
    }),
    canCheckIn: t.boolean({
      description: 'Whether staff can check the group in now (SCHEDULED, on its arrival day or until noon the day after). Staff only (false for clients).',
      authScopes: { staff: true },
      unauthorizedResolver: () => false,
      resolve: (r, _args, ctx) => checkInOptions(r, ctx.services.now()).canArrive,
    }),
    canMarkNoShow: t.boolean({
      description: 'Whether staff can mark the group as not arrived now (open, its arrival time passed, on its day or until noon the day after). Staff only (false for clients).',
      authScopes: { staff: true },
      unauthorizedResolver: () => false,
      resolve: (r, _args, ctx) => checkInOptions(r, ctx.services.now()).canMarkNoShow,
    }),
    history: t.relation('events', {
      description: 'Every step, oldest first (the timeline).',
      query: { orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] },
    }),
  }),
});
