import { commitLocalUpdate, Environment, Network, Observable, RecordSource, Store } from 'relay-runtime';
import { describe, expect, it } from 'vitest';
import { createListRegistry, placeReservation, readFacts, removeEverywhere, RESERVATION_EDGE_TYPE, type LiveList } from './connections.ts';
import { EMPTY_FILTER } from './filters.ts';

const TODAY = '2026-07-18';

interface Row {
  id: string;
  status: string;
  createdAt: string;
  arrivalAt: string;
  arrivalDay?: string;
  type?: string;
}

function environment() {
  return new Environment({ network: Network.create(() => Observable.from({ data: {} })), store: new Store(new RecordSource()) });
}

function seed(env: Environment, lists: Record<string, { rows: string[]; hasNextPage?: boolean }>, rows: Row[]) {
  commitLocalUpdate(env, (store) => {
    const org = store.create('org-1', 'Client');
    org.setValue('org-1', 'id');
    for (const row of rows) {
      const record = store.create(row.id, 'Reservation');
      record.setValue(row.id, 'id');
      record.setValue(row.status, 'status');
      record.setValue(row.type ?? 'SHORT_STOP', 'type');
      record.setValue(row.arrivalDay ?? row.arrivalAt.slice(0, 10), 'arrivalDay');
      record.setValue(row.arrivalAt, 'arrivalAt');
      record.setValue(row.createdAt, 'createdAt');
      record.setValue(`${row.id.toUpperCase()}A-234`, 'orderNumber');
      record.setLinkedRecord(org, 'organisation');
    }
    for (const [connectionId, list] of Object.entries(lists)) {
      const connection = store.create(connectionId, 'QueryReservationsConnection');
      const pageInfo = store.create(`${connectionId}:pageInfo`, 'PageInfo');
      pageInfo.setValue(list.hasNextPage ?? false, 'hasNextPage');
      connection.setLinkedRecord(pageInfo, 'pageInfo');
      connection.setLinkedRecords(
        list.rows.map((nodeId, index) => {
          const edge = store.create(`${connectionId}:edge:${index}`, RESERVATION_EDGE_TYPE);
          edge.setLinkedRecord(store.get(nodeId)!, 'node');
          return edge;
        }),
        'edges',
      );
    }
  });
}

function nodesOf(env: Environment, connectionId: string): string[] {
  const source = env.getStore().getSource();
  const edges = (source.get(connectionId)?.edges as { __refs?: string[] } | undefined)?.__refs ?? [];
  return edges.map((edgeId) => (source.get(edgeId)?.node as { __ref: string }).__ref);
}

function setStatus(env: Environment, id: string, status: string, lists: LiveList[], patch: Record<string, string> = {}) {
  commitLocalUpdate(env, (store) => {
    const record = store.get(id)!;
    record.setValue(status, 'status');
    for (const [field, value] of Object.entries(patch)) record.setValue(value, field);
    placeReservation(store, record, lists, TODAY);
  });
}

const LISTS: LiveList[] = [
  { connectionId: 'pending', view: 'PENDING', filter: EMPTY_FILTER },
  { connectionId: 'current', view: 'CURRENT', filter: EMPTY_FILTER },
  { connectionId: 'all', view: 'ALL', filter: EMPTY_FILTER },
];

const ROWS: Row[] = [
  { id: 'a', status: 'CREATED', createdAt: '2026-07-10T08:00:00Z', arrivalAt: '2026-07-20T08:00:00Z' },
  { id: 'b', status: 'CREATED', createdAt: '2026-07-11T08:00:00Z', arrivalAt: '2026-07-22T08:00:00Z' },
  { id: 'c', status: 'SCHEDULED', createdAt: '2026-07-09T08:00:00Z', arrivalAt: '2026-07-21T08:00:00Z' },
  { id: 'd', status: 'CREATED', createdAt: '2026-07-18T08:00:00Z', arrivalAt: '2026-07-25T08:00:00Z' },
];

