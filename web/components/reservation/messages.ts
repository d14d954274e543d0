// The reservation screens' words for the server's codes: field problems (the same codes in
// reservationAvailability.problems and createReservation's extensions.fields), request problems,
// statuses and stop types. Translated from the app's catalogs (reservations.<lang>.json) in the
// page's language — the server's sentences follow the account's profile language instead.
import { defineMessages, type MessageDescriptor } from 'react-intl';
import { feedback } from '../../i18n/feedback.ts';
import { fieldText, type Text } from '../forms/messages.ts';
import { MAX_GUESTS, MIN_GUESTS, TEXT_LIMITS, type StopType } from '../../../graph/domain/reservation-rules.ts';
import type { ReservationStatus } from './timeline.ts';

/** The step-level sentence (docs/product.md § Messages) that goes with a wizard step's problem. */
export type StepMessage = 'chooseOption' | 'selectArrival' | 'requiredFields';

export const problemText = defineMessages({
  tooLong: { id: 'reservation.problem.tooLong' },
  guestsOutOfRange: { id: 'reservation.problem.guestsOutOfRange' },
  seatsRequired: { id: 'reservation.problem.seatsRequired' },
  invalidDate: { id: 'reservation.problem.invalidDate' },
  invalidTime: { id: 'reservation.problem.invalidTime' },
  nonexistentTime: { id: 'reservation.problem.nonexistentTime' },
  closedDay: { id: 'reservation.problem.closedDay' },
  outsideOpeningHours: { id: 'reservation.problem.outsideOpeningHours' },
  notOnSlot: { id: 'reservation.problem.notOnSlot' },
  leadTimeLong: { id: 'reservation.problem.leadTimeLong' },
  leadTimeShort: { id: 'reservation.problem.leadTimeShort' },
  arrivalInPast: { id: 'reservation.problem.arrivalInPast' },
  tooFarAhead: { id: 'reservation.problem.tooFarAhead' },
  fullyBooked: { id: 'reservation.problem.fullyBooked' },
  noLongerAvailable: { id: 'reservation.problem.noLongerAvailable' },
  notAllowed: { id: 'reservation.problem.notAllowed' },
  submittedDifferently: { id: 'reservation.problem.submittedDifferently' },
  unknown: { id: 'reservation.problem.unknown' },
});

/** The step sentences of docs/product.md § Messages. */
export const stepMessages: Record<StepMessage, MessageDescriptor> = {
  chooseOption: feedback.chooseOption,
  selectArrival: feedback.selectArrival,
  requiredFields: feedback.requiredFields,
};

export interface LeadTimes {
  SHORT_STOP: number;
  LONG_STOP: number;
}

/** What to say about `field` having the problem `code` (a server or browser field code). */
export function reservationFieldMessage(field: string, code: string, leadTimes: LeadTimes): Text {
  switch (code) {
    case 'REQUIRED':
      if (field === 'type' || field === 'seatReservation') return { descriptor: feedback.chooseOption };
      if (field === 'arrivalDate' || field === 'arrivalTime') return { descriptor: feedback.selectArrival };
      return { descriptor: feedback.requiredFields };
    case 'TOO_LONG':
      return { descriptor: problemText.tooLong, values: { max: TEXT_LIMITS[field as keyof typeof TEXT_LIMITS] ?? Math.max(...Object.values(TEXT_LIMITS)) } };
    case 'GUESTS_OUT_OF_RANGE':
      return { descriptor: problemText.guestsOutOfRange, values: { min: MIN_GUESTS, max: MAX_GUESTS } };
    case 'SEATS_REQUIRED_FOR_LONG_STOP':
      return { descriptor: problemText.seatsRequired };
    case 'INVALID_DATE':
      return { descriptor: problemText.invalidDate };
    case 'INVALID_TIME':
      return { descriptor: problemText.invalidTime };
    case 'NONEXISTENT_TIME':
      return { descriptor: problemText.nonexistentTime };
    case 'CLOSED_DAY':
      return { descriptor: problemText.closedDay };
    case 'OUTSIDE_OPENING_HOURS':
      return { descriptor: problemText.outsideOpeningHours };
    case 'NOT_ON_SLOT':
      return { descriptor: problemText.notOnSlot };
    case 'LEAD_TIME_LONG':
      return { descriptor: problemText.leadTimeLong, values: { hours: leadTimes.LONG_STOP, days: Math.round(leadTimes.LONG_STOP / 24) } };
    case 'LEAD_TIME_SHORT':
      return { descriptor: problemText.leadTimeShort, values: { hours: leadTimes.SHORT_STOP } };
    case 'ARRIVAL_IN_PAST':
      return { descriptor: problemText.arrivalInPast };
    case 'TOO_FAR_AHEAD':
      return { descriptor: problemText.tooFarAhead };
    case 'FULLY_BOOKED':
      return { descriptor: problemText.fullyBooked };
    case 'INVALID_CHARACTERS':
      return { descriptor: fieldText.invalidCharacters };
    default:
      return { descriptor: problemText.unknown };
  }
}

export const statusText = defineMessages({
  CREATED: { id: 'reservation.status.CREATED' },
  WAITING: { id: 'reservation.status.WAITING' },
  SCHEDULED: { id: 'reservation.status.SCHEDULED' },
  FINISHED: { id: 'reservation.status.FINISHED' },
  DELETED: { id: 'reservation.status.DELETED' },
});

export const statusDescription = defineMessages({
  CREATED: { id: 'reservation.statusText.CREATED' },
  WAITING: { id: 'reservation.statusText.WAITING' },
  SCHEDULED: { id: 'reservation.statusText.SCHEDULED' },
  FINISHED: { id: 'reservation.statusText.FINISHED' },
  DELETED: { id: 'reservation.statusText.DELETED' },
});

export function statusLabel(status: string): MessageDescriptor {
  return statusText[status as ReservationStatus] ?? statusText.CREATED;
}

export const stopText = defineMessages({
  SHORT_STOP: { id: 'reservation.type.SHORT_STOP' },
  LONG_STOP: { id: 'reservation.type.LONG_STOP' },
});

export const stopDescription = defineMessages({
  SHORT_STOP: { id: 'reservation.typeText.SHORT_STOP' },
  LONG_STOP: { id: 'reservation.typeText.LONG_STOP' },
});

export function stopLabel(type: string): MessageDescriptor {
  return stopText[type as StopType] ?? stopText.SHORT_STOP;
}

export const stepTitles = defineMessages({
  type: { id: 'page.newOrder.step.type' },
  guests: { id: 'page.newOrder.step.guests' },
  seats: { id: 'page.newOrder.step.seats' },
  arrival: { id: 'page.newOrder.step.arrival' },
  responsible: { id: 'page.newOrder.step.responsible' },
  message: { id: 'page.newOrder.step.message' },
  summary: { id: 'page.newOrder.step.summary' },
});

export const seatsText = defineMessages({
  yes: { id: 'reservation.seats.yes' },
  no: { id: 'reservation.seats.no' },
});
