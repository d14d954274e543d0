// Staff book for a client, usually while it is on the phone: the client's own booking path
// (reservations/place-reservation.ts: same rules, day lock, mails, live events), with the member
// of staff recorded as the booker and the lead time or horizon set aside only with a reason
// (graph/domain/staff-booking.ts).
import type { Reservation } from '../generated/prisma/client.ts';
import { AppError } from '../errors.ts';
import type { BookingOverride } from '../domain/staff-booking.ts';
import { idempotencyClaim, idempotently } from './idempotency.ts';
import { placeReservation, type CreateOptions, type CreateReservationInput } from './reservations/place-reservation.ts';
import type { RequestMeta, ReservationServices } from './reservation-notices.ts';

export interface StaffBookingInput extends CreateReservationInput {
  clientId: string;
  overrides?: readonly BookingOverride[] | null;
  overrideReason?: string | null;
}

/**
 * A reservation for an approved organisation, taken by a member of staff. The client gets the usual
 * mails and sees it in My reservations; the history says who took it and which rules were set
 * aside, and why. A retry with the same idempotency key answers with the first reservation.
 */
export async function createReservationForClient(
  services: ReservationServices,
  staffId: string,
  input: StaffBookingInput,
  meta: RequestMeta,
  options: CreateOptions = {},
): Promise<Reservation> {
  const { idempotencyKey, clientId, overrides, overrideReason, ...request } = input;
  const claim = idempotencyClaim(`staff:${staffId}`, 'createReservationForClient', idempotencyKey, { clientId, overrides, overrideReason, ...request }, meta.language);
  return idempotently(
    services,
    claim,
    meta.language,
    async (id) => {
      const first = await services.prisma.reservation.findUnique({ where: { id } });
      if (!first) throw new AppError('NOT_FOUND', meta.language);
      return first;
    },
    () => placeReservation(services, clientId, request, meta, options, claim, { kind: 'STAFF', staffId, overrides, overrideReason }),
  );
}
