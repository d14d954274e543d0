// The manager sets pacing, coach bays, rooms, joined sets and the waiting list's offer hours: each
// change is checked (a refusal is translated and changes nothing), bounded, audited and announced;
// staff read the settings, nobody else does or writes.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ARRIVAL_LIMITS } from '../../domain/arrival-capacity/config.ts';
import { startTestServer, type TestServer } from '../../testing/server.ts';
import * as changes from './changes.ts';
import { createOrganisation } from '../../testing/organisations.ts';

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

let announced: ReturnType<typeof vi.spyOn>;
let published: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  announced = vi.spyOn(changes, 'arrivalSettingsChanged');
  published = vi.spyOn(server.services.publicContent, 'changed');
  announced.mockClear();
  published.mockClear();
});

type Gql = { errors?: Array<{ message: string; extensions?: Record<string, unknown> }>; data?: Record<string, unknown> | null };
/** As the manager, in the language the app's language cookie chooses. */
const asManager = async (query: string, variables: Record<string, unknown>, language: 'en' | 'sl' = 'en') =>
  (await server.graphql(query, variables, { cookie: `${manager}; preferred_language=${language}` })).body as Gql;
/** The row id a global ID carries. */
const rowId = (globalId: string) => Buffer.from(globalId, 'base64').toString().split(':')[1]!;
const audits = () => server.services.prisma.auditLog.count({ where: { action: 'settings.changed' } });
const SETTINGS = `arrivalSettings { pacingSlotMinutes coachBays bayTurnaroundMinutes waitlistOfferHours waitlistLastDayOfferHours
  pacingRules { id stopType weekdays seasonStart seasonEnd maxGuests maxCoaches }
  rooms { id name nameEn nameSl seats position active seasonStart seasonEnd }
  roomCombinations { seats rooms { nameEn } } }`;

