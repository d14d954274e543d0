// The order lists' filters as plain data, and their place in the URL, so that a filtered list is a
// link staff can share, reload or go back to:
//   ?from=2026-07-18&to=2026-07-19   arrival days (Ljubljana), inclusive
//   &type=LONG_STOP                  one stop type (both when absent)
//   &status=WAITING,SCHEDULED        states, only those the view can hold
//   &client=<id>&org=<name>          one organisation (the name is only its label)
//   &q=k7m-q4p                       order number as typed; searched once it is a whole number
//   &open=K7M-Q4P                    the reservation shown in the side panel (not a filter)
import { ORDER_NUMBER_ALPHABET, ORDER_NUMBER_LENGTH, normaliseOrderNumber } from '../../../graph/domain/order-number.ts';
import { STOP_TYPES, type StopType } from '../../../graph/domain/reservation-rules.ts';
import { RESERVATION_STATUSES, type ReservationStatus } from '../../../graph/domain/reservation-status.ts';
import { VIEW_STATUSES, type ReservationView } from '../../../graph/domain/staff-views.ts';
import { addDays, parseLocalDate, type LocalDate } from './time.ts';
import { ACCOUNT_TEXT_LIMITS } from '../../../graph/domain/account-rules.ts';

export type View = ReservationView;
export type Status = ReservationStatus;
export type { StopType };
export { normaliseOrderNumber, STOP_TYPES, VIEW_STATUSES };
export const STATUSES: readonly Status[] = RESERVATION_STATUSES;

/** The state filter is offered where a list holds more than one state. */
export function statusChoices(view: View): readonly Status[] {
  const statuses = VIEW_STATUSES[view];
  return statuses.length > 1 ? statuses : [];
}

export interface ReservationFilter {
  from: LocalDate | null;
  to: LocalDate | null;
  type: StopType | null;
  /** Empty: every state of the view. */
  statuses: Status[];
  /** The organisation's global ID. */
  clientId: string | null;
  /** The organisation's name, shown on the chip (not sent to the server). */
  clientName: string | null;
  /** What was typed in the order-number search. */
  query: string;
}

export const EMPTY_FILTER: ReservationFilter = { from: null, to: null, type: null, statuses: [], clientId: null, clientName: null, query: '' };

/** Whether typed text can still become an order number (for the "keep typing" hint). */
export function orderNumberProgress(text: string): 'empty' | 'partial' | 'complete' | 'invalid' {
  const symbols = text.toUpperCase().replace(/[\s-]/g, '');
  if (!symbols) return 'empty';
  if (symbols.length > ORDER_NUMBER_LENGTH || [...symbols].some((symbol) => !ORDER_NUMBER_ALPHABET.includes(symbol))) return 'invalid';
  return symbols.length === ORDER_NUMBER_LENGTH ? 'complete' : 'partial';
}


export function parseFilter(params: URLSearchParams, view: View): ReservationFilter {
  let from = parseLocalDate(params.get('from'));
  let to = parseLocalDate(params.get('to'));
  if (from && to && from > to) [from, to] = [to, from];
  const typeParam = params.get('type');
  const type = (STOP_TYPES as readonly string[]).includes(typeParam ?? '') ? (typeParam as StopType) : null;
  const allowed = statusChoices(view);
  const statuses = STATUSES.filter((status) => allowed.includes(status) && (params.get('status') ?? '').split(',').includes(status));
  const clientId = params.get('client')?.trim() || null;
  const clientName = clientId ? (params.get('org')?.trim().slice(0, ACCOUNT_TEXT_LIMITS.name) ?? null) || null : null;
  const query = (params.get('q') ?? '').slice(0, 20);
  return { from, to, type, statuses: statuses.length === allowed.length ? [] : statuses, clientId, clientName, query };
}

const FILTER_PARAMS = ['from', 'to', 'type', 'status', 'client', 'org', 'q'];

/** The URL's parameters with `filter` in place of the old filter; other parameters (open) stay. */
export function writeFilter(params: URLSearchParams, filter: ReservationFilter): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const name of FILTER_PARAMS) next.delete(name);
  if (filter.from) next.set('from', filter.from);
  if (filter.to) next.set('to', filter.to);
  if (filter.type) next.set('type', filter.type);
  if (filter.statuses.length) next.set('status', STATUSES.filter((s) => filter.statuses.includes(s)).join(','));
  if (filter.clientId) {
    next.set('client', filter.clientId);
    if (filter.clientName) next.set('org', filter.clientName);
  }
  if (filter.query) next.set('q', filter.query);
  return next;
}

/** The GraphQL ReservationFilter input (only what is set; an incomplete order number is not sent). */
export interface ReservationFilterInput {
  from?: string;
  to?: string;
  types?: StopType[];
  statuses?: Status[];
  clientId?: string;
  orderNumber?: string;
}

export function toGraphQL(filter: ReservationFilter): ReservationFilterInput {
  const input: ReservationFilterInput = {};
  if (filter.from) input.from = filter.from;
  if (filter.to) input.to = filter.to;
  if (filter.type) input.types = [filter.type];
  if (filter.statuses.length) input.statuses = STATUSES.filter((s) => filter.statuses.includes(s));
  if (filter.clientId) input.clientId = filter.clientId;
  const number = normaliseOrderNumber(filter.query);
  if (number) input.orderNumber = number;
  return input;
}

/** Equal keys mean the server would answer the same list. */
export function filterKey(filter: ReservationFilter): string {
  return JSON.stringify(toGraphQL(filter));
}

/** Whether anything narrows the list (for "clear filters" and the empty-state wording). */
export function isFiltered(filter: ReservationFilter): boolean {
  return filterKey(filter) !== '{}';
}

export type PresetId = 'today' | 'tomorrow' | 'next7' | 'yesterday' | 'last7';

export interface DatePreset {
  id: PresetId;
  from: LocalDate;
  to: LocalDate;
}

/** One-tap arrival ranges: ahead for the working lists, behind for the history. */
export function datePresets(view: View, today: LocalDate): DatePreset[] {
  if (view === 'HISTORY') {
    return [
      { id: 'today', from: today, to: today },
      { id: 'yesterday', from: addDays(today, -1), to: addDays(today, -1) },
      { id: 'last7', from: addDays(today, -6), to: today },
    ];
  }
  return [
    { id: 'today', from: today, to: today },
    { id: 'tomorrow', from: addDays(today, 1), to: addDays(today, 1) },
    { id: 'next7', from: today, to: addDays(today, 6) },
  ];
}

export function activePreset(filter: Pick<ReservationFilter, 'from' | 'to'>, presets: readonly DatePreset[]): PresetId | null {
  return presets.find((preset) => preset.from === filter.from && preset.to === filter.to)?.id ?? null;
}

/** The order lists' paths, for links between them. */
export const VIEW_PATHS: Readonly<Record<View, string>> = {
  ALL: '/adminis/orders/all',
  PENDING: '/adminis/orders/pending',
  CURRENT: '/adminis/orders/current',
  HISTORY: '/adminis/orders/other',
};
