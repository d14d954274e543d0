// Benchmark: arrival capacity (seats, rooms and joined sets, pacing per slot, coach bays) is as fast
// as the seat total alone, and never over-books under concurrent bookings. PostgreSQL.
//
// (a) TARGET: the wizard's month calendar (dayAvailability over 31 days, as
//     web/components/reservation/useDayOutlook.ts asks it, signed in as a client) answers with every
//     constraint configured (3 rooms + a joined set, 2 pacing rules incl. a weekday one, 6 bays) in a
//     median ≤ 1.10 × the median with none configured (the seat total only: what it was before).
//     Same data (40 clients, ~1,500 open bookings over July, placed consistently with rooms and bays),
//     same server, the two settings taking turns block by block so a noisy machine weighs on both.
// (b) TARGET: 0 violations. 400 createReservation requests over HTTP (40 clients × 10, 40 in
//     flight) at eight popular times on two days, under tight limits (pacing 2 coaches / 120 guests per
//     15-minute slot, 4 bays, small rooms, a seat total below the rooms' sum), then checked with SQL
//     written here, not with the app's code: guests and coaches per slot, bay overlaps, each room's
//     and the seat total's peak, a bay per coach, a seated group in one room or one joined set.
//     Every refusal must be NO_LONGER_AVAILABLE (reported by reason); any other error fails.
//
//   node --import tsx bench/arrival-capacity.ts            (PostgreSQL at TEST_POSTGRES_URL or local)
//   node --import tsx bench/arrival-capacity.ts --only a   (or --only b)
import { dayCapacity, type DayBooking } from '../graph/domain/arrival-capacity/placement.ts';
import { addDays, dateToDb, localToInstant, type LocalDate } from '../graph/domain/local-time.ts';
import { loadArrivalConfig } from '../graph/services/arrival-capacity/load-config.ts';
import type { TestServer } from '../graph/testing/server.ts';
import { approvedClients, benchServer, ms, printTable, summarise, verdict } from './lib.ts';

const only = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1] : null;
// Bookings are made from 20 June for July (inside the horizon, past every lead time).
const clock = new Date('2026-06-20T06:00:00Z');
const MONTH_FROM = '2026-07-01' as LocalDate;
const MONTH_DAYS = 31;
const OPEN_STATUSES = ['CREATED', 'WAITING', 'SCHEDULED'] as const;

