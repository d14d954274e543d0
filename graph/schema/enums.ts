// Enums shared by several schema modules, taken from the Prisma enums so the two cannot disagree.
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
  description: 'SHORT_STOP: coffee, donuts (at least 2 hours ahead). LONG_STOP: lunch, a la carte (at least 72 hours ahead).',
});

export const ReservationStatusEnum = builder.enumType(ReservationStatus, {
  name: 'ReservationStatus',
  description:
    'CREATED: awaiting staff. WAITING: processed, needs coordination. SCHEDULED: confirmed. FINISHED: the group arrived. DELETED: cancelled, rejected or deleted.',
});
