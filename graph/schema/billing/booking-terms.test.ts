// The terms at booking, through the API: a client reads its own terms (its agreement's), staff any
// client's; a booking is refused unless the terms are accepted and then writes nothing; the snapshot
// reads back on the reservation; billing details are the owner's and staff's, a bad VAT ID a field
// error that writes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { startTestServer, type TestServer } from '../../testing/server.ts';
import { saveAgreement } from '../../services/billing/terms.ts';
import { createOrganisation } from '../../testing/organisations.ts';

let server: TestServer;
const clock = new Date('2026-07-01T08:00:00Z');
let managerId: string;
let sava: { id: string };
let drava: { id: string };
const prisma = () => server.services.prisma;
const clientId = (id: string) => encodeGlobalID('Client', id);

async function org(key: string) {
  return createOrganisation(prisma(), {
    data: { name: `Coaches ${key}`, email: `${key}@coaches.example`, username: key, passwordHash: 'x', language: 'en', status: 'APPROVED', emailVerifiedAt: clock, approvedAt: clock, termsAcceptedAt: clock },
  });
}

const TERMS = `query ($day: String!, $org: ID) { bookingTerms(arrivalDay: $day, organisationId: $org) {
  underAgreement agreementName currency crewMealsFree paymentTermsDays guaranteedPercent
  stopPrices { type priceCents includesVat vatRateBp } freePlaces { perPaying max } cancellation { noShowPercent tiers { hoursBefore percent } } } }`;
const BOOK = `mutation ($input: CreateReservationInput!) { createReservation(input: $input) { reservation { id termsAcceptedAt terms { agreementName cancellation { noShowPercent tiers { hoursBefore percent } } } } } }`;
const SAVE = `mutation ($input: SaveBillingDetailsInput!) { saveBillingDetails(input: $input) { client { id billingDetails { legalName countryCode vatId billingEmail } } } }`;
const booking = { type: 'LONG_STOP', guests: 40, seatReservation: true, arrivalDate: '2026-07-18', arrivalTime: '12:30' };
const details = { legalName: 'Sava Coaches d.o.o.', addressLine: 'Dunajska 1', postcode: '1000', city: 'Ljubljana', countryCode: 'SI', vatId: 'SI50223054' };

beforeAll(async () => {
  server = await startTestServer({}, { now: () => clock });
  managerId = (await prisma().staff.findFirstOrThrow({ where: { isManager: true } })).id;
  sava = await org('sava');
  drava = await org('drava');
  await saveAgreement(
    server.services,
    managerId,
    {
      clientId: sava.id,
      name: 'Season 2026',
      validFrom: '2026-04-01',
      validUntil: '2026-10-31',
      stopPrices: { LONG_STOP: 1500 },
      pricesIncludeVat: false,
      dishPrices: [],
      freePlaces: { perPaying: 20, max: 2 },
      crewMealsFree: true,
      paymentTermsDays: 30,
      guaranteedPercent: null,
      cancellation: { tiers: [{ hoursBefore: 72, percent: 30 }], noShowPercent: 90 },
    },
    'en',
  );
});
afterAll(async () => {
  await server?.close();
});

