// Internal notes: staff add them to a reservation or an organisation and delete them (their own; the
// manager any). One transaction per change, with its audit entry. The audit keeps who, what and on
// which subject, never the text: the audit log outlives a deleted note and is read more widely.
// Nothing here enqueues mail, and no mail template reads the notes table.
import type { Services } from '../context.ts';
import type { StaffNote } from '../generated/prisma/client.ts';
import type { Language } from '../i18n/messages.ts';
import { AppError } from '../errors.ts';
import { audit } from '../audit.ts';
import { mayDeleteStaffNote, staffNoteProblem } from '../domain/staff-notes.ts';

export type StaffNoteServices = Pick<Services, 'prisma'>;

export interface NoteMeta {
  ip: string | null;
  language: Language;
}

/** What a note is about: exactly one reservation or one organisation. */
export type NoteSubject = { reservationId: string } | { clientId: string };

export async function addStaffNote(services: StaffNoteServices, staffId: string, subject: NoteSubject, body: string, meta: NoteMeta): Promise<StaffNote> {
  const problem = staffNoteProblem(body);
  if (problem) throw new AppError('VALIDATION', meta.language, { detail: { fields: { body: problem } } });
  return services.prisma.$transaction(async (tx) => {
    const exists =
      'reservationId' in subject
        ? await tx.reservation.findUnique({ where: { id: subject.reservationId }, select: { id: true } })
        : await tx.client.findUnique({ where: { id: subject.clientId }, select: { id: true } });
    if (!exists) throw new AppError('NOT_FOUND', meta.language);
    const note = await tx.staffNote.create({ data: { ...subject, authorId: staffId, body: body.trim() } });
    await audit(tx, {
      action: 'note.created',
      actor: { kind: 'STAFF', id: staffId },
      subject: 'reservationId' in subject ? { type: 'Reservation', id: subject.reservationId } : { type: 'Organisation', id: subject.clientId },
      ip: meta.ip,
      detail: { noteId: note.id },
    });
    return note;
  });
}

export async function deleteStaffNote(services: StaffNoteServices, staff: { id: string; isManager: boolean }, noteId: string, meta: NoteMeta): Promise<StaffNote> {
  return services.prisma.$transaction(async (tx) => {
    const note = await tx.staffNote.findUnique({ where: { id: noteId } });
    if (!note) throw new AppError('NOT_FOUND', meta.language);
    if (!mayDeleteStaffNote(note, staff)) throw new AppError('FORBIDDEN', meta.language);
    await tx.staffNote.delete({ where: { id: note.id } });
    await audit(tx, {
      action: 'note.deleted',
      actor: { kind: 'STAFF', id: staff.id },
      subject: note.reservationId ? { type: 'Reservation', id: note.reservationId } : { type: 'Organisation', id: note.clientId! },
      ip: meta.ip,
      detail: { noteId: note.id, authorId: note.authorId },
    });
    return note;
  });
}
