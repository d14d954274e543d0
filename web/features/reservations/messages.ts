// Words the order screens choose at run time (states, stop types, actions, problems, live notices).
// Ids live in web/i18n/catalogs/orders.{en,sl}.json; words used literally stay in the components.
import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { Problem } from '../../components/forms/problems.ts';
import type { ActionId } from './actions.ts';
import type { PresetId, Status, StopType, View } from './filters.ts';
import type { LoadLevel } from './load.ts';

export const statusText: Record<Status, MessageDescriptor> = defineMessages({
  CREATED: { id: 'orders.status.created' },
  WAITING: { id: 'orders.status.waiting' },
  SCHEDULED: { id: 'orders.status.scheduled' },
  FINISHED: { id: 'orders.status.finished' },
  DELETED: { id: 'orders.status.deleted' },
});

export const statusHint: Record<Status, MessageDescriptor> = defineMessages({
  CREATED: { id: 'orders.statusHint.created' },
  WAITING: { id: 'orders.statusHint.waiting' },
  SCHEDULED: { id: 'orders.statusHint.scheduled' },
  FINISHED: { id: 'orders.statusHint.finished' },
  DELETED: { id: 'orders.statusHint.deleted' },
});

export const typeText: Record<StopType, MessageDescriptor> = defineMessages({
  SHORT_STOP: { id: 'orders.type.short' },
  LONG_STOP: { id: 'orders.type.long' },
});

export const viewTitle: Record<View, MessageDescriptor> = defineMessages({
  ALL: { id: 'page.ordersAll.title' },
  PENDING: { id: 'page.ordersPending.title' },
  CURRENT: { id: 'page.ordersCurrent.title' },
  HISTORY: { id: 'page.ordersOther.title' },
});

export const viewLead: Record<View, MessageDescriptor> = defineMessages({
  ALL: { id: 'orders.lead.all' },
  PENDING: { id: 'orders.lead.pending' },
  CURRENT: { id: 'orders.lead.current' },
  HISTORY: { id: 'orders.lead.history' },
});

export const emptyText: Record<View, MessageDescriptor> = defineMessages({
  ALL: { id: 'orders.empty.all' },
  PENDING: { id: 'orders.empty.pending' },
  CURRENT: { id: 'orders.empty.current' },
  HISTORY: { id: 'orders.empty.history' },
});

export const presetText: Record<PresetId, MessageDescriptor> = defineMessages({
  today: { id: 'orders.filter.today' },
  tomorrow: { id: 'orders.filter.tomorrow' },
  next7: { id: 'orders.filter.next7' },
  yesterday: { id: 'orders.filter.yesterday' },
  last7: { id: 'orders.filter.last7' },
});

export const actionText: Record<ActionId, MessageDescriptor> = defineMessages({
  confirm: { id: 'orders.action.confirm' },
  wait: { id: 'orders.action.wait' },
  reject: { id: 'orders.action.reject' },
  cancel: { id: 'orders.action.cancel' },
  finish: { id: 'orders.action.finish' },
  edit: { id: 'orders.action.edit' },
});

export const actionTitle: Record<ActionId, MessageDescriptor> = defineMessages({
  confirm: { id: 'orders.dialog.confirmTitle' },
  wait: { id: 'orders.dialog.waitTitle' },
  reject: { id: 'orders.dialog.rejectTitle' },
  cancel: { id: 'orders.dialog.cancelTitle' },
  finish: { id: 'orders.dialog.finishTitle' },
  edit: { id: 'orders.edit.title' },
});

export const actionDescription: Record<ActionId, MessageDescriptor> = defineMessages({
  confirm: { id: 'orders.dialog.confirmText' },
  wait: { id: 'orders.dialog.waitText' },
  reject: { id: 'orders.dialog.rejectText' },
  cancel: { id: 'orders.dialog.cancelText' },
  finish: { id: 'orders.dialog.finishText' },
  edit: { id: 'orders.edit.lead' },
});

export const noteLabel: Record<ActionId, MessageDescriptor> = defineMessages({
  confirm: { id: 'orders.note.confirm' },
  wait: { id: 'orders.note.wait' },
  reject: { id: 'orders.note.reject' },
  cancel: { id: 'orders.note.cancel' },
  finish: { id: 'orders.note.finish' },
  edit: { id: 'orders.note.edit' },
});

/** After an action: values { order } and, for moves, { list }. */
export const doneText: Record<ActionId, MessageDescriptor> = defineMessages({
  confirm: { id: 'orders.done.confirm' },
  wait: { id: 'orders.done.wait' },
  reject: { id: 'orders.done.reject' },
  cancel: { id: 'orders.done.cancel' },
  finish: { id: 'orders.done.finish' },
  edit: { id: 'orders.done.edit' },
});

export const loadText: Record<LoadLevel, MessageDescriptor> = defineMessages({
  quiet: { id: 'orders.load.quiet' },
  busy: { id: 'orders.load.busy' },
  near: { id: 'orders.load.near' },
  over: { id: 'orders.load.over' },
});

const liveText_ = defineMessages({
  connecting: { id: 'orders.live.connecting' },
  live: { id: 'orders.live.on' },
  reconnecting: { id: 'orders.live.reconnecting' },
  offline: { id: 'orders.live.offline' },
  newReservation: { id: 'orders.live.new' },
});
export const liveText: Record<keyof typeof liveText_, MessageDescriptor> = liveText_;

