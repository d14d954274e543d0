// The numbers a reservation is held to (docs/product.md § Booking rules), apart from the rules that use
// them (reservation-rules.ts): the public pages quote them and load nothing else of the rules.
import type { StopType } from '../generated/prisma/enums.ts';

export type { StopType };

export const MIN_GUESTS = 10;
/** Larger groups make several reservations (docs/product.md § Booking rules). */
export const MAX_GUESTS = 100;

export const STOP_TYPES = ['SHORT_STOP', 'LONG_STOP'] as const satisfies readonly StopType[];

/** Real elapsed time between booking and arrival (docs/product.md § Booking rules): 72 h (the guide's "3 days") and 2 h. */
export const LEAD_TIME_HOURS: Readonly<Record<StopType, number>> = { LONG_STOP: 72, SHORT_STOP: 2 };

export const TEXT_LIMITS = { responsibleFirstName: 60, responsibleLastName: 60, message: 2000, wishes: 2000, note: 2000, overrideReason: 500 } as const;
