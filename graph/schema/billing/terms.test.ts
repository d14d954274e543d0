// The manager's billing terms through the API: VAT rates, the rate of every price, the restaurant's
// billing settings and agreements with organisations. The manager writes, admins read, nobody else
// sees any of it; refused input names its fields and changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/server.ts';
import { createOrganisation } from '../../testing/organisations.ts';

const clock = new Date('2026-07-18T07:00:00Z');
const REDUCED = '01935f00-0000-7000-8000-0000000000a2';
const GENERAL = '01935f00-0000-7000-8000-0000000000a1';
const gid = (type: string, id: string) => Buffer.from(`${type}:${id}`).toString('base64');

let server: TestServer;
let manager: string;
let admin: string;
let client: string;
let clientId: string;
let otherId: string;
const prisma = () => server.services.prisma;

type Body = { data?: Record<string, unknown> | null; errors?: Array<{ extensions?: Record<string, unknown> }> };
async function as(cookie: string | undefined, query: string, variables?: Record<string, unknown>): Promise<Body> {
  return (await server.graphql(query, variables, cookie ? { cookie } : {})).body as Body;
}
const code = (body: Body) => body.errors?.[0]?.extensions?.code;

beforeAll(async () => {
  server = await startTestServer({}, { now: () => clock });
  manager = server.cookieFor('staff', (await prisma().staff.findFirstOrThrow({ where: { isManager: true } })).id, { issuedAt: clock.getTime() });
  admin = server.cookieFor('staff', (await prisma().staff.create({ data: { name: 'counter', email: 'counter@example.com', passwordHash: 'x' } })).id, { issuedAt: clock.getTime() });
  const org = (key: string) =>
    createOrganisation(prisma(), {
      data: { name: `Coaches ${key}`, email: `${key}@example.com`, username: key, passwordHash: 'x', termsAcceptedAt: clock, emailVerifiedAt: clock, approvedAt: clock, status: 'APPROVED' },
    });
  const own = await org('alpine');
  clientId = gid('Client', own.id);
  otherId = gid('Client', (await org('other')).id);
  client = server.cookieFor('client', own.id, { issuedAt: clock.getTime() });
});
afterAll(async () => {
  await server?.close();
});

const RATES = '{ vatRates(includeRetired: true) { id rateBp category nameEn nameSl active inUse } }';
const SAVE_RATE = 'mutation ($input: SaveVatRateInput!) { saveVatRate(input: $input) { vatRate { id rateBp name active inUse } } }';

describe('VAT rates', () => {
  it('staff read the seeded rates with whether prices use them; clients and visitors do not', async () => {
    const { data } = await as(admin, RATES);
    const rates = data?.vatRates as Array<{ id: string; rateBp: number; inUse: boolean }>;
    expect(rates.map((r) => r.rateBp)).toEqual([2200, 950]);
    expect(rates.find((r) => r.id === gid('VatRate', REDUCED))?.inUse).toBe(true);
    expect(code(await as(client, RATES))).toBe('FORBIDDEN');
    expect(code(await as(undefined, RATES))).toBe('UNAUTHENTICATED');
  });

  it('the manager adds, renames and retires an unused rate; an admin may not', async () => {
    const input = { rateBp: 500, nameEn: 'Special', nameSl: 'Posebna' };
    expect(code(await as(admin, SAVE_RATE, { input }))).toBe('FORBIDDEN');
    const added = (await as(manager, SAVE_RATE, { input })).data?.saveVatRate as { vatRate: { id: string; inUse: boolean } };
    expect(added.vatRate).toMatchObject({ rateBp: 500, name: 'Special', active: true, inUse: false });
    const retired = await as(manager, SAVE_RATE, { input: { ...input, id: added.vatRate.id, nameEn: 'Old special', active: false } });
    expect(retired.data?.saveVatRate).toMatchObject({ vatRate: { name: 'Old special', active: false } });
    const active = (await as(admin, '{ vatRates { rateBp } }')).data?.vatRates as unknown[];
    expect(active).toHaveLength(2);
    const audit = await prisma().auditLog.findMany({ where: { action: 'billing.vat_rate_saved' } });
    expect(audit).toHaveLength(2);
  });

  it('refuses a nonsense rate and changing or retiring one in use, changing nothing', async () => {
    const before = await prisma().vatRate.findMany({ orderBy: { id: 'asc' } });
    const bad = await as(manager, SAVE_RATE, { input: { rateBp: 20000, nameEn: ' ', nameSl: 'x' } });
    expect(bad.errors?.[0]?.extensions).toMatchObject({ code: 'VALIDATION', fields: { rateBp: 'OUT_OF_RANGE', nameEn: 'REQUIRED' } });
    const reduced = { id: gid('VatRate', REDUCED), rateBp: 950, nameEn: 'Reduced', nameSl: 'Znižana' };
    expect(code(await as(manager, SAVE_RATE, { input: { ...reduced, rateBp: 1000 } }))).toBe('VAT_RATE_IN_USE');
    expect(code(await as(manager, SAVE_RATE, { input: { ...reduced, active: false } }))).toBe('VAT_RATE_IN_USE');
    expect(await prisma().vatRate.findMany({ orderBy: { id: 'asc' } })).toEqual(before);
  });
});

