// The manager edits prices, menus and site texts; the public site shows them; nobody else may edit.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENU_MAX_ITEMS } from '../domain/content-rules.ts';
import { startTestServer, type TestServer } from '../testing/server.ts';
import { createOrganisation } from '../testing/organisations.ts';

let server: TestServer;
let manager: string;
let admin: string;
let client: string;

beforeAll(async () => {
  server = await startTestServer();
  const prisma = server.services.prisma;
  manager = server.cookieFor('staff', (await prisma.staff.findFirstOrThrow({ where: { isManager: true } })).id);
  admin = server.cookieFor('staff', (await prisma.staff.create({ data: { name: 'counter', email: 'counter@example.com', passwordHash: 'x' } })).id);
  const org = await createOrganisation(prisma, {
    data: { name: 'Coach Co', email: 'c@example.com', username: 'coachco', passwordHash: 'x', termsAcceptedAt: new Date(), emailVerifiedAt: new Date(), status: 'APPROVED' },
  });
  client = server.cookieFor('client', org.id);
});
afterAll(async () => {
  await server?.close();
});

const OFFERS = '{ site { offers { type priceCents currency menu { name description priceCents } } } }';
type Offers = { site: { offers: Array<{ type: string; priceCents: number; menu: Array<{ name: string }> }> } };