/** Server field codes (ReservationProblemCode and the form's own) in words. */
const fieldProblemText_ = defineMessages({
  REQUIRED: { id: 'orders.field.required' },
  TOO_LONG: { id: 'orders.field.tooLong' },
  GUESTS_OUT_OF_RANGE: { id: 'orders.field.guestsOutOfRange' },
  SEATS_REQUIRED_FOR_LONG_STOP: { id: 'orders.field.seatsRequired' },
  INVALID_DATE: { id: 'orders.field.invalidDate' },
  INVALID_TIME: { id: 'orders.field.invalidTime' },
  NONEXISTENT_TIME: { id: 'orders.field.nonexistentTime' },
  CLOSED_DAY: { id: 'orders.field.closedDay' },
  OUTSIDE_OPENING_HOURS: { id: 'orders.field.outsideOpeningHours' },
  NOT_ON_SLOT: { id: 'orders.field.notOnSlot' },
  LEAD_TIME_LONG: { id: 'orders.field.leadTime' },
  LEAD_TIME_SHORT: { id: 'orders.field.leadTime' },
  TOO_FAR_AHEAD: { id: 'orders.field.tooFarAhead' },
  ARRIVAL_IN_PAST: { id: 'orders.field.arrivalInPast' },
  FULLY_BOOKED: { id: 'orders.field.fullyBooked' },
  COACHES_INVALID: { id: 'orders.field.coachesInvalid' },
  TOO_MANY_COACHES: { id: 'orders.field.coachesInvalid' },
  INVALID: { id: 'orders.field.invalid' },
  // Any text field (the server's check of every text input); the sentence is the forms' own.
  INVALID_CHARACTERS: { id: 'form.error.invalidCharacters' },
});
export const fieldProblemText: Record<keyof typeof fieldProblemText_, MessageDescriptor> = fieldProblemText_;

export function fieldProblem(code: string): MessageDescriptor {
  return fieldProblemText[code as keyof typeof fieldProblemText] ?? fieldProblemText.INVALID;
}

const problemText_ = defineMessages({
  changed: { id: 'orders.problem.changed' },
  invalidTransition: { id: 'orders.problem.invalidTransition' },
  closed: { id: 'orders.problem.closed' },
  notArrivedYet: { id: 'orders.problem.notArrivedYet' },
  noLongerAvailable: { id: 'orders.problem.noLongerAvailable' },
  validation: { id: 'orders.problem.validation' },
  notFound: { id: 'orders.problem.notFound' },
  network: { id: 'orders.problem.network' },
  forbidden: { id: 'orders.problem.forbidden' },
  session: { id: 'orders.problem.session' },
  unknown: { id: 'orders.problem.unknown' },
});
export const problemText: Record<keyof typeof problemText_, MessageDescriptor> = problemText_;

/** A failed action's code in words (never the server's message). */
export function problemMessage(problem: Pick<Problem, 'code'>): MessageDescriptor {
  switch (problem.code) {
    case 'RESERVATION_CHANGED':
      return problemText.changed;
    case 'INVALID_TRANSITION':
      return problemText.invalidTransition;
    case 'RESERVATION_CLOSED':
      return problemText.closed;
    case 'NOT_ARRIVED_YET':
      return problemText.notArrivedYet;
    case 'NO_LONGER_AVAILABLE':
      return problemText.noLongerAvailable;
    case 'VALIDATION':
    case 'BAD_REQUEST':
      return problemText.validation;
    case 'NOT_FOUND':
      return problemText.notFound;
    case 'NETWORK':
      return problemText.network;
    case 'FORBIDDEN':
      return problemText.forbidden;
    case 'UNAUTHENTICATED':
    case 'ADMIN_TOKEN_EXPIRED':
    case 'USER_TOKEN_EXPIRED':
      return problemText.session;
    default:
      return problemText.unknown;
  }
}

/** Codes after which the screen reloads the reservation: what it showed is no longer true. */
export function needsReload(code: string): boolean {
  return code === 'RESERVATION_CHANGED' || code === 'INVALID_TRANSITION' || code === 'RESERVATION_CLOSED' || code === 'NOT_FOUND';
}

const historyFieldText_ = defineMessages({
  type: { id: 'orders.history.field.type' },
  arrivalAt: { id: 'orders.history.field.arrival' },
  guests: { id: 'orders.history.field.guests' },
  seatReservation: { id: 'orders.history.field.seats' },
  responsibleFirstName: { id: 'orders.history.field.responsibleFirstName' },
  responsibleLastName: { id: 'orders.history.field.responsibleLastName' },
  wishes: { id: 'orders.history.field.wishes' },
  mealDishes: { id: 'meals.history.mealDishes' },
  mealVegetarian: { id: 'meals.history.mealVegetarian' },
  mealVegan: { id: 'meals.history.mealVegan' },
  mealAllergies: { id: 'meals.history.mealAllergies' },
  mealCrew: { id: 'meals.history.mealCrew' },
  other: { id: 'orders.history.field.other' },
});
export const historyFieldText: Record<keyof typeof historyFieldText_, MessageDescriptor> = historyFieldText_;

export function historyField(field: string): MessageDescriptor {
  return historyFieldText[field as keyof typeof historyFieldText] ?? historyFieldText.other;
}

const differenceText_ = defineMessages({
  status: { id: 'orders.diff.status' },
  type: { id: 'orders.diff.type' },
  arrival: { id: 'orders.diff.arrival' },
  guests: { id: 'orders.diff.guests' },
  seatReservation: { id: 'orders.diff.seats' },
  responsible: { id: 'orders.diff.responsible' },
  wishes: { id: 'orders.diff.wishes' },
  staffNote: { id: 'orders.diff.staffNote' },
});
export const differenceText: Record<keyof typeof differenceText_, MessageDescriptor> = differenceText_;
