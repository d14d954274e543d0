import { describe, expect, it } from 'vitest';
import {
  activePreset,
  datePresets,
  EMPTY_FILTER,
  filterKey,
  isFiltered,
  normaliseOrderNumber,
  orderNumberProgress,
  parseFilter,
  statusChoices,
  toGraphQL,
  writeFilter,
} from './filters.ts';

const params = (text: string) => new URLSearchParams(text);

describe('filters in the URL', () => {
  it('reads every filter', () => {
    const filter = parseFilter(params('from=2026-07-18&to=2026-07-20&type=LONG_STOP&status=WAITING&client=Q2xpZW50OjE&org=Alpine%20Coach&q=k7m'), 'CURRENT');
    expect(filter).toEqual({
      from: '2026-07-18',
      to: '2026-07-20',
      type: 'LONG_STOP',
      statuses: ['WAITING'],
      clientId: 'Q2xpZW50OjE',
      clientName: 'Alpine Coach',
      query: 'k7m',
    });
  });

  it('drops what is not valid rather than failing', () => {
    expect(parseFilter(params('from=2026-02-30&type=BREAKFAST&status=LOST,CREATED&org=Nobody'), 'CURRENT')).toEqual(EMPTY_FILTER);
  });

  it('swaps a range given backwards', () => {
    const filter = parseFilter(params('from=2026-07-20&to=2026-07-18'), 'ALL');
    expect([filter.from, filter.to]).toEqual(['2026-07-18', '2026-07-20']);
  });

  it('keeps only states the list can hold, and "all of them" means no state filter', () => {
    expect(parseFilter(params('status=CREATED,FINISHED'), 'HISTORY').statuses).toEqual(['FINISHED']);
    expect(parseFilter(params('status=FINISHED,DELETED'), 'HISTORY').statuses).toEqual([]);
    expect(parseFilter(params('status=CREATED'), 'PENDING').statuses).toEqual([]);
  });

  it('writes the filter back without touching other parameters', () => {
    const written = writeFilter(params('open=K7M-Q4P&from=2026-01-01'), {
      ...EMPTY_FILTER,
      to: '2026-07-20',
      statuses: ['SCHEDULED', 'WAITING'],
      clientId: 'abc',
      clientName: 'Alpine',
      query: 'K7M',
    });
    expect(written.toString()).toBe('open=K7M-Q4P&to=2026-07-20&status=WAITING%2CSCHEDULED&client=abc&org=Alpine&q=K7M');
    expect(parseFilter(written, 'CURRENT')).toEqual({ ...EMPTY_FILTER, to: '2026-07-20', clientId: 'abc', clientName: 'Alpine', query: 'K7M' });
    expect(parseFilter(written, 'ALL').statuses).toEqual(['WAITING', 'SCHEDULED']);
  });

  it('round-trips', () => {
    const filter = { from: '2026-07-18', to: '2026-07-18', type: 'SHORT_STOP' as const, statuses: ['DELETED' as const], clientId: 'x', clientName: 'Y d.o.o.', query: 'abc def' };
    expect(parseFilter(writeFilter(new URLSearchParams(), filter), 'ALL')).toEqual(filter);
  });
});

describe('the filter sent to the server', () => {
  it('sends only what is set, and an order number only once it is complete', () => {
    expect(toGraphQL(EMPTY_FILTER)).toEqual({});
    expect(toGraphQL({ ...EMPTY_FILTER, query: 'k7m q4' })).toEqual({});
    expect(toGraphQL({ ...EMPTY_FILTER, type: 'LONG_STOP', statuses: ['SCHEDULED', 'WAITING'], query: 'k7mq4p', clientId: 'c', clientName: 'C' })).toEqual({
      types: ['LONG_STOP'],
      statuses: ['WAITING', 'SCHEDULED'],
      clientId: 'c',
      orderNumber: 'K7M-Q4P',
    });
  });

  it('keys lists by what the server would answer', () => {
    expect(filterKey({ ...EMPTY_FILTER, query: 'K7M' })).toBe(filterKey(EMPTY_FILTER));
    expect(filterKey({ ...EMPTY_FILTER, clientId: 'a', clientName: 'A' })).toBe(filterKey({ ...EMPTY_FILTER, clientId: 'a', clientName: 'Other label' }));
    expect(filterKey({ ...EMPTY_FILTER, query: 'K7M-Q4P' })).not.toBe(filterKey(EMPTY_FILTER));
    expect(isFiltered(EMPTY_FILTER)).toBe(false);
    expect(isFiltered({ ...EMPTY_FILTER, from: '2026-07-18' })).toBe(true);
  });
});

describe('order numbers', () => {
  it('read as typed or said on the phone', () => {
    expect(normaliseOrderNumber('k7m q4p')).toBe('K7M-Q4P');
    expect(normaliseOrderNumber('K0M-Q4P')).toBeNull();
  });

  it('tell the search box how far the typing is', () => {
    expect(orderNumberProgress('')).toBe('empty');
    expect(orderNumberProgress('k7m')).toBe('partial');
    expect(orderNumberProgress('k7m-q4p')).toBe('complete');
    expect(orderNumberProgress('K0M')).toBe('invalid');
    expect(orderNumberProgress('K7MQ4PX')).toBe('invalid');
  });
});

describe('views', () => {
  it('offer a state filter only where there is a choice', () => {
    expect(statusChoices('PENDING')).toEqual([]);
    expect(statusChoices('CURRENT')).toEqual(['WAITING', 'SCHEDULED']);
    expect(statusChoices('HISTORY')).toEqual(['FINISHED', 'DELETED']);
    expect(statusChoices('ALL')).toHaveLength(5);
  });

  it('offer one-tap ranges ahead for working lists and behind for the history', () => {
    expect(datePresets('PENDING', '2026-07-18')).toEqual([
      { id: 'today', from: '2026-07-18', to: '2026-07-18' },
      { id: 'tomorrow', from: '2026-07-19', to: '2026-07-19' },
      { id: 'next7', from: '2026-07-18', to: '2026-07-24' },
    ]);
    const history = datePresets('HISTORY', '2026-07-18');
    expect(history.map((p) => p.id)).toEqual(['today', 'yesterday', 'last7']);
    expect(history[2]).toEqual({ id: 'last7', from: '2026-07-12', to: '2026-07-18' });
    expect(activePreset({ from: '2026-07-19', to: '2026-07-19' }, datePresets('CURRENT', '2026-07-18'))).toBe('tomorrow');
    expect(activePreset({ from: '2026-07-19', to: null }, datePresets('CURRENT', '2026-07-18'))).toBeNull();
  });
});
