// The Arrivals page's form logic, apart from React: numbers typed as text, seasons as month and day,
// and the words for each field code the server (and graph/domain/arrival-capacity/config.ts, run
// here first) answers with.
import { defineMessages, type MessageDescriptor } from 'react-intl';
import { ARRIVAL_LIMITS, ROOM_POSITION_MAX, WAITLIST_OFFER_LIMITS } from '../../../graph/domain/arrival-capacity/config.ts';
import { fieldText, type Text } from '../../components/forms/messages.ts';

/** A whole number typed in a field: null when empty, NaN when not a whole number. */
export function readWhole(text: string): number | null {
  const trimmed = text.trim();
  if (!trimmed) return null;
  return /^-?\d{1,7}$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

export const NOT_A_NUMBER = 'NOT_A_NUMBER';

/** 'MM-DD' from a month (1–12) and a day, or null when either is missing. */
export function monthDay(month: string, day: string): string | null {
  if (!month || !day) return null;
  return `${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
}

/** The month and day of 'MM-DD' (empty strings for none). */
export function splitMonthDay(value: string | null | undefined): { month: string; day: string } {
  const match = /^(\d{2})-(\d{2})$/.exec(value ?? '');
  return match ? { month: String(Number(match[1])), day: String(Number(match[2])) } : { month: '', day: '' };
}

const text = defineMessages({
  slot: { id: 'arrivals.error.slot' },
  bays: { id: 'arrivals.error.bays' },
  turnaround: { id: 'arrivals.error.turnaround' },
  offerHours: { id: 'arrivals.error.offerHours' },
  lastDayOfferHours: { id: 'arrivals.error.lastDayOfferHours' },
  ruleEmpty: { id: 'arrivals.error.ruleEmpty' },
  guestsLimit: { id: 'arrivals.error.guestsLimit' },
  coachesLimit: { id: 'arrivals.error.coachesLimit' },
  weekdays: { id: 'arrivals.error.weekdays' },
  season: { id: 'arrivals.error.season' },
  roomName: { id: 'arrivals.error.roomName' },
  roomSeats: { id: 'arrivals.error.roomSeats' },
  position: { id: 'arrivals.error.position' },
  combination: { id: 'arrivals.error.combination' },
  wholeNumber: { id: 'arrivals.error.wholeNumber' },
});

const BY_CODE: Record<string, (field: string) => Text> = {
  PACING_SLOT_INVALID: () => ({ descriptor: text.slot }),
  COACH_BAYS_INVALID: (field) =>
    field === 'coachBays' ? { descriptor: text.bays, values: { max: ARRIVAL_LIMITS.coachBays } } : { descriptor: text.turnaround, values: { max: ARRIVAL_LIMITS.bayTurnaroundMinutes } },
  OFFER_HOURS_INVALID: (field) =>
    field === 'waitlistOfferHours'
      ? { descriptor: text.offerHours, values: { max: WAITLIST_OFFER_LIMITS.offerHours } }
      : { descriptor: text.lastDayOfferHours, values: { max: WAITLIST_OFFER_LIMITS.lastDayOfferHours } },
  PACING_RULE_EMPTY: () => ({ descriptor: text.ruleEmpty }),
  PACING_LIMIT_INVALID: (field) =>
    field === 'maxGuests' ? { descriptor: text.guestsLimit, values: { max: ARRIVAL_LIMITS.pacingGuests } } : { descriptor: text.coachesLimit, values: { max: ARRIVAL_LIMITS.pacingCoaches } },
  WEEKDAYS_INVALID: () => ({ descriptor: text.weekdays }),
  SEASON_INVALID: () => ({ descriptor: text.season }),
  ROOM_NAME_INVALID: () => ({ descriptor: text.roomName, values: { max: ARRIVAL_LIMITS.roomName } }),
  ROOM_SEATS_INVALID: () => ({ descriptor: text.roomSeats, values: { max: ARRIVAL_LIMITS.roomSeats } }),
  OUT_OF_RANGE: () => ({ descriptor: text.position, values: { max: ROOM_POSITION_MAX } }),
  COMBINATION_INVALID: () => ({ descriptor: text.combination, values: { max: ARRIVAL_LIMITS.roomsPerCombination } }),
  [NOT_A_NUMBER]: () => ({ descriptor: text.wholeNumber }),
  REQUIRED: () => ({ descriptor: fieldText.required }),
  TOO_LONG: () => ({ descriptor: fieldText.tooLong, values: { max: ARRIVAL_LIMITS.roomName } }),
  INVALID_CHARACTERS: () => ({ descriptor: fieldText.invalidCharacters }),
};

/** The words for a field's code (an unknown code: "not valid"). */
export function fieldProblem(field: string, code: string | undefined): Text | null {
  if (!code) return null;
  return BY_CODE[code]?.(field) ?? { descriptor: fieldText.invalid };
}

const problems = defineMessages({
  full: { id: 'arrivals.error.full' },
});

/** The page's own words for a refusal that is not about one field. */
export function arrivalProblem(code: string): MessageDescriptor | null {
  return code === 'ARRIVAL_SETTINGS_FULL' ? problems.full : null;
}
