// Test fixture: a restaurant with its billing details, a client with Slovenian letters in every
// name, one issued invoice (two VAT rates, free places, an extra), its credit note, a second
// client's invoice and a draft — all written through the billing services.
import type { TestServer } from '../../../testing/server.ts';
import type { Prisma } from '../../../generated/prisma/client.ts';
import { dateToDb, localToInstant } from '../../../domain/local-time.ts';
import { bookingTermsFor, readBillingSettings, saveAgreement, saveBillingDetails, updateBillingSettings } from '../terms.ts';
import { addInvoiceExtra, creditInvoice, issueInvoice, openInvoiceDraft } from '../invoices.ts';
import { createOrganisation } from '../../../testing/organisations.ts';

export const GENERAL_RATE = '01935f00-0000-7000-8000-0000000000a1';
const TROUT = '01935f00-0000-7000-8000-000000000007';
const GOULASH = '01935f00-0000-7000-8000-000000000006';

export const SELLER = {
  legalName: 'Gostišče Čuk, gostinstvo d.o.o.',
  addressLine: 'Šentjurska cesta 12',
  postcode: '3230',
  city: 'Šentjur',
  countryCode: 'SI',
  vatId: 'SI50223054',
  registrationNumber: '1234567000',
  iban: 'SI56 1910 0000 0123 438',
  bic: 'DBSISI2X',
  email: 'racuni@stopover.example',
  invoiceFooterEn: 'Registered at the District Court of Celje. Thank you for stopping by!',
  invoiceFooterSl: 'Vpisana pri Okrožnem sodišču v Celju. Hvala za obisk!',
};

export interface DocumentFixture {
  managerId: string;
  orgId: string;
  otherOrgId: string;
  invoiceId: string;
  creditNoteId: string;
  otherInvoiceId: string;
  draftId: string;
}

let seq = 0;

async function client(server: TestServer, key: string, language: 'en' | 'sl', now: Date) {
  return createOrganisation(server.services.prisma, {
    data: { name: `Coaches ${key}`, email: `${key}@coaches.example`, username: key, passwordHash: 'x', language, status: 'APPROVED', emailVerifiedAt: now, approvedAt: now, termsAcceptedAt: now },
  });
}

async function closedReservation(server: TestServer, orgId: string, day: string) {
  seq += 1;
  const at = localToInstant(day, 12 * 60 + 30);
  if (!at.ok) throw new Error('nonexistent time');
  const terms = await bookingTermsFor(server.services.prisma, orgId, day);
  return server.services.prisma.reservation.create({
    data: {
      orderNumber: `DOC-${String(seq).padStart(3, '0')}`,
      clientId: orgId,
      type: 'LONG_STOP',
      guests: 42,
      seatReservation: true,
      arrivalAt: at.instant,
      arrivalDay: dateToDb(day),
      durationMinutes: 90,
      status: 'FINISHED',
      outcome: 'ARRIVED',
      actualGuests: 42,
      closedAt: at.instant,
      billingTerms: terms as unknown as Prisma.InputJsonValue,
      mealPreorder: {
        dishes: [
          { menuItemId: GOULASH, nameEn: 'Goulash', nameSl: 'Golaž', priceCents: null, quantity: 30 },
          { menuItemId: TROUT, nameEn: 'Trout', nameSl: 'Postrv', priceCents: 450, quantity: 12 },
        ],
        vegetarian: 0,
        vegan: 0,
        allergens: {},
        driverMeals: 1,
        guideMeals: 0,
      },
    },
  });
}

/** Issues the fixture's documents at the server's clock (its month is the export's). */
export async function issueFixtureDocuments(server: TestServer, options: { language?: 'en' | 'sl' } = {}): Promise<DocumentFixture> {
  const services = server.services;
  const en = 'en' as const;
  const now = services.now();
  const managerId = (await services.prisma.staff.findFirstOrThrow({ where: { isManager: true } })).id;
  await updateBillingSettings(services, managerId, { ...(await readBillingSettings(services.prisma)), ...SELLER }, en);
  const suffix = String(++seq);
  const org = await client(server, `zuzek${suffix}`, options.language ?? 'sl', now);
  await saveBillingDetails(services, { kind: 'STAFF', staffId: managerId }, org.id, { legalName: 'Žužek Turizem d.o.o.', addressLine: 'Čopova ulica 5', postcode: '1000', city: 'Ljubljana', countryCode: 'SI', vatId: 'SI12345679', billingEmail: `racunovodstvo${suffix}@zuzek.example` }, en);
  // Gross prices with free places: a line of negative quantity, and a rounding amount.
  await saveAgreement(services, managerId, {
    clientId: org.id,
    name: 'Sezona 2026',
    validFrom: '2026-01-01',
    validUntil: '2026-12-31',
    stopPrices: { LONG_STOP: 1790 },
    pricesIncludeVat: true,
    dishPrices: [{ menuItemId: TROUT, priceCents: 433 }],
    freePlaces: { perPaying: 20, max: 2 },
    crewMealsFree: true,
    paymentTermsDays: 14,
    guaranteedPercent: null,
    cancellation: null,
  }, en);
  const other = await client(server, `alpine${suffix}`, 'en', now);
  await saveBillingDetails(services, { kind: 'STAFF', staffId: managerId }, other.id, { legalName: 'Alpine Coaches GmbH', addressLine: 'Hauptstraße 1', postcode: '80331', city: 'München', countryCode: 'DE', vatId: 'DE136695976' }, en);
  const day = now.toISOString().slice(0, 10);
  const draftOf = async (orgId: string) => openInvoiceDraft(services, managerId, (await closedReservation(server, orgId, day)).id, en);
  const draft = await draftOf(org.id);
  await addInvoiceExtra(services, draft.id, { description: 'Coffee for the driver', descriptionSl: 'Kava za voznika', quantity: 3, unitPriceCents: 220, vatRateId: GENERAL_RATE, priceIncludesVat: true }, en);
  const invoice = await issueInvoice(services, managerId, draft.id, en);
  const creditNote = await creditInvoice(services, managerId, invoice.id, 'Napačno število gostov: obračunanih 42 namesto 38.', en);
  const otherInvoice = await issueInvoice(services, managerId, (await draftOf(other.id)).id, en);
  const openDraft = await draftOf(org.id);
  return { managerId, orgId: org.id, otherOrgId: other.id, invoiceId: invoice.id, creditNoteId: creditNote.id, otherInvoiceId: otherInvoice.id, draftId: openDraft.id };
}
