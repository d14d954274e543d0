// What one request costs the server in CPU time, this checkout against another, measured so that
// a noisy machine weighs on both alike: the two apps run side by side on the same seeded data
// (bench/seeded-app.ts) and take turns, block by block, each answering the same requests one at a
// time; the CPU time each process spent (from /proc) is divided by the requests it answered.
// Throughput (bench/throughput.ts) says how much the machine serves; this says why, per request.
//
//   node --import tsx bench/cpu-per-request.ts --baseline ../other-checkout [--requests 150] [--blocks 6]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { ChildProcess } from 'node:child_process';
import ReservationsPage from '../web/features/reservations/__generated__/ReservationsPageQuery.graphql.ts';
import CurrentReservationsPage from '../web/features/my-reservations/__generated__/CurrentReservationsPageQuery.graphql.ts';
import HomePage from '../web/features/site/__generated__/HomePageQuery.graphql.ts';
import ReservationPanel from '../web/features/reservations/__generated__/ReservationPanelQuery.graphql.ts';
import StatusMutation from '../web/features/reservations/__generated__/useReservationActionsStatusMutation.graphql.ts';
import { addDays, instantToLocal } from '../graph/domain/local-time.ts';
import { printTable } from './lib.ts';
import { appEnv, seededDatabase, startOtherApp, startThisApp, stopAll } from './seeded-app.ts';

const { values: args } = parseArgs({
  options: {
    baseline: { type: 'string' },
    requests: { type: 'string', default: '150' },
    blocks: { type: 'string', default: '6' },
  },
});
if (!args.baseline) throw new Error('--baseline DIR: the checkout to compare with');
const BASELINE = path.resolve(args.baseline);
const REQUESTS = Number(args.requests);
const BLOCKS = Number(args.blocks);

/** User plus system CPU time of a process so far, in milliseconds (Linux). */
function cpuMs(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  const ticksPerMs = 100 / 1000;
  return (Number(fields[11]) + Number(fields[12])) / ticksPerMs;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const seeded = await seededDatabase();
try {
  const port = 5100 + Math.floor(Math.random() * 100);
  const apps: Array<{ label: string; port: number; process: ChildProcess }> = [
    { label: 'baseline', port: port + 100, process: await startOtherApp(BASELINE, appEnv(seeded.database, port + 100)) },
    { label: 'this checkout', port, process: await startThisApp(appEnv(seeded.database, port)) },
  ];
  // Each booking its own slot on the grid over the coming year, as the mixed traffic books.
  const today = instantToLocal(new Date()).date;
  let booked = 0;
  const booking = (minute = '00') => {
    const n = booked++;
    return { input: { type: 'SHORT_STOP', guests: 20, seatReservation: false, arrivalDate: addDays(today, 3 + (n % 300)), arrivalTime: `${String(8 + (Math.floor(n / 300) % 12)).padStart(2, '0')}:${minute}`, acceptTerms: true } };
  };
  const BOOKING = 'mutation CpuBooking($input: CreateReservationInput!) { createReservation(input: $input) { reservation { id orderNumber version } } }';
  // Orders for staff to confirm, booked before each block (on the half hours, beside the bookings
  // the booking row makes) and left for their mails to go out before the block counts.
  const toConfirm: Array<{ id: string; version: number }> = [];
  const bookToConfirm = async (appPort: number, count: number) => {
    for (let i = 0; i < count; i++) {
      const response = await fetch(`http://127.0.0.1:${appPort}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...seeded.clientHeaders(2) },
        body: JSON.stringify({ query: BOOKING, variables: booking('30') }),
      });
      const { data } = (await response.json()) as { data: { createReservation: { reservation: { id: string; version: number } } } };
      toConfirm.push(data.createReservation.reservation);
    }
    await new Promise((resolve) => setTimeout(resolve, 1_500));
  };
  const cases: Array<{ name: string; query: string; variables: Record<string, unknown> | (() => Record<string, unknown>); headers: Record<string, string>; before?: (appPort: number, count: number) => Promise<void> }> = [
    { name: '`{ __typename }`, anonymous', query: '{ __typename }', variables: {}, headers: {} },
    { name: '`{ __typename }`, staff session', query: '{ __typename }', variables: {}, headers: seeded.staffHeaders },
    { name: 'staff pending orders page (50 rows)', query: ReservationsPage.params.text!, variables: { view: 'PENDING', filter: null, count: 50 }, headers: seeded.staffHeaders },
    { name: 'client My reservations page', query: CurrentReservationsPage.params.text!, variables: { money: true }, headers: seeded.clientHeaders(0) },
    { name: 'home page, visitor', query: HomePage.params.text!, variables: {}, headers: {} },
    { name: 'staff order panel', query: ReservationPanel.params.text!, variables: { orderNumber: seeded.sampleReservation }, headers: seeded.staffHeaders },
    { name: 'client booking', query: BOOKING, variables: () => booking(), headers: seeded.clientHeaders(1) },
    {
      name: 'staff confirms an order (web app mutation)',
      query: StatusMutation.params.text!,
      variables: () => {
        const order = toConfirm.shift()!;
        return { input: { reservationId: order.id, status: 'SCHEDULED', expectedVersion: order.version } };
      },
      headers: seeded.staffHeaders,
      before: bookToConfirm,
    },
  ];
  const ask = async (appPort: number, c: (typeof cases)[number]) => {
    const response = await fetch(`http://127.0.0.1:${appPort}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...c.headers },
      body: JSON.stringify({ query: c.query, variables: typeof c.variables === 'function' ? c.variables() : c.variables }),
    });
    const text = await response.text();
    if (!response.ok || text.includes('"errors"')) throw new Error(`${c.name}: ${text.slice(0, 500)}`);
  };

  // Warm-up: every path compiled and every cache filled before anything counts.
  for (const app of apps) {
    for (const c of cases) {
      await c.before?.(app.port, 200);
      for (let i = 0; i < 200; i++) await ask(app.port, c);
    }
  }

  const rows: Array<Record<string, string | number>> = [];
  for (const c of cases) {
    const perRequest = new Map<string, number[]>(apps.map((app) => [app.label, []]));
    for (let block = 0; block < BLOCKS; block++) {
      for (const app of apps) {
        await c.before?.(app.port, REQUESTS);
        const before = cpuMs(app.process.pid!);
        for (let i = 0; i < REQUESTS; i++) await ask(app.port, c);
        perRequest.get(app.label)!.push((cpuMs(app.process.pid!) - before) / REQUESTS);
      }
    }
    const [base, mine] = apps.map((app) => median(perRequest.get(app.label)!));
    rows.push({ request: c.name, 'baseline CPU ms': base!.toFixed(2), 'this CPU ms': mine!.toFixed(2), 'this is': `${(base! / mine!).toFixed(2)} × as fast` });
  }
  console.log(`\nload average at the end: ${os.loadavg().map((l) => l.toFixed(2)).join(' ')} · ${os.cpus().length} cores · median of ${BLOCKS} blocks of ${REQUESTS} sequential requests per app`);
  printTable(`Server CPU per request: this checkout against ${path.basename(BASELINE)}`, rows);
} finally {
  await stopAll();
  await seeded.database.drop();
}
