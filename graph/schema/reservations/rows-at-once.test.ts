// The web app's hot lists complete their rows without a promise each (decision 103): a field that
// answers a row through a promise makes graphql complete every row through Promise.all and
// microtasks. The queries are the texts Relay compiled for the web app.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isObjectType, type GraphQLFieldResolver, type GraphQLResolveInfo } from 'graphql';
import { startTestServer, type TestServer } from '../../testing/server.ts';
import { getSchema } from '../index.ts';
import { createOrganisation } from '../../testing/organisations.ts';
import { dateToDb } from '../../domain/local-time.ts';
import StaffListPage from '../../../web/features/reservations/__generated__/ReservationsPageQuery.graphql.ts';
import MyReservationsPage from '../../../web/features/my-reservations/__generated__/CurrentReservationsPageQuery.graphql.ts';

let server: TestServer;
let staffCookie: string;
let clientCookie: string;
/** Each field that answered a row of a list with a promise, by its coordinate. */
const rowPromises = new Set<string>();
const restore: Array<() => void> = [];

/** Whether the field sits below a list item (its path has an index). */
function inRow(info: GraphQLResolveInfo): boolean {
  for (let path = info.path.prev; path; path = path.prev) if (typeof path.key === 'number') return true;
  return false;
}

beforeAll(async () => {
  server = await startTestServer({ RESPONSE_CACHE: 'false' }, { now: () => new Date('2026-07-10T08:00:00Z') });
  const manager = await server.services.prisma.staff.findFirstOrThrow({ where: { isManager: true } });
  const at = new Date('2026-07-10T08:00:00Z');
  const org = await createOrganisation(server.services.prisma, {
    data: { name: 'Rows Coaches', email: 'rows@coaches.example', username: 'rows', status: 'APPROVED', emailVerifiedAt: at, approvedAt: at, termsAcceptedAt: at },
  });
  for (let i = 0; i < 3; i++) {
    await server.services.prisma.reservation.create({
      data: {
        orderNumber: `ROW${i}`,
        clientId: org.id,
        type: i === 0 ? 'SHORT_STOP' : 'LONG_STOP',
        guests: 20,
        seatReservation: true,
        arrivalAt: new Date(`2026-07-2${i}T10:00:00Z`),
        arrivalDay: dateToDb(`2026-07-2${i}`),
        durationMinutes: 60,
        status: 'CREATED',
      },
    });
  }
  staffCookie = server.cookieFor('staff', manager.id);
  clientCookie = server.cookieFor('client', org.id);
  for (const type of Object.values(getSchema().getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__')) continue;
    for (const field of Object.values(type.getFields())) {
      const resolve = field.resolve as GraphQLFieldResolver<unknown, unknown> | undefined;
      if (!resolve) continue;
      field.resolve = (parent, args, context, info) => {
        const answer = resolve(parent, args, context, info);
        if (answer instanceof Promise && inRow(info)) rowPromises.add(`${type.name}.${field.name}`);
        return answer;
      };
      restore.push(() => (field.resolve = resolve));
    }
  }
});

afterAll(async () => {
  for (const undo of restore) undo();
  await server?.close();
});

/** The fields that answered a row through a promise, asked a second time (the first fills what is kept). */
async function rowPromisesOf(query: string, variables: Record<string, unknown>, cookie: string): Promise<string[]> {
  await server.graphql(query, variables, { cookie });
  rowPromises.clear();
  const { body } = await server.graphql(query, variables, { cookie });
  expect(body.errors).toBeUndefined();
  return [...rowPromises];
}

describe('a hot list’s rows', () => {
  it('staff pending queue: every row answers at once', async () => {
    expect(await rowPromisesOf(StaffListPage.params.text!, { view: 'PENDING', filter: null, count: 50 }, staffCookie)).toEqual([]);
  });

  it('My reservations, with their meal deadlines and estimates: every row answers at once', async () => {
    expect(await rowPromisesOf(MyReservationsPage.params.text!, { money: true }, clientCookie)).toEqual([]);
  });
});
