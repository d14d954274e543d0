import { describe, expect, it } from 'vitest';
import { progressIndex, timeline, type HistoryEvent } from './timeline.ts';

const created: HistoryEvent = { kind: 'CREATED', toStatus: 'CREATED', at: '2026-11-21T09:00:00.000Z' };
const move = (from: string, to: string, at: string, note: string | null = null): HistoryEvent => ({ kind: 'STATUS_CHANGED', fromStatus: from, toStatus: to, at, note });

const states = (t: ReturnType<typeof timeline>) => Object.fromEntries(t.steps.map((s) => [s.status, s.state]));

describe('the timeline', () => {
  it('shows a new reservation at its first step, with deletion as the other way out', () => {
    const t = timeline('CREATED', [created]);
    expect(states(t)).toEqual({ CREATED: 'current', WAITING: 'upcoming', SCHEDULED: 'upcoming', FINISHED: 'upcoming', DELETED: 'alternative' });
    expect(t.steps[0]).toEqual({ status: 'CREATED', state: 'current', at: created.at, notes: [] });
    expect(progressIndex('CREATED')).toBe(1);
  });

  it('marks waiting as skipped when staff confirm straight away, with the time and note of each step', () => {
    const t = timeline('SCHEDULED', [created, move('CREATED', 'SCHEDULED', '2026-11-21T10:00:00.000Z', 'Parking behind the hotel.')]);
    expect(states(t)).toEqual({ CREATED: 'done', WAITING: 'skipped', SCHEDULED: 'current', FINISHED: 'upcoming', DELETED: 'alternative' });
    expect(t.steps[2]).toEqual({ status: 'SCHEDULED', state: 'current', at: '2026-11-21T10:00:00.000Z', notes: ['Parking behind the hotel.'] });
    expect(t.steps[1]!.at).toBeNull();
  });

  it('follows a step back from scheduled to waiting', () => {
    const t = timeline('WAITING', [
      created,
      move('CREATED', 'SCHEDULED', '2026-11-21T10:00:00.000Z'),
      move('SCHEDULED', 'WAITING', '2026-11-22T08:00:00.000Z', 'Can you come 30 minutes later?'),
    ]);
    expect(states(t)).toEqual({ CREATED: 'done', WAITING: 'current', SCHEDULED: 'upcoming', FINISHED: 'upcoming', DELETED: 'alternative' });
    expect(t.steps[1]!.notes).toEqual(['Can you come 30 minutes later?']);
    expect(t.steps[2]!.at).toBeNull();
  });

  it('ends at finished, where deletion can no longer happen', () => {
    const t = timeline('FINISHED', [
      created,
      move('CREATED', 'WAITING', '2026-11-21T10:00:00.000Z'),
      move('WAITING', 'SCHEDULED', '2026-11-21T11:00:00.000Z'),
      move('SCHEDULED', 'FINISHED', '2026-11-25T15:00:00.000Z'),
    ]);
    expect(states(t)).toEqual({ CREATED: 'done', WAITING: 'done', SCHEDULED: 'done', FINISHED: 'current', DELETED: 'notReached' });
    expect(progressIndex('FINISHED')).toBe(4);
  });

  it('shows deleted as its own end state, the steps never reached greyed out', () => {
    const t = timeline('DELETED', [created, move('CREATED', 'WAITING', '2026-11-21T10:00:00.000Z'), move('WAITING', 'DELETED', '2026-11-21T12:00:00.000Z', 'Fully booked that day, sorry.')]);
    expect(states(t)).toEqual({ CREATED: 'done', WAITING: 'done', SCHEDULED: 'notReached', FINISHED: 'notReached', DELETED: 'current' });
    expect(t.steps[4]).toEqual({ status: 'DELETED', state: 'current', at: '2026-11-21T12:00:00.000Z', notes: ['Fully booked that day, sorry.'] });
    expect(progressIndex('DELETED')).toBe(0);
  });

  it('lists staff edits apart, in order, whatever order the history came in', () => {
    const edit: HistoryEvent = { kind: 'EDITED', at: '2026-11-21T11:30:00.000Z', note: 'Moved by phone.', changes: [{ field: 'arrivalAt' }, { field: 'guests' }] };
    const t = timeline('CREATED', [edit, created]);
    expect(t.edits).toEqual([{ at: edit.at, note: 'Moved by phone.', fields: ['arrivalAt', 'guests'] }]);
    expect(t.steps[0]!.at).toBe(created.at);
  });

  it('copes with a history that lacks the creation event', () => {
    const t = timeline('SCHEDULED', []);
    expect(states(t)).toEqual({ CREATED: 'done', WAITING: 'skipped', SCHEDULED: 'current', FINISHED: 'upcoming', DELETED: 'alternative' });
    expect(t.steps[0]!.at).toBeNull();
  });
});
