import { describe, expect, it } from 'vitest';
import { mayDeleteStaffNote, STAFF_NOTE_MAX_LENGTH, staffNoteProblem } from './staff-notes.ts';

describe('internal notes', () => {
  it('need text, up to the limit, counted trimmed', () => {
    expect(staffNoteProblem('')).toBe('REQUIRED');
    expect(staffNoteProblem(' \n\t ')).toBe('REQUIRED');
    expect(staffNoteProblem('Vegetarian driver')).toBeNull();
    expect(staffNoteProblem(` ${'x'.repeat(STAFF_NOTE_MAX_LENGTH)} `)).toBeNull();
    expect(staffNoteProblem('x'.repeat(STAFF_NOTE_MAX_LENGTH + 1))).toBe('TOO_LONG');
  });

  it('are deleted by their author or the manager', () => {
    expect(mayDeleteStaffNote({ authorId: 'a' }, { id: 'a', isManager: false })).toBe(true);
    expect(mayDeleteStaffNote({ authorId: 'a' }, { id: 'b', isManager: false })).toBe(false);
    expect(mayDeleteStaffNote({ authorId: 'a' }, { id: 'm', isManager: true })).toBe(true);
  });
});
