// How staff screens word a group's arrival: "Arrived", "Delayed 25 min", "ETA 10:25", "On time".
// One wording for the queues, the order panel, the day sheet, the kitchen and the board.
import type { IntlShape } from 'react-intl';
import { WALL_CLOCK } from '../../lib/clock.ts';

export interface ArrivalFacts {
  readonly driverState: string;
  readonly delayMinutes: number | null | undefined;
  readonly etaAt: string | null | undefined;
}

/** The tone a state is shown in: arrived (done), delayed (warning), early or on time (fine), nothing reported. */
export type ArrivalTone = 'arrived' | 'delayed' | 'ontime' | 'expected';

export function arrivalTone(a: ArrivalFacts): ArrivalTone {
  if (a.driverState === 'ARRIVED') return 'arrived';
  if ((a.delayMinutes ?? 0) > 0) return 'delayed';
  if (a.driverState === 'ON_TIME' || a.driverState === 'DELAYED') return 'ontime';
  return 'expected';
}

export function wallTime(intl: IntlShape, at: string): string {
  return intl.formatTime(at, { hour: '2-digit', minute: '2-digit', ...WALL_CLOCK });
}

/** The short wording, or null when the driver has reported nothing (the booked time stands). */
export function arrivalLabel(intl: IntlShape, a: ArrivalFacts): string | null {
  switch (arrivalTone(a)) {
    case 'arrived':
      return intl.formatMessage({ id: 'arrivals.state.arrived' });
    case 'delayed':
      return intl.formatMessage({ id: 'arrivals.state.delayed' }, { minutes: a.delayMinutes ?? 0 });
    case 'ontime':
      return a.etaAt && a.delayMinutes ? intl.formatMessage({ id: 'arrivals.state.eta' }, { time: wallTime(intl, a.etaAt) }) : intl.formatMessage({ id: 'arrivals.state.onTime' });
    default:
      return null;
  }
}