/** A small deterministic generator, so every run books the same month. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const uptime = async () => (await import('node:fs')).readFileSync('/proc/loadavg', 'utf8').trim();

// ---------------------------------------------------------------------------------------------
// (a) Month availability
// ---------------------------------------------------------------------------------------------

const DAYS_QUERY = `query useDayOutlookDaysQuery($type: StopType!, $guests: Int!, $seatReservation: Boolean!, $from: String!, $to: String!, $reservationId: ID, $overrides: [BookingOverride!]) {
  dayAvailability(type: $type, guests: $guests, seatReservation: $seatReservation, from: $from, to: $to, reservationId: $reservationId, overrides: $overrides) { date state }
}`;
const DAY_QUERY = `query ($type: StopType!, $guests: Int!, $seatReservation: Boolean!, $date: String!) {
  dayAvailability(type: $type, guests: $guests, seatReservation: $seatReservation, from: $date, to: $date) { date state times { time state } }
}`;

const PACING_RULES = [
  // Every day: three coaches and 150 guests per 15-minute slot.
  { id: '0193c6a0-0000-7000-8000-000000000001', stopType: null, weekdays: [], maxCoaches: 3, maxGuests: 150 },
  // Weekends: at most 100 lunch guests arriving per slot.
  { id: '0193c6a0-0000-7000-8000-000000000002', stopType: 'LONG_STOP' as const, weekdays: [6, 7], maxCoaches: null, maxGuests: 100 },
];

type Mode = 'seat total only' | 'every constraint';

async function configure(server: TestServer, mode: Mode): Promise<void> {
  const prisma = server.services.prisma;
  if (mode === 'every constraint') {
    await prisma.$transaction([
      prisma.settings.update({ where: { id: 1 }, data: { coachBays: 6, bayTurnaroundMinutes: 10, pacingSlotMinutes: 15 } }),
      prisma.room.updateMany({ data: { active: true } }),
      prisma.pacingRule.deleteMany({}),
      prisma.pacingRule.createMany({ data: PACING_RULES }),
    ]);
  } else {
    // Rooms are closed, never deleted (placements keep them): no active room means rooms are not managed.
    await prisma.$transaction([prisma.settings.update({ where: { id: 1 }, data: { coachBays: 0 } }), prisma.room.updateMany({ data: { active: false } }), prisma.pacingRule.deleteMany({})]);
  }
}

/** July's bookings, each placed as the app would (domain dayCapacity under every constraint), inserted in bulk. */
async function seedMonth(server: TestServer, clients: string[]): Promise<{ open: number; coaches2: number; seated: number; joined: number }> {
  const prisma = server.services.prisma;
  const settings = await prisma.settings.findUniqueOrThrow({ where: { id: 1 } });
  const config = await loadArrivalConfig(prisma);
  const next = random(7);
  const rows: Array<Record<string, unknown>> = [];
  const placements: Array<{ reservationId: string; roomId: string; seats: number }> = [];
  let counter = 0;
  let coaches2 = 0;
  let joined = 0;
  for (let d = 0; d < MONTH_DAYS; d++) {
    const date = addDays(MONTH_FROM, d);
    const day: DayBooking[] = [];
    // ~48 a day: busy (most of the day's bays and lunch rooms are taken), with some refused attempts.
    for (let attempt = 0; attempt < 400 && day.length < 48; attempt++) {
      const long = next() < 0.55;
      const type = long ? ('LONG_STOP' as const) : ('SHORT_STOP' as const);
      const guests = 12 + Math.floor(next() * 80);
      const seatReservation = long || next() < 0.2;
      const coaches = guests > 50 && next() < 0.5 ? 2 : 1;
      const minute = 8 * 60 + Math.floor(next() * 44) * 15; // 08:00–18:45
      const resolved = localToInstant(date, minute);
      if (!resolved.ok) continue;
      const durationMinutes = long ? settings.longStopMinutes : settings.shortStopMinutes;
      const answer = dayCapacity(date, day, config, settings.seatCapacity).check({ type, guests, seatReservation, coaches, arrivalAt: resolved.instant, minute, durationMinutes });
      if (!answer.fits) continue;
      day.push({ type, guests, seatReservation, coaches, arrivalAt: resolved.instant.getTime(), minute, durationMinutes, bays: answer.bays, rooms: answer.rooms });
      const id = crypto.randomUUID();
      if (coaches === 2) coaches2++;
      if (answer.rooms.length > 1) joined++;
      for (const room of answer.rooms) placements.push({ reservationId: id, roomId: room.roomId, seats: room.seats });
      rows.push({
        id,
        orderNumber: `AC${String(counter++).padStart(6, '0')}`,
        clientId: clients[counter % clients.length]!,
        type,
        guests,
        seatReservation,
        coaches,
        bays: answer.bays,
        arrivalAt: resolved.instant,
        arrivalDay: dateToDb(date),
        durationMinutes,
        status: OPEN_STATUSES[counter % OPEN_STATUSES.length]!,
        createdAt: clock,
      });
    }
  }
  for (let i = 0; i < rows.length; i += 500) await prisma.reservation.createMany({ data: rows.slice(i, i + 500) as never });
  for (let i = 0; i < placements.length; i += 1000) await prisma.reservationRoom.createMany({ data: placements.slice(i, i + 1000) });
  return { open: rows.length, coaches2, seated: rows.filter((r) => r.seatReservation).length, joined };
}

