// Enums shared by several schema modules, taken from the Prisma enums so the two cannot disagree.
import { LEAD_TIME_HOURS } from '../domain/reservation-rules.ts';
import { builder } from '../builder.ts';
import { Language, OrganisationStatus, ReservationStatus, StopType } from '../generated/prisma/enums.ts';

export const LanguageEnum = builder.enumType(Language, {
  name: 'Language',
  description: 'The languages of the product: English and Slovenian.',
});

export const OrganisationStatusEnum = builder.enumType(OrganisationStatus, {
  name: 'OrganisationStatus',
  description: 'Where a client account stands: PENDING staff approval, APPROVED, BLOCKED by staff, or ARCHIVED after deletion.',
});

export const StopTypeEnum = builder.enumType(StopType, {
  name: 'StopType',
  description: `SHORT_STOP: coffee, doughnuts (at least ${LEAD_TIME_HOURS.SHORT_STOP} hours ahead). LONG_STOP: lunch, a la carte (at least ${LEAD_TIME_HOURS.LONG_STOP} hours ahead).`,
});

export const ReservationStatusEnum = builder.enumType(ReservationStatus, {
  name: 'ReservationStatus',
  description:
    'CREATED: awaiting staff. WAITING: processed, needs coordination. SCHEDULED: confirmed. FINISHED: the group arrived. DELETED: cancelled, rejected or deleted.',
});

export const BookingOverrideEnum = builder.enumType('BookingOverride', {
  description: 'A booking rule staff may set aside, with a reason, when they book for a client. Capacity, opening hours, the guest range and past arrivals are never set aside.',
  values: {
    LEAD_TIME: { description: 'The stop’s lead time (a late booking the kitchen agreed to).' },
    HORIZON: { description: 'The one-year booking horizon.' },
  } as const,
});
