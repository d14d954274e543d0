// Internal notes: what staff write for each other about a reservation or an organisation. The
// client never sees them and no e-mail carries them. A note is never edited — a correction is a new
// note and the old one deleted — so what a colleague read stays what was written, under its author.

/** The longest note (characters, trimmed): a few paragraphs, like the other free texts. */
export const STAFF_NOTE_MAX_LENGTH = 2000;

/** The most notes one page of a reservation's or an organisation's notes may ask for (`first`). */
export const STAFF_NOTES_MAX_PAGE = 50;

export type StaffNoteProblem = 'REQUIRED' | 'TOO_LONG';

/** What is wrong with a note's text, or null. The text is stored trimmed. */
export function staffNoteProblem(body: string): StaffNoteProblem | null {
  const text = body.trim();
  if (!text) return 'REQUIRED';
  if (text.length > STAFF_NOTE_MAX_LENGTH) return 'TOO_LONG';
  return null;
}

/** The author deletes a note; so may the manager (a colleague's note left behind when they left). */
export function mayDeleteStaffNote(note: { authorId: string }, staff: { id: string; isManager: boolean }): boolean {
  return note.authorId === staff.id || staff.isManager;
}
