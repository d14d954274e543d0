// Enums shared by several schema modules, taken from the Prisma enums so the two cannot disagree.
import { LEAD_TIME_HOURS } from '../domain/reservation-rules.ts';
import { builder } from '../builder.ts';
import { Allergen, Language, ClientStatus, ReservationOutcome, ReservationStatus, StopType } from '../generated/prisma/enums.ts';
import { ALLERGENS } from '../domain/allergens.ts';
import { LATE_CANCELLATION_HOURS } from '../domain/outcomes.ts';

export const LanguageEnum = builder.enumType(Language, {
  name: 'Language',
  description: 'The languages of the product: English and Slovenian.',
  values: { en: { description: 'English.' }, sl: { description: 'Slovenian.' } },
});

export const ClientStatusEnum = builder.enumType(ClientStatus, {
  name: 'OrganisationStatus',
  description: 'Where a client account stands: PENDING staff approval, APPROVED, BLOCKED by staff, or ARCHIVED after deletion.',
  values: {
    PENDING: { description: 'Registered, waiting for staff approval; it may sign in once its e-mail is verified, but not book.' },
    APPROVED: { description: 'Approved by staff: may book.' },
    BLOCKED: { description: 'Blocked by staff: may sign in and see its dashboard, but not book.' },
    ARCHIVED: { description: 'Deleted after it had been approved: kept for 90 days, then erased; cannot sign in.' },
  },
});

export const StopTypeEnum = builder.enumType(StopType, {
  name: 'StopType',
  description: `SHORT_STOP: coffee, doughnuts (at least ${LEAD_TIME_HOURS.SHORT_STOP} hours ahead). LONG_STOP: lunch, a la carte (at least ${LEAD_TIME_HOURS.LONG_STOP} hours ahead).`,
  values: {
    SHORT_STOP: { description: `A short stop: coffee and doughnuts, booked at least ${LEAD_TIME_HOURS.SHORT_STOP} hours ahead.` },
    LONG_STOP: { description: `A long stop: lunch, a la carte, booked at least ${LEAD_TIME_HOURS.LONG_STOP} hours ahead; needs seats.` },
  },
});

export const ReservationStatusEnum = builder.enumType(ReservationStatus, {
  name: 'ReservationStatus',
  description:
    'CREATED: awaiting staff. WAITING: processed, needs coordination. SCHEDULED: confirmed. FINISHED: the group arrived. DELETED: cancelled, rejected or deleted.',
  values: {
    CREATED: { description: 'Booked and awaiting staff: nobody at the restaurant has looked at it yet. Holds its seats.' },
    WAITING: { description: 'Seen by staff, needs coordination with the client (the staff note says what). Holds its seats.' },
    SCHEDULED: { description: 'Confirmed by staff. Holds its seats.' },
    FINISHED: { description: 'The group arrived (only after SCHEDULED). Final.' },
    DELETED: { description: 'Cancelled, rejected or deleted by staff, or cancelled with its account; holds no seats. Final.' },
  },
});

export const BookingOverrideEnum = builder.enumType('BookingOverride', {
  description: 'A booking rule staff may set aside, with a reason, when they book for a client. Seats, rooms, coach bays, opening hours, the guest range and past arrivals are never set aside.',
  values: {
    LEAD_TIME: { description: 'The stop’s lead time (a late booking the kitchen agreed to).' },
    HORIZON: { description: 'The one-year booking horizon.' },
    PACING: { description: 'The arrival pacing: the most guests and coaches arriving in one slot.' },
  } as const,
});

export const AllergenEnum = builder.enumType(Allergen, {
  name: 'Allergen',
  description: 'The 14 allergens of Regulation (EU) No 1169/2011, Annex II.',
  values: Object.fromEntries(ALLERGENS.map((a) => [a.code, { description: `${a.en} (${a.sl}).` }])),
});

export const ReservationOutcomeEnum = builder.enumType(ReservationOutcome, {
  name: 'ReservationOutcome',
  description: 'How a closed reservation ended: FINISHED is ARRIVED; DELETED is a NO_SHOW, CANCELLED_BY_CLIENT, CANCELLED_BY_STAFF or DECLINED.',
  values: {
    ARRIVED: { description: 'The group came (FINISHED; actualGuests says how many when staff checked it in).' },
    NO_SHOW: { description: 'The group did not come on its day; staff marked it after the arrival time (DELETED).' },
    CANCELLED_BY_CLIENT: {
      description: `Cancelled at the client’s request, or because its account was deleted (DELETED). Less than ${LATE_CANCELLATION_HOURS} hours before arrival it is a late cancellation.`,
    },
    CANCELLED_BY_STAFF: { description: 'Cancelled by the restaurant after it had been looked at (DELETED from WAITING or SCHEDULED).' },
    DECLINED: { description: 'Declined by the restaurant before anybody accepted it (DELETED from CREATED).' },
  },
});
