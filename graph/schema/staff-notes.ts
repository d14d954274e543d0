// Internal notes: the GraphQL surface. Staff only, everywhere: the type, the `staffNotes` fields of
// Reservation and Client (a client asking gets null, the way a hidden node answers), node(id:), and
// the two mutations. Notes are never edited (graph/domain/staff-notes.ts).
import { formatPrismaCursor } from '@pothos/plugin-prisma';
import { builder } from '../builder.ts';
import type { Context } from '../context.ts';
import { AppError } from '../errors.ts';
import { STAFF_NOTE_MAX_LENGTH, STAFF_NOTES_MAX_PAGE, mayDeleteStaffNote } from '../domain/staff-notes.ts';
import { addStaffNote, deleteStaffNote } from '../services/staff-notes.ts';
import { ClientRef } from './accounts.ts';
import { viewerId } from './guards.ts';
import { describeMutation, INPUT_ERRORS } from './mutations.ts';
import { nodeVisibility } from './node.ts';
import { ReservationRef } from './reservations/types.ts';
import { StaffMemberRef } from './staff.ts';

const isStaff = (ctx: Context) => ctx.viewer.kind === 'staff';

export const StaffNoteRef = builder.prismaNode('StaffNote', {
  name: 'StaffNote',
  description: 'A note staff keep about a reservation or a client. Staff only: never shown to the client, never in an e-mail.',
  id: { field: 'id' },
  authScopes: nodeVisibility('StaffNote', 'staffNote', (_note: object, ctx) => isStaff(ctx)),
  fields: (t) => ({
    body: t.exposeString('body', { description: 'The text (line breaks kept).' }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When it was written.' }),
    author: t.relation('author', { type: StaffMemberRef, description: 'Who wrote it.' }),
    canDelete: t.boolean({
      description: 'Whether you may delete it: its author and the manager may.',
      resolve: (note, _args, ctx) => ctx.viewer.kind === 'staff' && mayDeleteStaffNote(note, ctx.viewer),
    }),
  }),
});

export const StaffNoteEdgeRef = builder.edgeObject({ type: StaffNoteRef, name: 'StaffNoteEdge' });
const StaffNoteConnectionRef = builder.connectionObject({ type: StaffNoteRef, name: 'StaffNoteConnection' }, StaffNoteEdgeRef);

function notesField() {
  return {
    cursor: 'id' as const,
    nullable: true as const,
    maxSize: STAFF_NOTES_MAX_PAGE,
    description: `Internal notes, newest first (at most ${STAFF_NOTES_MAX_PAGE} a page). Staff only: null for anyone else.`,
    authScopes: { staff: true },
    unauthorizedResolver: () => null,
    query: { orderBy: [{ createdAt: 'desc' as const }, { id: 'desc' as const }] },
  };
}

builder.prismaObjectField(ReservationRef, 'staffNotes', (t) => t.relatedConnection('staffNotes', notesField(), StaffNoteConnectionRef, StaffNoteEdgeRef));
builder.prismaObjectField(ClientRef, 'staffNotes', (t) => t.relatedConnection('staffNotes', notesField(), StaffNoteConnectionRef, StaffNoteEdgeRef));

builder.relayMutationField(
  'addStaffNote',
  {
    inputFields: (t) => ({
      subjectId: t.globalID({ required: true, for: [ReservationRef, ClientRef], description: 'The reservation or the client the note is about.' }),
      body: t.string({ required: true, maxLength: STAFF_NOTE_MAX_LENGTH, multiline: true, description: `The note, 1–${STAFF_NOTE_MAX_LENGTH} characters.` }),
    }),
  },
  {
    description: describeMutation('Adds an internal note to a reservation or a client. Staff only; the client never sees it and no e-mail carries it.', 'staff', [
      ['VALIDATION', 'extensions.fields.body is REQUIRED (empty) or TOO_LONG'],
      INPUT_ERRORS.text,
      ['NOT_FOUND', 'no such reservation or client'],
      INPUT_ERRORS.id,
    ]),
    authScopes: { staff: true },
    resolve: async (_root, { input }, ctx) => {
      const subject = input.subjectId.typename === 'Client' ? { clientId: input.subjectId.id } : { reservationId: input.subjectId.id };
      return { staffNote: await addStaffNote(ctx.services, viewerId(ctx, 'staff'), subject, input.body, { ip: ctx.ip, language: ctx.language }) };
    },
  },
  {
    outputFields: (t) => ({
      staffNote: t.field({ type: StaffNoteRef, description: 'The new note.', resolve: (payload) => payload.staffNote }),
      staffNoteEdge: t.field({
        type: StaffNoteEdgeRef,
        description: 'The note as an edge of its subject’s staffNotes (newest first: it belongs at the start).',
        resolve: (payload) => ({ cursor: formatPrismaCursor(payload.staffNote, 'id'), node: payload.staffNote }),
      }),
    }),
  },
);

builder.relayMutationField(
  'deleteStaffNote',
  { inputFields: (t) => ({ staffNoteId: t.globalID({ required: true, for: [StaffNoteRef], description: 'The note to delete.' }) }) },
  {
    description: describeMutation('Deletes an internal note: your own, or anyone’s as the manager. Notes are not edited; add a corrected one instead.', 'staff', [
      ['NOT_FOUND', 'no such note'],
      ['FORBIDDEN', 'the note is someone else’s and you are not the manager'],
      INPUT_ERRORS.id,
    ]),
    authScopes: { staff: true },
    resolve: async (_root, { input }, ctx) => {
      if (ctx.viewer.kind !== 'staff') throw new AppError('FORBIDDEN', ctx.language);
      const note = await deleteStaffNote(ctx.services, ctx.viewer, input.staffNoteId.id, { ip: ctx.ip, language: ctx.language });
      return { id: note.id };
    },
  },
  {
    outputFields: (t) => ({
      deletedStaffNoteId: t.globalID({ description: 'The global ID of the removed note.', resolve: (payload) => ({ type: StaffNoteRef, id: payload.id }) }),
    }),
  },
);