describe('the general arrival settings', () => {
  const UPDATE = `mutation ($input: UpdateArrivalSettingsInput!) { updateArrivalSettings(input: $input) { ${SETTINGS} } }`;
  const valid = { pacingSlotMinutes: 30, coachBays: 2, bayTurnaroundMinutes: 15, waitlistOfferHours: 12, waitlistLastDayOfferHours: 3 };

  it('are saved, audited and announced', async () => {
    const before = await audits();
    const saved = await asManager(UPDATE, { input: valid });
    expect(saved.errors).toBeUndefined();
    expect(saved.data?.updateArrivalSettings).toMatchObject({ arrivalSettings: valid });
    expect(await audits()).toBe(before + 1);
    const entry = await server.services.prisma.auditLog.findFirstOrThrow({ where: { action: 'settings.changed' }, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] });
    expect(entry.detail).toMatchObject({ arrival: 'SETTINGS', from: { coachBays: 0 }, to: { coachBays: 2 } });
    expect(announced).toHaveBeenCalledOnce();
    expect(published).toHaveBeenCalledOnce();
  });

  it('refuse bad values field by field, in the asker’s language, and change nothing', async () => {
    const before = await audits();
    const refused = await asManager(UPDATE, { input: { pacingSlotMinutes: 20, coachBays: 51, bayTurnaroundMinutes: -1, waitlistOfferHours: 0, waitlistLastDayOfferHours: 5 } }, 'sl');
    expect(refused.errors?.[0]?.extensions).toMatchObject({
      code: 'VALIDATION',
      fields: { pacingSlotMinutes: 'PACING_SLOT_INVALID', coachBays: 'COACH_BAYS_INVALID', bayTurnaroundMinutes: 'COACH_BAYS_INVALID', waitlistOfferHours: 'OFFER_HOURS_INVALID' },
    });
    expect(refused.errors?.[0]?.message).toBe('Popravite označena polja.');
    const longerLastDay = await asManager(UPDATE, { input: { ...valid, waitlistOfferHours: 4, waitlistLastDayOfferHours: 6 } });
    expect(longerLastDay.errors?.[0]?.extensions).toMatchObject({ fields: { waitlistLastDayOfferHours: 'OFFER_HOURS_INVALID' } });
    expect(await audits()).toBe(before);
    expect(announced).not.toHaveBeenCalled();
    const now = await asManager(`{ ${SETTINGS} }`, {});
    expect(now.data?.arrivalSettings).toMatchObject(valid);
  });

  it('are read by staff, and by nobody else; only the manager writes them', async () => {
    const read = await server.graphql(`{ ${SETTINGS} }`, {}, { cookie: admin });
    expect(read.body.errors).toBeUndefined();
    for (const cookie of [client, undefined]) {
      const refused = await server.graphql(`{ ${SETTINGS} }`, {}, cookie ? { cookie } : {});
      expect(refused.body.errors?.[0]?.extensions?.code).toMatch(/FORBIDDEN|UNAUTHENTICATED/);
    }
    for (const cookie of [admin, client]) {
      const refused = await server.graphql(UPDATE, { input: valid }, { cookie });
      expect(refused.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
  });
});

describe('pacing rules', () => {
  const CREATE = 'mutation ($input: CreatePacingRuleInput!) { createPacingRule(input: $input) { pacingRule { id stopType weekdays seasonStart seasonEnd maxGuests maxCoaches } } }';
  const UPDATE = 'mutation ($input: UpdatePacingRuleInput!) { updatePacingRule(input: $input) { pacingRule { id weekdays maxGuests maxCoaches seasonStart } } }';
  const DELETE = 'mutation ($input: DeletePacingRuleInput!) { deletePacingRule(input: $input) { deletedPacingRuleId arrivalSettings { pacingRules { id } } } }';
  let ruleId: string;

  it('are added, changed and removed, each audited and announced', async () => {
    const before = await audits();
    const created = await asManager(CREATE, { input: { stopType: 'SHORT_STOP', weekdays: [6, 7], seasonStart: '06-01', seasonEnd: '09-30', maxGuests: 120, maxCoaches: 2 } });
    expect(created.errors).toBeUndefined();
    const rule = (created.data!.createPacingRule as { pacingRule: { id: string } }).pacingRule;
    expect(rule).toMatchObject({ stopType: 'SHORT_STOP', weekdays: [6, 7], seasonStart: '06-01', seasonEnd: '09-30', maxGuests: 120, maxCoaches: 2 });
    ruleId = rule.id;
    const updated = await asManager(UPDATE, { input: { id: ruleId, weekdays: [7, 1], maxCoaches: 3 } });
    expect(updated.errors).toBeUndefined();
    // Every field is set: the omitted season and guest limit are cleared.
    expect(updated.data?.updatePacingRule).toEqual({ pacingRule: { id: ruleId, weekdays: [1, 7], maxGuests: null, maxCoaches: 3, seasonStart: null } });
    const removed = await asManager(DELETE, { input: { id: ruleId } });
    expect(removed.data?.deletePacingRule).toEqual({ deletedPacingRuleId: ruleId, arrivalSettings: { pacingRules: [] } });
    expect(await audits()).toBe(before + 3);
    expect(announced).toHaveBeenCalledTimes(3);
    const again = await asManager(DELETE, { input: { id: ruleId } });
    expect(again.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('refuse an empty rule, bad limits, weekdays and seasons, and change nothing', async () => {
    const before = await audits();
    const empty = await asManager(CREATE, { input: { weekdays: [] } });
    expect(empty.errors?.[0]?.extensions).toMatchObject({ code: 'VALIDATION', fields: { maxGuests: 'PACING_RULE_EMPTY', maxCoaches: 'PACING_RULE_EMPTY' } });
    const bad = await asManager(CREATE, { input: { weekdays: [1, 1, 8], seasonStart: '02-30', seasonEnd: '03-01', maxGuests: 1001, maxCoaches: -1 } });
    expect(bad.errors?.[0]?.extensions).toMatchObject({
      fields: { weekdays: 'WEEKDAYS_INVALID', seasonStart: 'SEASON_INVALID', maxGuests: 'PACING_LIMIT_INVALID', maxCoaches: 'PACING_LIMIT_INVALID' },
    });
    const half = await asManager(CREATE, { input: { weekdays: [], seasonStart: '06-01', maxCoaches: 1 } });
    expect(half.errors?.[0]?.extensions).toMatchObject({ fields: { seasonEnd: 'SEASON_INVALID' } });
    expect(await server.services.prisma.pacingRule.count()).toBe(0);
    expect(await audits()).toBe(before);
  });

  it('are bounded: weekdays by the schema, the rules by ARRIVAL_LIMITS', async () => {
    const long = await asManager(CREATE, { input: { weekdays: [1, 2, 3, 4, 5, 6, 7, 1], maxCoaches: 1 } });
    expect(long.errors?.[0]?.extensions?.code).toBe('LIST_TOO_LONG');
    await server.services.prisma.pacingRule.createMany({ data: Array.from({ length: ARRIVAL_LIMITS.pacingRules }, () => ({ maxCoaches: 1 })) });
    const full = await asManager(CREATE, { input: { weekdays: [], maxCoaches: 1 } });
    expect(full.errors?.[0]?.extensions).toMatchObject({ code: 'ARRIVAL_SETTINGS_FULL', maxItems: ARRIVAL_LIMITS.pacingRules });
    expect(full.errors?.[0]?.message).toMatch(/Remove or change one/);
    expect(await server.services.prisma.pacingRule.count()).toBe(ARRIVAL_LIMITS.pacingRules);
    await server.services.prisma.pacingRule.deleteMany({});
  });
});

describe('rooms and joined sets', () => {
  const CREATE = 'mutation ($input: CreateRoomInput!) { createRoom(input: $input) { room { id name nameEn nameSl seats position active seasonStart seasonEnd } } }';
  const UPDATE = 'mutation ($input: UpdateRoomInput!) { updateRoom(input: $input) { room { id nameEn seats position active seasonStart } } }';
  const JOIN = `mutation ($input: SetRoomCombinationsInput!) { setRoomCombinations(input: $input) { arrivalSettings { roomCombinations { seats rooms { id } } } } }`;
  const rooms: string[] = [];

  it('are added at the end of the list, named in the viewer’s language', async () => {
    for (const [nameEn, nameSl, seats] of [['Hall', 'Dvorana', 80], ['Terrace', 'Terasa', 40], ['Salon', 'Salon', 30]] as const) {
      const created = await asManager(CREATE, { input: { nameEn: ` ${nameEn} `, nameSl, seats, ...(nameEn === 'Terrace' ? { seasonStart: '05-01', seasonEnd: '09-30' } : {}) } }, 'sl');
      expect(created.errors).toBeUndefined();
      const room = (created.data!.createRoom as { room: { id: string; name: string; nameEn: string; position: number; active: boolean } }).room;
      expect(room).toMatchObject({ name: nameSl, nameEn, active: true, position: rooms.length });
      rooms.push(room.id);
    }
    expect(announced).toHaveBeenCalledTimes(3);
  });

  it('are changed, closed and reopened, never deleted', async () => {
    const closed = await asManager(UPDATE, { input: { id: rooms[1], nameEn: 'Terrace', nameSl: 'Terasa', seats: 44, active: false } });
    expect(closed.data?.updateRoom).toEqual({ room: { id: rooms[1], nameEn: 'Terrace', seats: 44, position: 1, active: false, seasonStart: null } });
    const kept = await asManager(UPDATE, { input: { id: rooms[1], nameEn: 'Terrace', nameSl: 'Terasa', seats: 44, position: 5 } });
    expect(kept.data?.updateRoom).toMatchObject({ room: { active: false, position: 5 } });
    const reopened = await asManager(UPDATE, { input: { id: rooms[1], nameEn: 'Terrace', nameSl: 'Terasa', seats: 44, active: true } });
    expect(reopened.data?.updateRoom).toMatchObject({ room: { active: true } });
    const entry = await server.services.prisma.auditLog.findFirstOrThrow({ where: { action: 'settings.changed' }, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] });
    expect(entry.detail).toMatchObject({ arrival: 'ROOM_UPDATED', id: rowId(rooms[1]!), from: { active: false }, to: { active: true } });
  });

  it('refuse bad names, seats, positions and seasons, and change nothing', async () => {
    const before = await audits();
    const bad = await asManager(CREATE, { input: { nameEn: '  ', nameSl: 'x', seats: 0, position: -1, seasonStart: 'ab-cd', seasonEnd: '09-30' } });
    expect(bad.errors?.[0]?.extensions).toMatchObject({ code: 'VALIDATION', fields: { nameEn: 'ROOM_NAME_INVALID', seats: 'ROOM_SEATS_INVALID', position: 'OUT_OF_RANGE', seasonStart: 'SEASON_INVALID' } });
    const tooLong = await asManager(CREATE, { input: { nameEn: 'x'.repeat(ARRIVAL_LIMITS.roomName + 1), nameSl: 'x', seats: 10 } });
    expect(tooLong.errors?.[0]?.extensions).toMatchObject({ code: 'VALIDATION', fields: { nameEn: 'TOO_LONG' } });
    const badEdit = await asManager(UPDATE, { input: { id: rooms[0], nameEn: 'Hall', nameSl: 'Dvorana', seats: 1001 } });
    expect(badEdit.errors?.[0]?.extensions).toMatchObject({ fields: { seats: 'ROOM_SEATS_INVALID' } });
    expect(await server.services.prisma.room.count()).toBe(3);
    expect((await server.services.prisma.room.findUniqueOrThrow({ where: { id: rowId(rooms[0]!) } })).seats).toBe(80);
    expect(await audits()).toBe(before);
  });

  it('join in sets of 2 to 6 different rooms, replaced as a whole', async () => {
    const before = await audits();
    const joined = await asManager(JOIN, { input: { combinations: [{ roomIds: [rooms[0], rooms[2]] }, { roomIds: [rooms[1], rooms[2]] }] } });
    expect(joined.errors).toBeUndefined();
    expect(joined.data?.setRoomCombinations).toEqual({
      arrivalSettings: { roomCombinations: expect.arrayContaining([{ seats: 110, rooms: [{ id: rooms[0] }, { id: rooms[2] }] }, { seats: 74, rooms: [{ id: rooms[2] }, { id: rooms[1] }] }]) },
    });
    const bad = await asManager(JOIN, { input: { combinations: [{ roomIds: [rooms[0]] }, { roomIds: [rooms[0], rooms[0]] }, { roomIds: [rooms[0], rooms[1]] }, { roomIds: [rooms[1], rooms[0]] }] } });
    expect(bad.errors?.[0]?.extensions).toMatchObject({ code: 'VALIDATION', fields: { combination1: 'COMBINATION_INVALID', combination2: 'COMBINATION_INVALID', combination4: 'COMBINATION_INVALID' } });
    expect(Object.keys(bad.errors?.[0]?.extensions?.fields as object)).not.toContain('combination3');
    const missing = await asManager(JOIN, { input: { combinations: [{ roomIds: [rooms[0], Buffer.from(`Room:${crypto.randomUUID()}`).toString('base64')] }] } });
    expect(missing.errors?.[0]?.extensions).toMatchObject({ fields: { combination1: 'COMBINATION_INVALID' } });
    expect(await server.services.prisma.roomCombination.count()).toBe(2);
    expect(await audits()).toBe(before + 1);
    const cleared = await asManager(JOIN, { input: { combinations: [] } });
    expect(cleared.data?.setRoomCombinations).toEqual({ arrivalSettings: { roomCombinations: [] } });
  });

  it('are bounded', async () => {
    const sets = Array.from({ length: ARRIVAL_LIMITS.combinations + 1 }, () => ({ roomIds: [rooms[0], rooms[1]] }));
    const tooMany = await asManager(JOIN, { input: { combinations: sets } });
    expect(tooMany.errors?.[0]?.extensions?.code).toBe('LIST_TOO_LONG');
    const wide = await asManager(JOIN, { input: { combinations: [{ roomIds: Array.from({ length: ARRIVAL_LIMITS.roomsPerCombination + 1 }, () => rooms[0]) }] } });
    expect(wide.errors?.[0]?.extensions?.code).toBe('LIST_TOO_LONG');
    await server.services.prisma.room.createMany({ data: Array.from({ length: ARRIVAL_LIMITS.rooms - 3 }, (_, i) => ({ nameEn: `R${i}`, nameSl: `S${i}`, seats: 10 })) });
    const full = await asManager(CREATE, { input: { nameEn: 'One more', nameSl: 'Še ena', seats: 10 } });
    expect(full.errors?.[0]?.extensions).toMatchObject({ code: 'ARRIVAL_SETTINGS_FULL', maxItems: ARRIVAL_LIMITS.rooms });
  });

  it('are the manager’s to change', async () => {
    for (const cookie of [admin, client]) {
      const refused = await server.graphql(UPDATE, { input: { id: rooms[0], nameEn: 'Hall', nameSl: 'Dvorana', seats: 1 } }, { cookie });
      expect(refused.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
  });
});
