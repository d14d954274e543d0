// Internal notes through the real API: staff add, list and delete them on reservations and clients,
// with author and time; only the author (or the manager) deletes; a client never reads one, neither
// on its own reservation nor through node(id:); and no e-mail ever carries one, whatever happens to
// the reservation afterwards. Runs on PGlite and on PostgreSQL (TEST_DB=postgres).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/server.ts';
import { createReservation } from './reservations/place-reservation.ts';
import { STAFF_NOTE_MAX_LENGTH } from '../domain/staff-notes.ts';
import { createOrganisation } from '../testing/organisations.ts';

const clock = new Date('2026-07-01T08:00:00Z');
let server: TestServer;
let managerId: string;
let mojcaId: string;
let org: { id: string; email: string };
let reservation: { id: string; orderNumber: string; version: number };

const prisma = () => server.services.prisma;
const gid = (type: string, id: string) => Buffer.from(`${type}:${id}`).toString('base64');
const staff = (id: string) => ({ cookie: server.cookieFor('staff', id) });

const ADD = `mutation ($input: AddStaffNoteInput!) { addStaffNote(input: $input) {
  staffNote { id body createdAt canDelete author { name } }
  staffNoteEdge { cursor node { id } } } }`;
const DELETE = 'mutation ($input: DeleteStaffNoteInput!) { deleteStaffNote(input: $input) { deletedStaffNoteId } }';
const RESERVATION_NOTES = 'query ($id: ID!) { node(id: $id) { ... on Reservation { orderNumber staffNotes(first: 50) { edges { node { id body author { name } canDelete } } } } } }';
const CLIENT_NOTES = 'query ($id: ID!) { node(id: $id) { ... on Client { name staffNotes(first: 50) { edges { node { id body } } } } } }';

interface Added {
  addStaffNote: { staffNote: { id: string; body: string; createdAt: string; canDelete: boolean; author: { name: string } }; staffNoteEdge: { cursor: string; node: { id: string } } };
}

async function add(as: string, subjectId: string, body: string) {
  return server.graphql<Added>(ADD, { input: { subjectId, body } }, staff(as));
}

beforeAll(async () => {
  server = await startTestServer({}, { now: () => clock });
  managerId = (await prisma().staff.findFirstOrThrow({ where: { isManager: true } })).id;
  mojcaId = (await prisma().staff.create({ data: { name: 'mojca', email: 'mojca@stopover.localhost', passwordHash: 'x', language: 'sl' } })).id;
  org = await createOrganisation(prisma(), {
    data: {
      name: 'Alpine Coaches',
      email: 'alpine@coaches.example',
      username: 'alpine',
      phone: '+386 1 234 5678',
      passwordHash: 'x',
      status: 'APPROVED',
      emailVerifiedAt: clock,
      approvedAt: clock,
      termsAcceptedAt: clock,
    },
  });
  reservation = await createReservation(
    server.services,
    org.id,
    { type: 'LONG_STOP', guests: 40, seatReservation: true, arrivalDate: '2026-07-10', arrivalTime: '12:00', message: 'Coach parks at the back' },
    { ip: null, language: 'en' },
  );
});
afterAll(async () => {
  await server?.close();
});