describe('live order lists', () => {
  it('move a confirmed reservation from the pending queue to its place among the current ones', () => {
    const env = environment();
    seed(env, { pending: { rows: ['a', 'b'] }, current: { rows: ['c'] }, all: { rows: ['b', 'a', 'c'] } }, ROWS);
    setStatus(env, 'a', 'SCHEDULED', LISTS);
    expect(nodesOf(env, 'pending')).toEqual(['b']);
    expect(nodesOf(env, 'current')).toEqual(['a', 'c']);
    expect(nodesOf(env, 'all')).toEqual(['b', 'a', 'c']);
  });

  it('add a new booking to the end of the pending queue and the top of all', () => {
    const env = environment();
    seed(env, { pending: { rows: ['a', 'b'] }, current: { rows: ['c'] }, all: { rows: ['b', 'a', 'c'] } }, ROWS);
    commitLocalUpdate(env, (store) => {
      placeReservation(store, store.get('d')!, LISTS, TODAY);
    });
    expect(nodesOf(env, 'pending')).toEqual(['a', 'b', 'd']);
    expect(nodesOf(env, 'all')).toEqual(['d', 'b', 'a', 'c']);
    expect(nodesOf(env, 'current')).toEqual(['c']);
    // The same event twice changes nothing.
    commitLocalUpdate(env, (store) => {
      placeReservation(store, store.get('d')!, LISTS, TODAY);
    });
    expect(nodesOf(env, 'pending')).toEqual(['a', 'b', 'd']);
  });

  it('leave a newcomer that sorts after the loaded page to "show more"', () => {
    const env = environment();
    seed(env, { pending: { rows: ['a', 'b'], hasNextPage: true } }, ROWS);
    commitLocalUpdate(env, (store) => {
      placeReservation(store, store.get('d')!, LISTS, TODAY);
    });
    expect(nodesOf(env, 'pending')).toEqual(['a', 'b']);
  });

  it('respect each list’s filter', () => {
    const env = environment();
    seed(env, { longOnly: { rows: [] } }, ROWS);
    const lists: LiveList[] = [{ connectionId: 'longOnly', view: 'PENDING', filter: { ...EMPTY_FILTER, type: 'LONG_STOP' } }];
    commitLocalUpdate(env, (store) => {
      placeReservation(store, store.get('d')!, lists, TODAY);
    });
    expect(nodesOf(env, 'longOnly')).toEqual([]);
    setStatus(env, 'd', 'CREATED', lists, { type: 'LONG_STOP' });
    expect(nodesOf(env, 'longOnly')).toEqual(['d']);
  });

  it('re-sort a reservation whose arrival moved', () => {
    const env = environment();
    const rows: Row[] = [
      { id: 'a', status: 'SCHEDULED', createdAt: '2026-07-10T08:00:00Z', arrivalAt: '2026-07-20T08:00:00Z' },
      { id: 'b', status: 'SCHEDULED', createdAt: '2026-07-10T08:00:00Z', arrivalAt: '2026-07-21T08:00:00Z' },
      { id: 'c', status: 'WAITING', createdAt: '2026-07-10T08:00:00Z', arrivalAt: '2026-07-22T08:00:00Z' },
    ];
    seed(env, { current: { rows: ['a', 'b', 'c'] } }, rows);
    setStatus(env, 'a', 'SCHEDULED', LISTS, { arrivalAt: '2026-07-23T08:00:00Z', arrivalDay: '2026-07-23' });
    expect(nodesOf(env, 'current')).toEqual(['b', 'c', 'a']);
  });

  it('take a purged reservation out of every list', () => {
    const env = environment();
    seed(env, { pending: { rows: ['a', 'b'] }, all: { rows: ['b', 'a'] } }, ROWS);
    commitLocalUpdate(env, (store) => removeEverywhere(store, 'a', LISTS));
    expect(nodesOf(env, 'pending')).toEqual(['b']);
    expect(nodesOf(env, 'all')).toEqual(['b']);
  });

  it('skip records that lack what the decision needs', () => {
    const env = environment();
    commitLocalUpdate(env, (store) => {
      const record = store.create('x', 'Reservation');
      record.setValue('CREATED', 'status');
      expect(readFacts(record)).toBeNull();
      expect(placeReservation(store, record, LISTS, TODAY)).toEqual([]);
    });
  });
});

describe('the registry of shown lists', () => {
  it('counts users, so a list mounted twice stays until both leave', () => {
    const registry = createListRegistry();
    const list: LiveList = { connectionId: 'c1', view: 'PENDING', filter: EMPTY_FILTER };
    const first = registry.add(list);
    const second = registry.add(list);
    first();
    first();
    expect(registry.list()).toHaveLength(1);
    second();
    expect(registry.list()).toEqual([]);
  });
});
