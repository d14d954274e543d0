// How the app writes a date and time: as the restaurant's wall clock reads it (Ljubljana), on the
// 24-hour clock in both languages, whatever the browser's zone and locale. Spread into
// formatDate options: { dateStyle: 'medium', timeStyle: 'short', ...WALL_CLOCK }.
import { RESTAURANT_TIME_ZONE } from '../../graph/domain/time-zone.ts';

export const WALL_CLOCK = { timeZone: RESTAURANT_TIME_ZONE, hourCycle: 'h23' } as const;