async function monthAvailability(): Promise<boolean> {
  const server = await benchServer('postgres', () => clock);
  try {
    const prisma = server.services.prisma;
    const clients = await approvedClients(server, 40, clock);
    await prisma.settings.update({ where: { id: 1 }, data: { seatCapacity: 250 } });
    const hall = await prisma.room.create({ data: { nameEn: 'Hall', nameSl: 'Dvorana', seats: 120, position: 1 } });
    await prisma.room.create({ data: { nameEn: 'Terrace', nameSl: 'Terasa', seats: 80, position: 2, seasonStart: '05-01', seasonEnd: '09-30' } });
    const separate = await prisma.room.create({ data: { nameEn: 'Separate room', nameSl: 'Ločena soba', seats: 50, position: 3 } });
    await prisma.roomCombination.create({ data: { roomIds: [hall.id, separate.id] } });
    await configure(server, 'every constraint');
    const seeded = await seedMonth(server, clients);
    console.log(`Seeded July: ${seeded.open} open bookings (${seeded.seated} with seats, ${seeded.joined} in the joined rooms, ${seeded.coaches2} in 2 coaches), 40 clients.`);

    const groups = [
      { name: 'lunch, 40 guests with seats', variables: { type: 'LONG_STOP', guests: 40, seatReservation: true } },
      { name: 'coffee, 50 guests, no seats', variables: { type: 'SHORT_STOP', guests: 50, seatReservation: false } },
    ];
    const modes: Mode[] = ['seat total only', 'every constraint'];
    const cookie = server.cookieFor('client', clients[0]!);
    const ask = async (variables: Record<string, unknown>) => {
      const t0 = performance.now();
      const { body } = await server.graphql<{ dayAvailability: Array<{ date: string; state: string }> }>(
        DAYS_QUERY,
        { ...variables, from: MONTH_FROM, to: addDays(MONTH_FROM, MONTH_DAYS - 1), reservationId: null, overrides: null },
        { cookie },
      );
      const elapsed = performance.now() - t0;
      if (body.errors || body.data?.dayAvailability.length !== MONTH_DAYS) throw new Error(JSON.stringify(body.errors ?? body.data));
      return elapsed;
    };

    // The two settings must answer differently, or the comparison measures nothing.
    const busyDay = addDays(MONTH_FROM, 10);
    const fullTimes: Record<string, number> = {};
    for (const mode of modes) {
      await configure(server, mode);
      for (const group of groups) {
        const { body } = await server.graphql<{ dayAvailability: Array<{ times: Array<{ state: string }> }> }>(DAY_QUERY, { ...group.variables, date: busyDay }, { cookie });
        fullTimes[`${mode} / ${group.name}`] = body.data!.dayAvailability[0]!.times.filter((t) => t.state !== 'OPEN').length;
      }
    }
    console.log(`Times not open on ${busyDay}:`, fullTimes);

    const BLOCKS = 12;
    const PER_BLOCK = 15;
    const samples = new Map<string, number[]>();
    // Warm-up: JIT, query plans, the connection pool.
    for (const mode of modes) {
      await configure(server, mode);
      for (const group of groups) for (let i = 0; i < 10; i++) await ask(group.variables);
    }
    for (let block = 0; block < BLOCKS; block++) {
      for (const mode of block % 2 ? [...modes].reverse() : modes) {
        await configure(server, mode);
        for (const group of groups) {
          const key = `${group.name}|${mode}`;
          const list = samples.get(key) ?? [];
          for (let i = 0; i < PER_BLOCK; i++) list.push(await ask(group.variables));
          samples.set(key, list);
        }
      }
    }
    const load = await uptime();
    const rows = [];
    let ok = true;
    const verdicts: string[] = [];
    for (const group of groups) {
      const base = summarise(samples.get(`${group.name}|seat total only`)!);
      const all = summarise(samples.get(`${group.name}|every constraint`)!);
      const ratio = all.p50 / base.p50;
      ok &&= ratio <= 1.1;
      for (const [mode, s] of [
        ['seat total only', base],
        ['every constraint', all],
      ] as const) {
        rows.push({ group: group.name, settings: mode, requests: BLOCKS * PER_BLOCK, p50: ms(s.p50), p95: ms(s.p95), max: ms(s.max), ratio: mode === 'every constraint' ? ratio.toFixed(2) : '' });
      }
      verdicts.push(verdict(ratio <= 1.1, `${group.name}: median with every constraint ${ms(all.p50)} ≤ 1.10 × seat total only ${ms(base.p50)} (ratio ${ratio.toFixed(2)})`));
    }
    printTable(`(a) dayAvailability for July (31 days) as a client, ${seeded.open} open bookings, PostgreSQL — load average ${load}`, rows);
    console.log();
    for (const line of verdicts) console.log(line);
    return ok;
  } finally {
    await server.close();
  }
}

// ---------------------------------------------------------------------------------------------
// (b) Concurrent bookings never break a limit
// ---------------------------------------------------------------------------------------------