describe('the rate of each price', () => {
  const PRICE = 'mutation ($input: SetStopPriceInput!) { setStopPrice(input: $input) { stopOffer { priceCents priceIncludesVat vatRate { rateBp } } } }';

  it('the manager sets a stop price with its rate and whether it includes VAT, in one change', async () => {
    const { data } = await as(manager, PRICE, { input: { type: 'SHORT_STOP', priceCents: 450, vatRateId: gid('VatRate', GENERAL), priceIncludesVat: false } });
    expect(data?.setStopPrice).toEqual({ stopOffer: { priceCents: 450, priceIncludesVat: false, vatRate: { rateBp: 2200 } } });
    // Staff read it on the offer; a visitor reads the price but not how it is taxed.
    const staffView = await as(admin, '{ site { offers { type priceIncludesVat vatRate { rateBp } } } }');
    expect((staffView.data?.site as { offers: unknown[] }).offers).toContainEqual({ type: 'SHORT_STOP', priceIncludesVat: false, vatRate: { rateBp: 2200 } });
    expect(code(await as(undefined, '{ site { offers { vatRate { rateBp } } } }'))).toBe('UNAUTHENTICATED');
  });

  it('refuses a retired rate, or a rate without the gross/net flag, changing nothing', async () => {
    const retired = await prisma().vatRate.findFirstOrThrow({ where: { active: false } });
    const before = await prisma().stopOffer.findUniqueOrThrow({ where: { type: 'SHORT_STOP' } });
    const refused = await as(manager, PRICE, { input: { type: 'SHORT_STOP', priceCents: 999, vatRateId: gid('VatRate', retired.id), priceIncludesVat: true } });
    expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'VALIDATION', fields: { vatRateId: 'UNKNOWN_RATE' } });
    const half = await as(manager, PRICE, { input: { type: 'SHORT_STOP', priceCents: 999, vatRateId: gid('VatRate', REDUCED) } });
    expect(half.errors?.[0]?.extensions).toMatchObject({ code: 'VALIDATION', fields: { priceIncludesVat: 'REQUIRED' } });
    expect(await prisma().stopOffer.findUniqueOrThrow({ where: { type: 'SHORT_STOP' } })).toEqual(before);
  });

  it('a menu item takes a rate too; an edit without one keeps it', async () => {
    const SAVE = 'mutation ($input: SaveMenuItemInput!) { saveMenuItem(input: $input) { menuItem { id priceIncludesVat vatRate { rateBp } } } }';
    const item = { stopType: 'LONG_STOP', nameEn: 'Juice', nameSl: 'Sok', priceCents: 300 };
    const saved = (await as(manager, SAVE, { input: { ...item, vatRateId: gid('VatRate', GENERAL), priceIncludesVat: true } })).data?.saveMenuItem as { menuItem: { id: string } };
    expect(saved.menuItem).toMatchObject({ priceIncludesVat: true, vatRate: { rateBp: 2200 } });
    const edited = await as(manager, SAVE, { input: { ...item, id: saved.menuItem.id, priceCents: 350 } });
    expect(edited.data?.saveMenuItem).toMatchObject({ menuItem: { priceIncludesVat: true, vatRate: { rateBp: 2200 } } });
    const rates = (await as(admin, RATES)).data?.vatRates as Array<{ rateBp: number; inUse: boolean }>;
    expect(rates.find((r) => r.rateBp === 2200)?.inUse).toBe(true);
  });
});

