// Reservations: the GraphQL surface. Rules (lead times, capacity, the status machine) live in
// graph/domain; the use cases in graph/services/reservations/. Errors carry `extensions.code`,
// form problems `extensions.fields` (codes) and `extensions.messages` (sentences in the asker's
// language); NO_LONGER_AVAILABLE carries `extensions.suggestions`.
export { ReservationRef } from './types.ts';
import './client-reservations.ts';
import './rules.ts';
import './availability.ts';
import './booking.ts';
import './staff-actions.ts';
import './placement.ts';
import './staff-booking.ts';
import './live.ts';
