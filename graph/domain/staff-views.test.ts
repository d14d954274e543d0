import { describe, expect, it } from 'vitest';
import { viewCriteria } from './staff-views.ts';

const today = '2026-07-18';

describe('staff order views', () => {
  it('pending is CREATED, oldest booking first', () => {
    expect(viewCriteria('PENDING', {}, today)).toEqual({ statuses: ['CREATED'], types: null, fromDay: null, toDay: null, order: 'CREATED_ASC' });
  });

  it('current is WAITING and SCHEDULED from today on, soonest first', () => {
    expect(viewCriteria('CURRENT', {}, today)).toMatchObject({ statuses: ['WAITING', 'SCHEDULED'], fromDay: today, order: 'ARRIVAL_ASC' });
    expect(viewCriteria('CURRENT', { from: '2026-07-01' }, today).fromDay).toBe(today);
    expect(viewCriteria('CURRENT', { from: '2026-08-01' }, today).fromDay).toBe('2026-08-01');
  });

  it('history is FINISHED and DELETED, latest arrival first', () => {
    expect(viewCriteria('HISTORY', {}, today)).toMatchObject({ statuses: ['FINISHED', 'DELETED'], order: 'ARRIVAL_DESC' });
  });

  it('filters narrow a view and never widen it', () => {
    expect(viewCriteria('CURRENT', { statuses: ['SCHEDULED', 'CREATED'] }, today).statuses).toEqual(['SCHEDULED']);
    expect(viewCriteria('PENDING', { statuses: ['FINISHED'] }, today).statuses).toEqual([]);
    expect(viewCriteria('ALL', { types: ['LONG_STOP'], to: '2026-07-31' }, today)).toMatchObject({ types: ['LONG_STOP'], toDay: '2026-07-31', order: 'CREATED_DESC' });
  });
});
