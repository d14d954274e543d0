import { describe, expect, it } from 'vitest';
import { availableActions, NOTE_MAX, noteProblem, primaryAction } from './actions.ts';

const ids = (status: Parameters<typeof availableActions>[0]['status'], arrivalDay = '2026-07-20', today = '2026-07-18') =>
  availableActions({ status, arrivalDay }, today).map((a) => `${a.id}${a.enabled ? '' : '(disabled)'}`);

describe('staff actions', () => {
  it('offer what each state allows', () => {
    expect(ids('CREATED')).toEqual(['confirm', 'wait', 'edit', 'reject']);
    expect(ids('WAITING')).toEqual(['confirm', 'edit', 'cancel']);
    expect(ids('SCHEDULED')).toEqual(['finish(disabled)', 'wait', 'edit', 'cancel']);
    expect(ids('FINISHED')).toEqual([]);
    expect(ids('DELETED')).toEqual([]);
  });

  it('let a group be marked finished from its arrival day, and say why not before', () => {
    expect(ids('SCHEDULED', '2026-07-18', '2026-07-18')[0]).toBe('finish');
    expect(ids('SCHEDULED', '2026-07-17', '2026-07-18')[0]).toBe('finish');
    const early = availableActions({ status: 'SCHEDULED', arrivalDay: '2026-07-19' }, '2026-07-18').find((a) => a.id === 'finish');
    expect(early).toMatchObject({ enabled: false, reason: 'notArrivedYet' });
  });

  it('ask for a note where the client must be told why, and confirmation where it cannot be undone', () => {
    const created = availableActions({ status: 'CREATED', arrivalDay: '2026-07-20' }, '2026-07-18');
    expect(created.find((a) => a.id === 'wait')).toMatchObject({ to: 'WAITING', noteRequired: true, confirm: false });
    expect(created.find((a) => a.id === 'reject')).toMatchObject({ to: 'DELETED', noteRequired: true, confirm: true });
    expect(created.find((a) => a.id === 'confirm')).toMatchObject({ to: 'SCHEDULED', noteRequired: false });
  });

  it('put the most common action on the row', () => {
    expect(primaryAction({ status: 'CREATED', arrivalDay: '2026-07-20' }, '2026-07-18')?.id).toBe('confirm');
    expect(primaryAction({ status: 'WAITING', arrivalDay: '2026-07-20' }, '2026-07-18')?.id).toBe('confirm');
    expect(primaryAction({ status: 'SCHEDULED', arrivalDay: '2026-07-18' }, '2026-07-18')?.id).toBe('finish');
    expect(primaryAction({ status: 'SCHEDULED', arrivalDay: '2026-07-20' }, '2026-07-18')).toBeNull();
    expect(primaryAction({ status: 'DELETED', arrivalDay: '2026-07-18' }, '2026-07-18')).toBeNull();
  });

  it('check notes like the server', () => {
    expect(noteProblem({ noteRequired: true }, '   ')).toBe('required');
    expect(noteProblem({ noteRequired: false }, '')).toBeNull();
    expect(noteProblem({ noteRequired: true }, 'Please call us about the menu.')).toBeNull();
    expect(noteProblem({ noteRequired: false }, 'x'.repeat(NOTE_MAX + 1))).toBe('tooLong');
  });
});
