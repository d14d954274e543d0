// What the payment tests start from: the restaurant's billing details (its IBAN), organisations
// with billing details, issued invoices for closed reservations and deposit requests.
import type { TestServer } from './server.ts';
import type { Prisma } from '../generated/prisma/client.ts';
import { dateToDb } from '../domain/local-time.ts';
import { generateOrderNumber } from '../domain/order-number.ts';
import { bookingTermsFor, readBillingSettings, saveBillingDetails, updateBillingSettings } from '../services/billing/terms.ts';
import { issueInvoice, openInvoiceDraft } from '../services/billing/invoices.ts';
import { createOrganisation } from './organisations.ts';

export const RESTAURANT_IBAN = 'SI56 1910 0000 0123 438';

export async function billingReady(server: TestServer, managerId: string): Promise<void> {
  const prisma = server.services.prisma;
  await updateBillingSettings(
    server.services,
    managerId,
    {
      ...(await readBillingSettings(prisma)),
      legalName: 'Stopover gostinstvo d.o.o.',
      addressLine: 'Cesta v Mestni log 1',
      postcode: '1000',
      city: 'Ljubljana',
      countryCode: 'SI',
      vatId: 'SI50223054',
      iban: RESTAURANT_IBAN,
      email: 'racuni@stopover.example',
    },
    'en',
  );
}

export async function billedClient(server: TestServer, managerId: string, key: string, legalName: string) {
  const prisma = server.services.prisma;
  const now = server.services.now();
  const org = await createOrganisation(prisma, {
    data: { name: `${key} Coaches`, email: `${key.toLowerCase()}@coaches.example`, username: key.toLowerCase(), passwordHash: 'x', status: 'APPROVED', emailVerifiedAt: now, approvedAt: now, termsAcceptedAt: now },
  });
  await saveBillingDetails(server.services, { kind: 'STAFF', staffId: managerId }, org.id, { legalName, addressLine: 'Ring 1', postcode: '1010', city: 'Wien', countryCode: 'AT', vatId: 'ATU13585627' }, 'en');
  return org;
}

/** An issued invoice for a closed long stop of `guests`, with its order number. */
export async function issuedInvoice(server: TestServer, managerId: string, clientId: string, guests = 30) {
  const prisma = server.services.prisma;
  const day = '2026-07-01';
  const terms = await bookingTermsFor(prisma, clientId, day);
  const reservation = await prisma.reservation.create({
    data: {
      orderNumber: generateOrderNumber(),
      clientId,
      type: 'LONG_STOP',
      guests,
      seatReservation: true,
      arrivalAt: new Date(`${day}T10:30:00Z`),
      arrivalDay: dateToDb(day),
      durationMinutes: 90,
      status: 'FINISHED',
      outcome: 'ARRIVED',
      actualGuests: guests,
      closedAt: new Date(`${day}T10:35:00Z`),
      billingTerms: terms as unknown as Prisma.InputJsonValue,
    },
  });
  const draft = await openInvoiceDraft(server.services, managerId, reservation.id, 'en');
  const invoice = await issueInvoice(server.services, managerId, draft.id, 'en');
  return { invoice, reservation };
}

let requestSequence = 0;
/** A deposit request as the deposits service writes it ("2026-D00001"). */
export async function depositRequest(server: TestServer, clientId: string, amountCents: number) {
  requestSequence += 1;
  return server.services.prisma.paymentRequest.create({
    data: { number: `2026-D${String(requestSequence).padStart(5, '0')}`, year: 2026, sequence: requestSequence, clientId, amountCents, dueDate: dateToDb('2026-07-20') },
  });
}
