// Public content kept in memory: read once, forgotten at once when it changes — on this instance and,
// over the shared pub/sub, on the others — and never for longer than its time to live.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createAppPubSub, type PubSub } from '../pubsub.ts';
import { createLogger } from '../log.ts';
import { createPublicContent, PUBLIC_CONTENT_TTL_MS, type PublicContent } from './public-content.ts';
import { startTestServer, type TestServer } from '../testing/server.ts';

const open: PublicContent[] = [];
afterEach(async () => {
  for (const content of open.splice(0)) await content.close();
});

function start(pubsub: PubSub = createAppPubSub(null), clock = () => Date.now()) {
  const content = createPublicContent(pubsub, createLogger('silent'), clock);
  open.push(content);
  return content;
}

/** A loader that counts its reads and answers the current value. */
function source(initial: string) {
  const state = { value: initial, reads: 0 };
  return { state, load: async () => (state.reads++, state.value) };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 10));

describe('public content in memory', () => {
  it('reads once, and again only after a change', async () => {
    const content = start();
    const texts = source('old');
    expect(await content.read('texts', texts.load)).toBe('old');
    expect(await content.read('texts', texts.load)).toBe('old');
    expect(texts.state.reads).toBe(1);
    texts.state.value = 'new';
    content.changed();
    expect(await content.read('texts', texts.load)).toBe('new');
    expect(texts.state.reads).toBe(2);
  });

  it('hands out a value it holds once loaded, and nothing while it is read or after a change', async () => {
    const content = start();
    const texts = source('old');
    const reading = content.read('texts', texts.load);
    expect(content.loaded('texts')).toBeUndefined();
    await reading;
    expect(content.loaded('texts')).toBe('old');
    content.changed();
    expect(content.loaded('texts')).toBeUndefined();
    expect(content.loaded('never read')).toBeUndefined();
  });

  it('forgets on every instance that shares the pub/sub', async () => {
    const pubsub = createAppPubSub(null);
    const [a, b] = [start(pubsub), start(pubsub)];
    const texts = source('old');
    await a.read('texts', texts.load);
    await b.read('texts', texts.load);
    texts.state.value = 'new';
    a.changed();
    await tick();
    expect(await b.read('texts', texts.load)).toBe('new');
  });

  it('does not keep a read that was under way when the change came', async () => {
    const content = start();
    let release!: () => void;
    const slow = new Promise<void>((resolve) => (release = resolve));
    const stale = content.read('texts', async () => (await slow, 'old'));
    content.changed();
    release();
    expect(await stale).toBe('old');
    expect(await content.read('texts', async () => 'new')).toBe('new');
  });

  it('does not keep a failed read', async () => {
    const content = start();
    await expect(content.read('texts', () => Promise.reject(new Error('database down')))).rejects.toThrow('database down');
    expect(await content.read('texts', async () => 'back')).toBe('back');
  });

  it('reads again after its time to live, even without an announcement', async () => {
    let now = 1_000_000;
    const content = start(createAppPubSub(null), () => now);
    const texts = source('old');
    await content.read('texts', texts.load);
    texts.state.value = 'new';
    now += PUBLIC_CONTENT_TTL_MS + 1;
    expect(await content.read('texts', texts.load)).toBe('new');
  });
});

describe('the public pages after the manager changes them', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  it('are read from memory, and show the new price, menu, texts and hours on the very next request', async () => {
    const manager = await server.services.prisma.staff.findFirstOrThrow({ where: { isManager: true } });
    const cookie = server.cookieFor('staff', manager.id);
    const PAGE = '{ site { contact { phone } offers { type priceCents menu { nameEn } } } reservationRules { slotMinutes openingHours { weekday closed } } }';
    const read = async () => (await server.graphql<{ site: { contact: { phone: string | null }; offers: Array<{ type: string; priceCents: number; menu: Array<{ nameEn: string }> }> }; reservationRules: { slotMinutes: number; openingHours: Array<{ weekday: number; closed: boolean }> } }>(PAGE)).body.data!;

    const before = await read();
    // A write behind the app's back is not seen: the next visitor is answered from memory.
    await server.services.prisma.stopOffer.update({ where: { type: 'SHORT_STOP' }, data: { priceCents: 1 } });
    expect(await read()).toEqual(before);

    const mutate = (query: string, variables: Record<string, unknown>) => server.graphql(query, variables, { cookie });
    await mutate('mutation ($p: Int!) { setStopPrice(input: { type: SHORT_STOP, priceCents: $p }) { stopOffer { id } } }', { p: 777 });
    await mutate('mutation ($i: SaveMenuItemInput!) { saveMenuItem(input: $i) { menuItem { id } } }', { i: { stopType: 'SHORT_STOP', nameEn: 'Plum cake', nameSl: 'Slivov kolač' } });
    await mutate('mutation ($t: [SiteTextInput!]!) { saveSiteTexts(input: { texts: $t }) { site { contact { phone } } } }', { t: [{ key: 'contact.phone', language: 'en', value: '+386 5 999 0000' }] });
    await mutate('mutation ($d: [OpeningDayInput!]!) { setOpeningHours(input: { days: $d }) { openingHours { weekday } } }', {
      d: before.reservationRules.openingHours.map((day) => ({ weekday: day.weekday, closed: day.weekday === 3, opens: '08:00', closes: '20:00' })),
    });

    const after = await read();
    expect(after.site.offers.find((o) => o.type === 'SHORT_STOP')?.priceCents).toBe(777);
    expect(after.site.offers.find((o) => o.type === 'SHORT_STOP')?.menu.map((m) => m.nameEn)).toContain('Plum cake');
    expect(after.site.contact.phone).toBe('+386 5 999 0000');
    expect(after.reservationRules.openingHours.find((d) => d.weekday === 3)?.closed).toBe(true);
  });
});