describe('internal notes', () => {
  it('staff add a note to a reservation, newest first, with its author and time', async () => {
    const first = await add(managerId, gid('Reservation', reservation.id), '  Vegetarian driver.\nBring the high chair.  ');
    expect(first.body.errors).toBeUndefined();
    const note = first.body.data!.addStaffNote.staffNote;
    expect(note).toMatchObject({ body: 'Vegetarian driver.\nBring the high chair.', canDelete: true, author: { name: expect.any(String) } });
    expect(new Date(note.createdAt).getTime()).toBeGreaterThan(0);
    expect(first.body.data!.addStaffNote.staffNoteEdge.node.id).toBe(note.id);

    const second = await add(mojcaId, gid('Reservation', reservation.id), 'Called the guide: arriving 10 min late.');
    expect(second.body.errors).toBeUndefined();

    const { body } = await server.graphql<{ node: { staffNotes: { edges: Array<{ node: { body: string; author: { name: string }; canDelete: boolean } }> } } }>(
      RESERVATION_NOTES,
      { id: gid('Reservation', reservation.id) },
      staff(mojcaId),
    );
    expect(body.data!.node.staffNotes.edges.map((e) => [e.node.author.name, e.node.canDelete])).toEqual([
      ['mojca', true],
      [note.author.name, false],
    ]);
  });

  it('staff add a note to a client', async () => {
    const added = await add(mojcaId, gid('Client', org.id), 'Pays by invoice; ask for the PO number.');
    expect(added.body.errors).toBeUndefined();
    const { body } = await server.graphql<{ node: { staffNotes: { edges: Array<{ node: { body: string } }> } } }>(CLIENT_NOTES, { id: gid('Client', org.id) }, staff(managerId));
    expect(body.data!.node.staffNotes.edges.map((e) => e.node.body)).toEqual(['Pays by invoice; ask for the PO number.']);
  });

  it('refuses an empty, a too long or a misplaced note, with a code', async () => {
    const empty = await add(managerId, gid('Reservation', reservation.id), '   ');
    expect(empty.body.errors?.[0]?.extensions).toMatchObject({ code: 'VALIDATION', fields: { body: 'REQUIRED' } });
    const long = await add(managerId, gid('Reservation', reservation.id), 'x'.repeat(STAFF_NOTE_MAX_LENGTH + 1));
    expect(long.body.errors?.[0]?.extensions).toMatchObject({ code: 'VALIDATION', fields: { body: 'TOO_LONG' } });
    const missing = await add(managerId, gid('Reservation', '0190f0f0-0000-7000-8000-000000000000'), 'Hello');
    expect(missing.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const wrongType = await add(managerId, gid('MenuItem', reservation.id), 'Hello');
    expect(wrongType.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    for (const response of [empty, long, missing, wrongType]) expect(response.status).toBe(200);
  });

  it('only the author or the manager deletes a note, and it is audited', async () => {
    const mine = (await add(mojcaId, gid('Reservation', reservation.id), 'Temporary')).body.data!.addStaffNote.staffNote.id;
    const managers = (await add(managerId, gid('Reservation', reservation.id), 'The manager’s')).body.data!.addStaffNote.staffNote.id;

    const refused = await server.graphql(DELETE, { input: { staffNoteId: managers } }, staff(mojcaId));
    expect(refused.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

    const own = await server.graphql<{ deleteStaffNote: { deletedStaffNoteId: string } }>(DELETE, { input: { staffNoteId: mine } }, staff(mojcaId));
    expect(own.body.data?.deleteStaffNote.deletedStaffNoteId).toBe(mine);
    const byManager = await server.graphql(DELETE, { input: { staffNoteId: mine } }, staff(managerId));
    expect(byManager.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');

    const mojcasOther = (await add(mojcaId, gid('Reservation', reservation.id), 'Left behind')).body.data!.addStaffNote.staffNote.id;
    const moderated = await server.graphql(DELETE, { input: { staffNoteId: mojcasOther } }, staff(managerId));
    expect(moderated.body.errors).toBeUndefined();
    await server.graphql(DELETE, { input: { staffNoteId: managers } }, staff(managerId));

    const actions = await prisma().auditLog.findMany({ where: { action: { startsWith: 'note.' } }, orderBy: { createdAt: 'asc' } });
    expect(actions.filter((a) => a.action === 'note.deleted')).toHaveLength(3);
    expect(actions.filter((a) => a.action === 'note.created').length).toBeGreaterThanOrEqual(5);
    // The audit names the note, never its text.
    expect(JSON.stringify(actions)).not.toContain('Left behind');
  });

  it('a client never reads a note: not on its own reservation, not on its account, not through node(id:)', async () => {
    const cookie = { cookie: server.cookieFor('client', org.id) };
    const onReservation = await server.graphql<{ node: { orderNumber: string; staffNotes: unknown } }>(RESERVATION_NOTES, { id: gid('Reservation', reservation.id) }, cookie);
    expect(onReservation.body.data?.node).toEqual({ orderNumber: reservation.orderNumber, staffNotes: null });
    const onAccount = await server.graphql<{ node: { name: string; staffNotes: unknown } }>(CLIENT_NOTES, { id: gid('Client', org.id) }, cookie);
    expect(onAccount.body.data?.node).toEqual({ name: 'Alpine Coaches', staffNotes: null });
    const viewer = await server.graphql<{ viewer: unknown }>('{ viewer { ... on Client { staffNotes(first: 5) { edges { node { body } } } } } }', {}, cookie);
    expect(JSON.stringify(viewer.body)).not.toContain('Vegetarian');

    const noteId = (await prisma().staffNote.findFirstOrThrow({ where: { reservationId: reservation.id } })).id;
    for (const who of [cookie, {}]) {
      const direct = await server.graphql('query ($id: ID!) { node(id: $id) { id ... on StaffNote { body } } }', { id: gid('StaffNote', noteId) }, who);
      expect(direct.body).toEqual({ data: { node: null } });
      const removed = await server.graphql(DELETE, { input: { staffNoteId: gid('StaffNote', noteId) } }, who);
      expect(['UNAUTHENTICATED', 'FORBIDDEN']).toContain(removed.body.errors?.[0]?.extensions?.code);
    }
    expect(await prisma().staffNote.count({ where: { id: noteId } })).toBe(1);
  });

  it('no e-mail carries a note, whatever happens to the reservation', async () => {
    const secret = 'INTERNAL-ONLY-7f3a';
    await add(managerId, gid('Reservation', reservation.id), `Do not tell the client: ${secret}`);
    await add(managerId, gid('Client', org.id), `Account remark ${secret}`);
    let version = (await prisma().reservation.findUniqueOrThrow({ where: { id: reservation.id } })).version;
    const CHANGE = 'mutation ($input: ChangeReservationStatusInput!) { changeReservationStatus(input: $input) { reservation { version } } }';
    const UPDATE = 'mutation ($input: UpdateReservationInput!) { updateReservation(input: $input) { reservation { version } } }';
    const steps: Array<[string, Record<string, unknown>]> = [
      [CHANGE, { status: 'WAITING', note: 'Please confirm the menu.' }],
      [UPDATE, { guests: 42, note: 'Two more guests.' }],
      [CHANGE, { status: 'SCHEDULED' }],
      [CHANGE, { status: 'DELETED', note: 'Cancelled on request.' }],
    ];
    for (const [mutation, input] of steps) {
      const { body } = await server.graphql<Record<string, { reservation: { version: number } }>>(
        mutation,
        { input: { reservationId: gid('Reservation', reservation.id), expectedVersion: version, ...input } },
        staff(managerId),
      );
      expect(body.errors).toBeUndefined();
      version = Object.values(body.data!)[0]!.reservation.version;
    }
    const another = await createReservation(
      server.services,
      org.id,
      { type: 'SHORT_STOP', guests: 20, seatReservation: false, arrivalDate: '2026-07-11', arrivalTime: '10:00' },
      { ip: null, language: 'en' },
    );
    expect(another.orderNumber).toBeTruthy();

    const mails = await prisma().mailOutbox.findMany();
    expect(mails.length).toBeGreaterThanOrEqual(6);
    const notes = await prisma().staffNote.findMany();
    for (const mail of mails) {
      const text = `${mail.subject}\n${mail.textBody}\n${mail.htmlBody}`;
      expect(text).not.toContain(secret);
      for (const note of notes) expect(text, mail.template).not.toContain(note.body.split('\n')[0]);
    }
  });

  it('notes go with their reservation and their client', async () => {
    await prisma().client.delete({ where: { id: org.id } });
    expect(await prisma().staffNote.count()).toBe(0);
  });
});