describe('billing settings', () => {
  const READ = '{ billingSettings { legalName vatId iban paymentTermsDays cancellationTerms { tiers { hoursBefore percent } noShowPercent } } }';
  const UPDATE = 'mutation ($input: UpdateBillingSettingsInput!) { updateBillingSettings(input: $input) { billingSettings { legalName vatId iban paymentTermsDays cancellationTerms { tiers { hoursBefore percent } noShowPercent } } } }';
  const input = {
    legalName: 'Stopover d.o.o.',
    addressLine: 'Cesta 1',
    postcode: '1000',
    city: 'Ljubljana',
    countryCode: 'si',
    vatId: '50223054',
    registrationNumber: '1234567000',
    iban: 'SI56 1910 0000 0123 438',
    bic: 'DBSISI2X',
    email: 'racuni@stopover.example',
    invoiceFooterEn: 'Thank you.',
    invoiceFooterSl: 'Hvala.',
    paymentTermsDays: 30,
    cancellationTerms: { tiers: [{ hoursBefore: 24, percent: 80 }, { hoursBefore: 72, percent: 30 }], noShowPercent: 100 },
  };

  it('staff read the defaults; the manager sets them, normalised and with the tiers in order', async () => {
    expect((await as(admin, READ)).data?.billingSettings).toMatchObject({ paymentTermsDays: 14, cancellationTerms: { tiers: [{ hoursBefore: 48, percent: 50 }], noShowPercent: 100 } });
    expect(code(await as(client, READ))).toBe('FORBIDDEN');
    const { data } = await as(manager, UPDATE, { input });
    expect(data?.updateBillingSettings).toEqual({
      billingSettings: {
        legalName: 'Stopover d.o.o.',
        vatId: 'SI50223054',
        iban: 'SI56191000000123438',
        paymentTermsDays: 30,
        cancellationTerms: { tiers: [{ hoursBefore: 72, percent: 30 }, { hoursBefore: 24, percent: 80 }], noShowPercent: 100 },
      },
    });
  });

  it('refuses bad details and terms that reward calling later, and admins; nothing changes', async () => {
    const before = await prisma().billingSettings.findUniqueOrThrow({ where: { id: 1 } });
    const bad = await as(manager, UPDATE, {
      input: { ...input, iban: 'SI56 1910 0000 0123 439', paymentTermsDays: 500, cancellationTerms: { tiers: [{ hoursBefore: 24, percent: 20 }, { hoursBefore: 72, percent: 30 }], noShowPercent: 100 } },
    });
    expect(bad.errors?.[0]?.extensions).toMatchObject({ code: 'VALIDATION', fields: { iban: 'INVALID_IBAN', paymentTermsDays: 'OUT_OF_RANGE', cancellationTerms: 'CLOSER_IS_CHEAPER' } });
    expect(code(await as(admin, UPDATE, { input }))).toBe('FORBIDDEN');
    const tooMany = await as(manager, UPDATE, { input: { ...input, cancellationTerms: { tiers: Array.from({ length: 6 }, (_, i) => ({ hoursBefore: i + 1, percent: 50 })), noShowPercent: 100 } } });
    expect(code(tooMany)).toBe('LIST_TOO_LONG');
    expect(await prisma().billingSettings.findUniqueOrThrow({ where: { id: 1 } })).toEqual(before);
  });
});