const CREATE = 'mutation ($input: CreateReservationInput!) { createReservation(input: $input) { reservation { id } } }';
const DAYS: LocalDate[] = ['2026-07-11', '2026-07-12'];
const POPULAR = ['09:00', '09:15', '10:00', '10:15', '11:00', '12:00', '12:15', '14:00'];
const LIMITS = { slotCoaches: 2, slotGuests: 120, bays: 4, turnaround: 15, seatCapacity: 70 };

/** Rows of each check that break a limit; written from the tables, not from the app's code. */
async function violations(server: TestServer): Promise<Array<{ check: string; limit: string; peak: number; violations: number }>> {
  const prisma = server.services.prisma;
  const open = `r.status IN ('CREATED', 'WAITING', 'SCHEDULED')`;
  const count = async (sql: string) => Number((await prisma.$queryRawUnsafe<Array<{ n: bigint }>>(`SELECT count(*) AS n FROM (${sql}) v`))[0]!.n);
  const max = async (sql: string) => Number((await prisma.$queryRawUnsafe<Array<{ m: number | null }>>(`SELECT coalesce(max(v.x), 0)::int AS m FROM (${sql}) v`))[0]!.m);

  const slots = `SELECT r.arrival_day, floor(extract(epoch FROM (r.arrival_at AT TIME ZONE 'Europe/Ljubljana')::time) / 60 / 15) AS slot,
      sum(r.coaches) AS coaches, sum(r.guests) AS guests
    FROM reservations r WHERE ${open} GROUP BY 1, 2`;
  const bayUse = `SELECT r.id, b.bay, tstzrange(r.arrival_at, r.arrival_at + make_interval(mins => r.duration_minutes + ${LIMITS.turnaround})) AS span
    FROM reservations r CROSS JOIN LATERAL unnest(r.bays) AS b(bay) WHERE ${open}`;
  const bayPairs = `SELECT x.id FROM (${bayUse}) x JOIN (${bayUse}) y ON x.bay = y.bay AND x.id < y.id AND x.span && y.span`;
  const bayConcurrent = `SELECT p.t, count(*) AS x FROM (SELECT DISTINCT lower(span) AS t FROM (${bayUse}) d) p JOIN (${bayUse}) y ON p.t <@ y.span GROUP BY 1`;
  const roomStays = `SELECT rr.room_id, rr.seats, r.arrival_at AS s, r.arrival_at + make_interval(mins => r.duration_minutes) AS e
    FROM reservation_rooms rr JOIN reservations r ON r.id = rr.reservation_id WHERE ${open}`;
  // A peak of overlapping stays is reached when one of them starts: sum the stays around each start.
  const roomPeaks = `SELECT p.room_id, p.s, sum(q.seats) AS seated, min(rm.seats) AS seats
    FROM (SELECT DISTINCT room_id, s FROM (${roomStays}) d) p JOIN (${roomStays}) q ON q.room_id = p.room_id AND q.s <= p.s AND p.s < q.e
    JOIN rooms rm ON rm.id = p.room_id GROUP BY 1, 2`;
  const seatStays = `SELECT r.guests, r.arrival_at AS s, r.arrival_at + make_interval(mins => r.duration_minutes) AS e FROM reservations r WHERE ${open} AND r.seat_reservation`;
  const seatPeaks = `SELECT p.s, sum(q.guests) AS seated FROM (SELECT DISTINCT s FROM (${seatStays}) d) p JOIN (${seatStays}) q ON q.s <= p.s AND p.s < q.e GROUP BY 1`;
  const placed = `SELECT r.id, r.guests, coalesce(sum(rr.seats), 0) AS seats, array_agg(rr.room_id) FILTER (WHERE rr.room_id IS NOT NULL) AS rooms
    FROM reservations r LEFT JOIN reservation_rooms rr ON rr.reservation_id = r.id WHERE ${open} AND r.seat_reservation GROUP BY 1, 2`;

  return [
    { check: 'coaches arriving per 15-min slot', limit: `≤ ${LIMITS.slotCoaches}`, peak: await max(`SELECT coaches AS x FROM (${slots}) s`), violations: await count(`SELECT * FROM (${slots}) s WHERE coaches > ${LIMITS.slotCoaches}`) },
    { check: 'guests arriving per 15-min slot', limit: `≤ ${LIMITS.slotGuests}`, peak: await max(`SELECT guests AS x FROM (${slots}) s`), violations: await count(`SELECT * FROM (${slots}) s WHERE guests > ${LIMITS.slotGuests}`) },
    { check: 'coaches in the car park at once', limit: `≤ ${LIMITS.bays} bays`, peak: await max(bayConcurrent), violations: await count(`SELECT * FROM (${bayConcurrent}) c WHERE x > ${LIMITS.bays}`) },
    { check: 'two coaches in one bay at once', limit: '0', peak: await count(bayPairs), violations: await count(bayPairs) },
    {
      check: 'a coach without a bay (or a bay out of range, or twice)',
      limit: '0',
      peak: 0,
      violations: await count(
        `SELECT r.id FROM reservations r WHERE ${open} AND (cardinality(r.bays) <> r.coaches OR EXISTS (SELECT 1 FROM unnest(r.bays) b WHERE b < 1 OR b > ${LIMITS.bays}) OR (SELECT count(DISTINCT b) FROM unnest(r.bays) b) <> cardinality(r.bays))`,
      ),
    },
    { check: "a room's seated guests at once", limit: '≤ its seats', peak: await max(`SELECT seated AS x FROM (${roomPeaks}) p`), violations: await count(`SELECT * FROM (${roomPeaks}) p WHERE seated > seats`) },
    { check: 'seated guests at once (seat total)', limit: `≤ ${LIMITS.seatCapacity}`, peak: await max(`SELECT seated AS x FROM (${seatPeaks}) p`), violations: await count(`SELECT * FROM (${seatPeaks}) p WHERE seated > ${LIMITS.seatCapacity}`) },
    { check: 'a seated group whose rooms do not hold it', limit: '0', peak: 0, violations: await count(`SELECT * FROM (${placed}) p WHERE seats <> guests`) },
    {
      check: 'a group split over rooms that are not a joined set',
      limit: '0',
      peak: 0,
      violations: await count(`SELECT * FROM (${placed}) p WHERE cardinality(rooms) > 1 AND NOT EXISTS (SELECT 1 FROM room_combinations c WHERE p.rooms <@ c.room_ids)`),
    },
  ];
}