describe('prices and menus', () => {
  it('are public, in the visitor’s language, short stop first', async () => {
    const en = await server.graphql<Offers>(OFFERS);
    expect(en.body.data?.site.offers.map((o) => o.type)).toEqual(['SHORT_STOP', 'LONG_STOP']);
    const sl = await server.graphql<Offers>(OFFERS, undefined, { headers: { 'accept-language': 'sl' } });
    const allNames = sl.body.data!.site.offers.flatMap((o) => o.menu.map((m) => m.name));
    expect(allNames).toContain('Kava');
    expect(allNames.some((n) => /č|š|ž/.test(n))).toBe(true);
  });

  it('change when the manager sets a price, and only the manager may', async () => {
    const SET = 'mutation ($p: Int!) { setStopPrice(input: { type: LONG_STOP, priceCents: $p }) { stopOffer { id type priceCents } } }';
    for (const cookie of [admin, client, undefined]) {
      const refused = await server.graphql(SET, { p: 1 }, cookie ? { cookie } : {});
      expect(refused.body.errors?.[0]?.extensions?.code).toMatch(/FORBIDDEN|UNAUTHENTICATED/);
    }
    const bad = await server.graphql(SET, { p: -5 }, { cookie: manager });
    expect(bad.body.errors?.[0]?.extensions).toMatchObject({ code: 'VALIDATION', fields: { priceCents: 'OUT_OF_RANGE' } });
    const ok = await server.graphql(SET, { p: 2150 }, { cookie: manager });
    expect(ok.body.data).toEqual({ setStopPrice: { stopOffer: { id: Buffer.from('StopOffer:LONG_STOP').toString('base64'), type: 'LONG_STOP', priceCents: 2150 } } });
    const publicView = await server.graphql<Offers>(OFFERS);
    expect(publicView.body.data?.site.offers.find((o) => o.type === 'LONG_STOP')?.priceCents).toBe(2150);
    expect(await server.services.prisma.auditLog.count({ where: { action: 'content.price_changed' } })).toBe(1);
  });

  it('lets the manager add, hide and remove menu items', async () => {
    const SAVE = 'mutation ($input: SaveMenuItemInput!) { saveMenuItem(input: $input) { menuItem { id name nameSl active position } stopOffer { type menu(includeInactive: true) { id } } } }';
    const created = await server.graphql<{ saveMenuItem: { menuItem: { id: string; position: number }; stopOffer: { type: string; menu: Array<{ id: string }> } } }>(
      SAVE,
      { input: { stopType: 'SHORT_STOP', nameEn: 'Hot chocolate', nameSl: 'Vroča čokolada', priceCents: 280 } },
      { cookie: manager },
    );
    expect(created.body.errors).toBeUndefined();
    const id = created.body.data!.saveMenuItem.menuItem.id;
    // The answer carries the menu the item joined, so a client needs no second request.
    expect(created.body.data!.saveMenuItem.stopOffer.type).toBe('SHORT_STOP');
    expect(created.body.data!.saveMenuItem.stopOffer.menu.at(-1)?.id).toBe(id);
    let menu = (await server.graphql<Offers>(OFFERS)).body.data!.site.offers.find((o) => o.type === 'SHORT_STOP')!.menu;
    expect(menu.at(-1)?.name).toBe('Hot chocolate');

    await server.graphql(SAVE, { input: { id, stopType: 'SHORT_STOP', nameEn: 'Hot chocolate', nameSl: 'Vroča čokolada', active: false } }, { cookie: manager });
    menu = (await server.graphql<Offers>(OFFERS)).body.data!.site.offers.find((o) => o.type === 'SHORT_STOP')!.menu;
    expect(menu.map((m) => m.name)).not.toContain('Hot chocolate');

    // Text over its bound is refused before the service reads the rest (graph/input-validation.ts).
    const tooLong = await server.graphql(SAVE, { input: { stopType: 'SHORT_STOP', nameEn: 'Tea', nameSl: 'x'.repeat(200) } }, { cookie: manager });
    expect(tooLong.body.errors?.[0]?.extensions).toMatchObject({ fields: { nameSl: 'TOO_LONG' } });
    const invalid = await server.graphql(SAVE, { input: { stopType: 'SHORT_STOP', nameEn: ' ', nameSl: ' ' } }, { cookie: manager });
    expect(invalid.body.errors?.[0]?.extensions).toMatchObject({ fields: { nameEn: 'REQUIRED', nameSl: 'REQUIRED' } });

    const DELETE = 'mutation ($id: ID!) { deleteMenuItem(input: { id: $id }) { deletedMenuItemId stopOffer { type menu(includeInactive: true) { id } } } }';
    const removed = await server.graphql<{ deleteMenuItem: { deletedMenuItemId: string; stopOffer: { type: string; menu: Array<{ id: string }> } } }>(DELETE, { id }, { cookie: manager });
    expect(removed.body.data?.deleteMenuItem.deletedMenuItemId).toBe(id);
    expect(removed.body.data?.deleteMenuItem.stopOffer.type).toBe('SHORT_STOP');
    expect(removed.body.data?.deleteMenuItem.stopOffer.menu.map((m) => m.id)).not.toContain(id);
    expect((await server.graphql(DELETE, { id }, { cookie: manager })).body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('refuses an item beyond the most a menu holds, and changes nothing', async () => {
    const { prisma } = server.services;
    const have = await prisma.menuItem.count({ where: { stopType: 'LONG_STOP' } });
    await prisma.menuItem.createMany({
      data: Array.from({ length: MENU_MAX_ITEMS - have }, (_, i) => ({ stopType: 'LONG_STOP' as const, nameEn: `Dish ${i}`, nameSl: `Jed ${i}`, position: 1000 + i })),
    });
    const SAVE = 'mutation ($input: SaveMenuItemInput!) { saveMenuItem(input: $input) { menuItem { id } } }';
    const full = await server.graphql(SAVE, { input: { stopType: 'LONG_STOP', nameEn: 'One more', nameSl: 'Še ena' } }, { cookie: manager });
    expect(full.body.errors?.[0]?.extensions).toMatchObject({ code: 'MENU_FULL', maxItems: MENU_MAX_ITEMS });
    expect(await prisma.menuItem.count({ where: { stopType: 'LONG_STOP' } })).toBe(MENU_MAX_ITEMS);
    await prisma.menuItem.deleteMany({ where: { stopType: 'LONG_STOP', position: { gte: 1000 } } });
    server.services.publicContent.changed();
  });
});

describe('menu order', () => {
  const REORDER = 'mutation ($type: StopType!, $ids: [ID!]!) { reorderMenu(input: { stopType: $type, itemIds: $ids }) { stopOffer { type menu(includeInactive: true) { id position nameEn } } } }';
  const MENU = '{ site { offers { type menu(includeInactive: true) { id nameEn position } } } }';
  type Menu = Array<{ id: string; nameEn: string; position: number }>;
  const longMenu = async () =>
    (await server.graphql<{ site: { offers: Array<{ type: string; menu: Menu }> } }>(MENU, undefined, { cookie: manager })).body.data!.site.offers.find((o) => o.type === 'LONG_STOP')!.menu;

  it('is set all at once from the full list, and refused when the list is out of date', async () => {
    const before = await longMenu();
    expect(before.length).toBeGreaterThan(2);
    const reversed = [...before].reverse().map((m) => m.id);
    const { body } = await server.graphql<{ reorderMenu: { stopOffer: { menu: Menu } } }>(REORDER, { type: 'LONG_STOP', ids: reversed }, { cookie: manager });
    expect(body.errors).toBeUndefined();
    expect(body.data!.reorderMenu.stopOffer.menu.map((m) => m.id)).toEqual(reversed);
    expect(body.data!.reorderMenu.stopOffer.menu.map((m) => m.position)).toEqual(reversed.map((_, i) => i + 1));

    // One missing, one twice, or one from the other menu: nothing moves.
    const shortItem = (await server.graphql<{ site: { offers: Array<{ type: string; menu: Menu }> } }>(MENU, undefined, { cookie: manager })).body.data!.site.offers.find((o) => o.type === 'SHORT_STOP')!.menu[0]!.id;
    for (const ids of [reversed.slice(1), [...reversed.slice(1), reversed[1]!], [...reversed.slice(1), shortItem]]) {
      const refused = await server.graphql(REORDER, { type: 'LONG_STOP', ids }, { cookie: manager });
      expect(refused.body.errors?.[0]?.extensions?.code).toBe('MENU_CHANGED');
      expect(refused.body.errors?.[0]?.message).toBe('The menu was changed meanwhile (an item added or removed). Reload and try again.');
    }
    expect((await longMenu()).map((m) => m.id)).toEqual(reversed);
    expect((await server.graphql(REORDER, { type: 'LONG_STOP', ids: reversed }, { cookie: admin })).body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});

describe('site texts', () => {
  const SAVE = 'mutation ($texts: [SiteTextInput!]!) { saveSiteTexts(input: { texts: $texts }) { site { contact { phone } } } }';

  it('are saved all or none, and shown in the footer data', async () => {
    const refused = await server.graphql(
      SAVE,
      { texts: [{ key: 'contact.phone', language: 'en', value: '+386 1 999 99 99' }, { key: 'contact.email', language: 'en', value: 'broken' }] },
      { cookie: manager },
    );
    expect(refused.body.errors?.[0]?.extensions).toMatchObject({ code: 'VALIDATION', fields: { 'contact.email.en': 'INVALID_EMAIL' } });
    const unchanged = await server.graphql<{ site: { contact: { phone: string } } }>('{ site { contact { phone } } }');
    expect(unchanged.body.data?.site.contact.phone).toBe('+386 1 750 00 00');

    const ok = await server.graphql(SAVE, { texts: [{ key: 'contact.phone', language: 'en', value: '+386 1 999 99 99' }, { key: 'contact.phone', language: 'sl', value: '01 999 99 99' }] }, { cookie: manager });
    expect(ok.body.data).toEqual({ saveSiteTexts: { site: { contact: { phone: '+386 1 999 99 99' } } } });
    const en = await server.graphql<{ site: { contact: { phone: string } } }>('{ site { contact { phone } } }');
    const sl = await server.graphql<{ site: { contact: { phone: string } } }>('{ site { contact { phone } } }', undefined, { headers: { 'accept-language': 'sl' } });
    expect([en.body.data?.site.contact.phone, sl.body.data?.site.contact.phone]).toEqual(['+386 1 999 99 99', '01 999 99 99']);
  });

  it('refuse unknown keys and non-managers; the editor list is manager-only', async () => {
    const unknown = await server.graphql(SAVE, { texts: [{ key: 'x.y', language: 'en', value: 'z' }] }, { cookie: manager });
    expect(unknown.body.errors?.[0]?.extensions).toMatchObject({ fields: { 'x.y.en': 'UNKNOWN_KEY' } });
    expect((await server.graphql(SAVE, { texts: [] }, { cookie: admin })).body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const list = await server.graphql<{ site: { texts: Array<{ key: string }> } }>('{ site { texts { key language value } } }', undefined, { cookie: manager });
    expect(list.body.data?.site.texts.length).toBeGreaterThanOrEqual(20);
    expect((await server.graphql('{ site { texts { key } } }', undefined, { cookie: admin })).body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