describe('agreements', () => {
  const SAVE =
    'mutation ($input: SaveAgreementInput!) { saveAgreement(input: $input) { agreement { id name validFrom validUntil longStopPriceCents shortStopPriceCents pricesIncludeVat ' +
    'dishPrices { menuItem { nameEn } priceCents } freePlaces { perPaying max } crewMealsFree guaranteedPercent cancellationTerms { noShowPercent } inForceToday } client { agreements { id } } } }';
  const LIST = 'query ($id: ID!) { node(id: $id) { ... on Client { agreements { name inForceToday } } } }';
  let agreementId: string;

  it('the manager records an agreement; staff see it on the client, in force today', async () => {
    const trout = await prisma().menuItem.findFirstOrThrow({ where: { stopType: 'LONG_STOP', active: true } });
    const input = {
      clientId,
      name: 'Season 2026',
      validFrom: '2026-04-01',
      validUntil: '2026-10-31',
      longStopPriceCents: 1800,
      pricesIncludeVat: false,
      dishPrices: [{ menuItemId: gid('MenuItem', trout.id), priceCents: 900 }],
      freePlaces: { perPaying: 20, max: 2 },
      crewMealsFree: true,
      cancellationTerms: { tiers: [{ hoursBefore: 24, percent: 50 }], noShowPercent: 80 },
    };
    expect(code(await as(admin, SAVE, { input }))).toBe('FORBIDDEN');
    const { data } = await as(manager, SAVE, { input });
    const saved = data?.saveAgreement as { agreement: { id: string } };
    agreementId = saved.agreement.id;
    expect(saved).toEqual({
      agreement: {
        id: agreementId,
        name: 'Season 2026',
        validFrom: '2026-04-01',
        validUntil: '2026-10-31',
        longStopPriceCents: 1800,
        shortStopPriceCents: null,
        pricesIncludeVat: false,
        dishPrices: [{ menuItem: { nameEn: trout.nameEn }, priceCents: 900 }],
        freePlaces: { perPaying: 20, max: 2 },
        crewMealsFree: true,
        guaranteedPercent: null,
        cancellationTerms: { noShowPercent: 80 },
        inForceToday: true,
      },
      client: { agreements: [{ id: agreementId }] },
    });
    expect((await as(admin, LIST, { id: clientId })).data?.node).toEqual({ agreements: [{ name: 'Season 2026', inForceToday: true }] });
  });

  it('no client reads an agreement, its own included', async () => {
    expect(code(await as(client, LIST, { id: clientId }))).toBe('FORBIDDEN');
    expect((await as(client, 'query ($id: ID!) { node(id: $id) { id } }', { id: agreementId })).data?.node).toBeNull();
  });

  it('refuses overlapping periods and bad terms, changing nothing', async () => {
    const count = await prisma().agreement.count();
    const overlap = await as(manager, SAVE, { input: { clientId, name: 'Winter', validFrom: '2026-10-01', pricesIncludeVat: true } });
    expect(code(overlap)).toBe('AGREEMENT_OVERLAPS');
    const bad = await as(manager, SAVE, {
      input: { clientId: otherId, name: 'Bad', validFrom: '2026-05-01', validUntil: '2026-04-01', pricesIncludeVat: true, guaranteedPercent: 0, cancellationTerms: { tiers: [], noShowPercent: 101 } },
    });
    expect(bad.errors?.[0]?.extensions).toMatchObject({ code: 'VALIDATION', fields: { validUntil: 'BEFORE_START', guaranteedPercent: 'OUT_OF_RANGE', cancellation: 'PERCENT_OUT_OF_RANGE' } });
    const badDay = await as(manager, SAVE, { input: { clientId: otherId, name: 'Bad', validFrom: '2026-02-30', pricesIncludeVat: true } });
    expect(badDay.errors?.[0]?.extensions).toMatchObject({ code: 'VALIDATION', fields: { validFrom: 'INVALID_DATE' } });
    expect(await prisma().agreement.count()).toBe(count);
  });

  it('the manager edits and deletes it; an admin may not delete', async () => {
    const edited = await as(manager, SAVE, { input: { id: agreementId, clientId, name: 'Season 2026', validFrom: '2026-08-01', pricesIncludeVat: true } });
    expect(edited.data?.saveAgreement).toMatchObject({ agreement: { validFrom: '2026-08-01', validUntil: null, inForceToday: false, cancellationTerms: null, dishPrices: [] } });
    const DELETE = 'mutation ($id: ID!) { deleteAgreement(input: { id: $id }) { deletedAgreementId client { agreements { id } } } }';
    expect(code(await as(admin, DELETE, { id: agreementId }))).toBe('FORBIDDEN');
    expect((await as(manager, DELETE, { id: agreementId })).data?.deleteAgreement).toEqual({ deletedAgreementId: agreementId, client: { agreements: [] } });
    const actions = (await prisma().auditLog.findMany({ where: { action: { startsWith: 'billing.agreement' } } })).map((e) => e.action);
    expect(actions).toEqual(['billing.agreement_saved', 'billing.agreement_saved', 'billing.agreement_deleted']);
  });
});