async function concurrentBookings(): Promise<boolean> {
  const server = await benchServer('postgres', () => clock);
  try {
    const prisma = server.services.prisma;
    const CLIENTS = 40;
    const PER_CLIENT = 10;
    const clients = await approvedClients(server, CLIENTS, clock);
    await prisma.settings.update({ where: { id: 1 }, data: { seatCapacity: LIMITS.seatCapacity, coachBays: LIMITS.bays, bayTurnaroundMinutes: LIMITS.turnaround, pacingSlotMinutes: 15 } });
    await prisma.pacingRule.create({ data: { maxCoaches: LIMITS.slotCoaches, maxGuests: LIMITS.slotGuests } });
    const hall = await prisma.room.create({ data: { nameEn: 'Hall', nameSl: 'Dvorana', seats: 50, position: 1 } });
    const side = await prisma.room.create({ data: { nameEn: 'Side room', nameSl: 'Stranska soba', seats: 30, position: 2 } });
    await prisma.room.create({ data: { nameEn: 'Nook', nameSl: 'Kotiček', seats: 20, position: 3 } });
    await prisma.roomCombination.create({ data: { roomIds: [hall.id, side.id] } });

    const next = random(11);
    const inputs = clients.map(() =>
      Array.from({ length: PER_CLIENT }, () => {
        const long = next() < 0.4;
        const guests = long ? 10 + Math.floor(next() * 60) : 20 + Math.floor(next() * 80);
        return {
          type: long ? 'LONG_STOP' : 'SHORT_STOP',
          guests,
          seatReservation: long,
          coaches: guests > 50 && next() < 0.5 ? 2 : 1,
          arrivalDate: DAYS[Math.floor(next() * DAYS.length)]!,
          arrivalTime: POPULAR[Math.floor(next() * POPULAR.length)]!,
          acceptTerms: true,
        };
      }),
    );
    const latencies: number[] = [];
    const reasons = new Map<string, number>();
    const otherErrors: string[] = [];
    let accepted = 0;
    let refused = 0;
    let inFlight = 0;
    let peakInFlight = 0;
    const started = performance.now();
    await Promise.all(
      clients.map(async (clientId, c) => {
        const cookie = server.cookieFor('client', clientId);
        for (const input of inputs[c]!) {
          inFlight++;
          peakInFlight = Math.max(peakInFlight, inFlight);
          const t0 = performance.now();
          const { body } = await server.graphql<{ createReservation: unknown }>(CREATE, { input }, { cookie });
          latencies.push(performance.now() - t0);
          inFlight--;
          const error = body.errors?.[0];
          const code = error?.extensions?.code as string | undefined;
          if (!error) accepted++;
          else if (code === 'NO_LONGER_AVAILABLE') {
            refused++;
            const key = [...((error.extensions?.reasons as string[] | undefined) ?? [])].sort().join('+') || '(none)';
            reasons.set(key, (reasons.get(key) ?? 0) + 1);
          } else otherErrors.push(`${code ?? '?'}: ${error.message}`);
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    const load = await uptime();
    const s = summarise(latencies);
    const stored = await prisma.reservation.count({ where: { status: { in: [...OPEN_STATUSES] } } });
    printTable(`(b) ${CLIENTS * PER_CLIENT} createReservation over HTTP (${CLIENTS} clients × ${PER_CLIENT}, ≤ ${peakInFlight} in flight) at ${POPULAR.join(', ')} on ${DAYS.join(' and ')} — load average ${load}`, [
      {
        accepted,
        refused,
        'other errors': otherErrors.length,
        'open bookings stored': stored,
        'requests/s': Math.round(((CLIENTS * PER_CLIENT) / seconds) * 10) / 10,
        p50: ms(s.p50),
        p95: ms(s.p95),
        max: ms(s.max),
      },
    ]);
    printTable('Refusals (NO_LONGER_AVAILABLE) by reasons', [...reasons].sort((a, b) => b[1] - a[1]).map(([reason, n]) => ({ reasons: reason, refusals: n })));
    if (otherErrors.length) console.log(`\nOther errors (first 5):\n${otherErrors.slice(0, 5).join('\n')}`);
    const checks = await violations(server);
    printTable('Limits checked with SQL over the stored bookings', checks);
    const broken = checks.reduce((sum, c) => sum + c.violations, 0);
    // The checks must see an over-booking: copy the stored booking with the most coaches and the
    // largest seated one past the app (one at a time), then take each away.
    const seen = new Set<string>();
    for (const where of [{ status: 'CREATED' as const }, { status: 'CREATED' as const, seatReservation: true }]) {
      const original = await prisma.reservation.findFirst({ where, orderBy: [{ coaches: 'desc' }, { guests: 'desc' }], include: { rooms: true } });
      if (!original) continue;
      const { rooms, id: _id, orderNumber: _number, mealPreorder: _meals, billingTerms: _terms, ...copy } = original;
      const twin = await prisma.reservation.create({ data: { ...copy, orderNumber: `TWIN-${seen.size}`, rooms: { create: rooms.map((r) => ({ roomId: r.roomId, seats: r.seats })) } } });
      for (const c of await violations(server)) if (c.violations > 0) seen.add(c.check);
      await prisma.reservation.delete({ where: { id: twin.id } });
    }
    console.log(`\nTwins of the fullest bookings, inserted past the app, are caught by: ${[...seen].join('; ') || 'NOTHING (the checks are blind)'}`);
    const ok = broken === 0 && seen.size > 0 && otherErrors.length === 0 && accepted === stored && accepted + refused === CLIENTS * PER_CLIENT;
    console.log(`\n${verdict(ok, `0 violations and no error but NO_LONGER_AVAILABLE: ${broken} violations, ${otherErrors.length} other errors, ${accepted} accepted = ${stored} stored`)}`);
    return ok;
  } finally {
    await server.close();
  }
}

let ok = true;
if (only !== 'b') ok = (await monthAvailability()) && ok;
if (only !== 'a') ok = (await concurrentBookings()) && ok;
console.log(`\nuptime: ${(await import('node:child_process')).execSync('uptime').toString().trim()}`);
process.exitCode = ok ? 0 : 1;
