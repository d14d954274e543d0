import { commitLocalUpdate, Environment, Network, Observable, RecordSource, Store, type RecordSourceProxy } from 'relay-runtime';
import { describe, expect, it } from 'vitest';
import {
  applyClientEvent,
  CLIENT_EDGE_TYPE,
  createConnectionRegistry,
  insertIntoConnection,
  plan,
  removeFromConnections,
  type LiveConnection,
} from './clientConnections.ts';

function environment() {
  return new Environment({
    network: Network.create(() => Observable.from({ data: {} })),
    store: new Store(new RecordSource()),
  });
}

/** A store with a connection per role and the given accounts in each. */
function seed(env: Environment, lists: Record<string, string[]>, statuses: Record<string, string>) {
  commitLocalUpdate(env, (store) => {
    for (const [id, status] of Object.entries(statuses)) {
      const client = store.create(id, 'Client');
      client.setValue(id, 'id');
      client.setValue(status, 'status');
    }
    for (const [connectionId, nodes] of Object.entries(lists)) {
      const connection = store.create(connectionId, 'QueryClientsConnection');
      connection.setLinkedRecords(
        nodes.map((nodeId, index) => {
          const edge = store.create(`${connectionId}:edge:${index}`, CLIENT_EDGE_TYPE);
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

const CONNECTIONS: LiveConnection[] = [
  { id: 'queue', role: 'pendingQueue' },
  { id: 'count', role: 'pendingCount' },
  { id: 'cards', role: 'clientCards' },
];

function update(env: Environment, fn: (store: RecordSourceProxy) => void) {
  commitLocalUpdate(env, fn);
}

describe('plan', () => {
  it('puts pending accounts in the queue and takes decided ones out', () => {
    expect(plan('pendingQueue', 'REGISTERED', 'PENDING')).toBe('insert');
    expect(plan('pendingQueue', 'VERIFIED', 'PENDING')).toBe('insert');
    expect(plan('pendingCount', 'APPROVED', 'APPROVED')).toBe('remove');
    expect(plan('pendingQueue', 'BLOCKED', 'BLOCKED')).toBe('remove');
    expect(plan('pendingQueue', 'UNBLOCKED', 'PENDING')).toBe('insert');
    expect(plan('pendingQueue', 'REJECTED', null)).toBe('remove');
  });

  it('keeps client cards as they are, except for erased accounts', () => {
    expect(plan('clientCards', 'REGISTERED', 'PENDING')).toBe('keep');
    expect(plan('clientCards', 'BLOCKED', 'BLOCKED')).toBe('keep');
    expect(plan('clientCards', 'REJECTED', null)).toBe('remove');
    expect(plan('clientCards', 'DELETED', 'ARCHIVED')).toBe('remove');
  });
});

describe('applyClientEvent', () => {
  it('inserts a registration at the top of the queue and at the end of the count, once', () => {
    const env = environment();
    seed(env, { queue: ['a', 'b'], count: ['a', 'b'], cards: ['b', 'a'] }, { a: 'PENDING', b: 'PENDING', c: 'PENDING' });
    let result: ReturnType<typeof applyClientEvent> | undefined;
    update(env, (store) => {
      result = applyClientEvent(store, { kind: 'REGISTERED', clientId: 'c', client: store.get('c')! }, CONNECTIONS);
    });
    expect(result).toEqual({ inserted: ['queue', 'count'], removed: [] });
    expect(nodesOf(env, 'queue')).toEqual(['c', 'a', 'b']);
    expect(nodesOf(env, 'count')).toEqual(['a', 'b', 'c']);
    expect(nodesOf(env, 'cards')).toEqual(['b', 'a']);

    // The same event again (a retry, or the VERIFIED that follows) does not duplicate the row.
    update(env, (store) => {
      applyClientEvent(store, { kind: 'VERIFIED', clientId: 'c', client: store.get('c')! }, CONNECTIONS);
    });
    expect(nodesOf(env, 'queue')).toEqual(['c', 'a', 'b']);
  });

  it('removes an account a colleague approved from the pending lists only', () => {
    const env = environment();
    seed(env, { queue: ['a', 'b'], count: ['a', 'b'], cards: ['a', 'b'] }, { a: 'APPROVED', b: 'PENDING' });
    update(env, (store) => {
      applyClientEvent(store, { kind: 'APPROVED', clientId: 'a', client: store.get('a')! }, CONNECTIONS);
    });
    expect(nodesOf(env, 'queue')).toEqual(['b']);
    expect(nodesOf(env, 'count')).toEqual(['b']);
    expect(nodesOf(env, 'cards')).toEqual(['a', 'b']);
  });

  it('removes an erased account from every list, and skips lists not in the store', () => {
    const env = environment();
    seed(env, { queue: ['a', 'b'], cards: ['a', 'b'] }, { a: 'PENDING', b: 'PENDING' });
    let result: ReturnType<typeof applyClientEvent> | undefined;
    update(env, (store) => {
      result = applyClientEvent(store, { kind: 'REJECTED', clientId: 'a', client: null }, CONNECTIONS);
    });
    expect(result).toEqual({ inserted: [], removed: ['queue', 'cards'] });
    expect(nodesOf(env, 'queue')).toEqual(['b']);
    expect(nodesOf(env, 'cards')).toEqual(['b']);
  });

  it('offers the same steps to mutations', () => {
    const env = environment();
    seed(env, { queue: ['a'], cards: ['a'] }, { a: 'PENDING', b: 'PENDING' });
    update(env, (store) => {
      expect(insertIntoConnection(store, 'queue', store.get('b')!, 'end')).toBe(true);
      expect(insertIntoConnection(store, 'queue', store.get('b')!, 'start')).toBe(false);
      expect(insertIntoConnection(store, 'missing', store.get('b')!, 'start')).toBe(false);
    });
    expect(nodesOf(env, 'queue')).toEqual(['a', 'b']);
    update(env, (store) => removeFromConnections(store, ['queue', 'cards', 'missing'], 'a'));
    expect(nodesOf(env, 'queue')).toEqual(['b']);
    expect(nodesOf(env, 'cards')).toEqual([]);
  });
});

describe('the registry', () => {
  it('lists shown connections by role, counting repeated registrations', () => {
    const registry = createConnectionRegistry();
    const first = registry.add({ id: 'q', role: 'pendingQueue' });
    const second = registry.add({ id: 'q', role: 'pendingQueue' });
    const cards = registry.add({ id: 'c', role: 'clientCards' });
    expect(registry.ids(['pendingQueue', 'pendingCount'])).toEqual(['q']);
    expect(registry.ids(['pendingQueue', 'clientCards'])).toEqual(['q', 'c']);
    first();
    first();
    expect(registry.ids(['pendingQueue'])).toEqual(['q']);
    second();
    expect(registry.ids(['pendingQueue'])).toEqual([]);
    cards();
    expect(registry.list()).toEqual([]);
  });
});