describe('bookingTerms', () => {
  it('gives a client its own terms, its agreement’s on the days it is in force', async () => {
    const cookie = server.cookieFor('client', sava.id);
    const summer = await server.graphql<{ bookingTerms: Record<string, unknown> }>(TERMS, { day: '2026-07-18' }, { cookie });
    expect(summer.body.errors).toBeUndefined();
    expect(summer.body.data!.bookingTerms).toMatchObject({
      underAgreement: true,
      agreementName: 'Season 2026',
      crewMealsFree: true,
      paymentTermsDays: 30,
      freePlaces: { perPaying: 20, max: 2 },
      cancellation: { noShowPercent: 90, tiers: [{ hoursBefore: 72, percent: 30 }] },
    });
    expect(summer.body.data!.bookingTerms.stopPrices).toContainEqual({ type: 'LONG_STOP', priceCents: 1500, includesVat: false, vatRateBp: 950 });
    const winter = await server.graphql<{ bookingTerms: Record<string, unknown> }>(TERMS, { day: '2026-12-01' }, { cookie });
    expect(winter.body.data!.bookingTerms).toMatchObject({ underAgreement: false, agreementName: null, paymentTermsDays: 14, cancellation: { noShowPercent: 100, tiers: [{ hoursBefore: 48, percent: 50 }] } });
  });

  it('refuses a client another organisation’s terms', async () => {
    const answer = await server.graphql(TERMS, { day: '2026-07-18', org: clientId(sava.id) }, { cookie: server.cookieFor('client', drava.id) });
    expect(answer.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const own = await server.graphql<{ bookingTerms: { underAgreement: boolean } }>(TERMS, { day: '2026-07-18', org: clientId(drava.id) }, { cookie: server.cookieFor('client', drava.id) });
    expect(own.body.data!.bookingTerms.underAgreement).toBe(false);
  });

  it('gives staff any client’s terms, and the restaurant’s own without one', async () => {
    const cookie = server.cookieFor('staff', managerId);
    const forSava = await server.graphql<{ bookingTerms: { agreementName: string | null } }>(TERMS, { day: '2026-07-18', org: clientId(sava.id) }, { cookie });
    expect(forSava.body.data!.bookingTerms.agreementName).toBe('Season 2026');
    const own = await server.graphql<{ bookingTerms: { agreementName: string | null } }>(TERMS, { day: '2026-07-18' }, { cookie });
    expect(own.body.data!.bookingTerms.agreementName).toBeNull();
    const bad = await server.graphql(TERMS, { day: '2026-02-30', org: clientId(sava.id) }, { cookie });
    expect(bad.body.errors?.[0]?.extensions).toMatchObject({ code: 'VALIDATION', fields: { arrivalDay: 'INVALID_DATE' } });
  });

  it('states the default cancellation terms to anyone', async () => {
    const answer = await server.graphql<{ defaultCancellationTerms: unknown }>('{ defaultCancellationTerms { noShowPercent tiers { hoursBefore percent } } }');
    expect(answer.body.data!.defaultCancellationTerms).toEqual({ noShowPercent: 100, tiers: [{ hoursBefore: 48, percent: 50 }] });
  });
});

describe('accepting the terms when booking', () => {
  it('refuses a booking whose terms are not accepted, and writes nothing', async () => {
    const before = await prisma().reservation.count();
    const answer = await server.graphql(BOOK, { input: { ...booking, acceptTerms: false } }, { cookie: server.cookieFor('client', sava.id) });
    expect(answer.body.errors?.[0]?.extensions?.code).toBe('TERMS_NOT_ACCEPTED');
    expect(await prisma().reservation.count()).toBe(before);
    expect(await prisma().mailOutbox.count({ where: { template: 'reservation.created' } })).toBe(0);
  });

  it('records the acceptance and keeps the terms on the reservation', async () => {
    const answer = await server.graphql<{ createReservation: { reservation: { id: string; termsAcceptedAt: string; terms: unknown } } }>(
      BOOK,
      { input: { ...booking, acceptTerms: true } },
      { cookie: server.cookieFor('client', sava.id) },
    );
    expect(answer.body.errors).toBeUndefined();
    const reservation = answer.body.data!.createReservation.reservation;
    expect(new Date(reservation.termsAcceptedAt).getTime()).toBe(clock.getTime());
    expect(reservation.terms).toEqual({ agreementName: 'Season 2026', cancellation: { noShowPercent: 90, tiers: [{ hoursBefore: 72, percent: 30 }] } });
  });

  it('asks staff to confirm they told the client the terms on a phone booking', async () => {
    const CREATE = 'mutation ($input: CreateReservationForClientInput!) { createReservationForClient(input: $input) { reservation { termsAcceptedAt } } }';
    const cookie = server.cookieFor('staff', managerId);
    const before = await prisma().reservation.count();
    const refused = await server.graphql(CREATE, { input: { ...booking, arrivalTime: '13:00', organisationId: clientId(drava.id), acceptTerms: false } }, { cookie });
    expect(refused.body.errors?.[0]?.extensions?.code).toBe('TERMS_NOT_ACCEPTED');
    expect(await prisma().reservation.count()).toBe(before);
    const booked = await server.graphql<{ createReservationForClient: { reservation: { termsAcceptedAt: string | null } } }>(
      CREATE,
      { input: { ...booking, arrivalTime: '13:00', organisationId: clientId(drava.id), acceptTerms: true } },
      { cookie },
    );
    expect(booked.body.data!.createReservationForClient.reservation.termsAcceptedAt).not.toBeNull();
  });
});

describe('billing details', () => {
  it('lets an organisation save and read its own', async () => {
    const cookie = server.cookieFor('client', sava.id);
    const answer = await server.graphql<{ saveBillingDetails: { client: { billingDetails: unknown } } }>(SAVE, { input: { billingDetails: { ...details, vatId: 'si 5022 3054', billingEmail: 'Invoices@Sava.example' } } }, { cookie });
    expect(answer.body.errors).toBeUndefined();
    expect(answer.body.data!.saveBillingDetails.client.billingDetails).toEqual({ legalName: 'Sava Coaches d.o.o.', countryCode: 'SI', vatId: 'SI50223054', billingEmail: 'invoices@sava.example' });
    const read = await server.graphql<{ viewer: { client: { billingDetails: { legalName: string } } } }>('{ viewer { client { billingDetails { legalName } } } }', {}, { cookie });
    expect(read.body.data!.viewer.client.billingDetails.legalName).toBe('Sava Coaches d.o.o.');
  });

  it('refuses a bad VAT ID as a field error and writes nothing', async () => {
    const cookie = server.cookieFor('client', drava.id);
    const answer = await server.graphql(SAVE, { input: { billingDetails: { ...details, legalName: 'Drava', vatId: 'SI50223055' } } }, { cookie });
    expect(answer.body.errors?.[0]?.extensions).toMatchObject({ code: 'VALIDATION', fields: { vatId: 'INVALID_FORMAT' } });
    expect(await prisma().billingDetails.findUnique({ where: { clientId: drava.id } })).toBeNull();
  });

  it('refuses an organisation another’s, and lets staff save any', async () => {
    const refused = await server.graphql(SAVE, { input: { organisationId: clientId(sava.id), billingDetails: { ...details, legalName: 'Taken over' } } }, { cookie: server.cookieFor('client', drava.id) });
    expect(refused.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const staff = await server.graphql<{ saveBillingDetails: { client: { billingDetails: { legalName: string } } } }>(
      SAVE,
      { input: { organisationId: clientId(drava.id), billingDetails: { ...details, legalName: 'Drava Tours', vatId: null } } },
      { cookie: server.cookieFor('staff', managerId) },
    );
    expect(staff.body.data!.saveBillingDetails.client.billingDetails.legalName).toBe('Drava Tours');
    expect((await prisma().billingDetails.findUniqueOrThrow({ where: { clientId: sava.id } })).legalName).toBe('Sava Coaches d.o.o.');
  });
});
