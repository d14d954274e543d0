// Keeping the staff's client lists in step with what happens elsewhere, without reloading: a
// registration appears at the top of the approval queue, a decision taken by a colleague removes
// the row, an erased account leaves every list. The lists say which Relay connections they show
// (a registry, by role); live events and mutations update exactly those records in the store.
import { ConnectionHandler, type RecordProxy, type RecordSourceProxy } from 'relay-runtime';

/** The connection type's edge, as the schema names it (needed to create edges in the store). */
export const CLIENT_EDGE_TYPE = 'QueryClientsConnectionEdge';

/**
 * pendingQueue: the approval queue's page (new registrations go on top);
 * pendingCount: the sidebar's count of waiting accounts (order does not matter);
 * clientCards: the client cards (filtered and searched: only erased accounts leave it).
 */
export type LiveRole = 'pendingQueue' | 'pendingCount' | 'clientCards';

export const PENDING_ROLES: readonly LiveRole[] = ['pendingQueue', 'pendingCount'];
export const ALL_ROLES: readonly LiveRole[] = ['pendingQueue', 'pendingCount', 'clientCards'];

export type ClientEventKind = 'REGISTERED' | 'VERIFIED' | 'APPROVED' | 'REJECTED' | 'BLOCKED' | 'UNBLOCKED' | 'DELETED';

export interface LiveConnection {
  /** The connection record's id in the store (`__id`). */
  id: string;
  role: LiveRole;
}

export type Plan = 'insert' | 'remove' | 'keep';

/**
 * What a list does with an account after an event. `status` is the account's state now, null when
 * it no longer exists (rejected applications are erased at once, archived accounts purged).
 */
export function plan(role: LiveRole, kind: ClientEventKind | string, status: string | null): Plan {
  if (status === null || kind === 'REJECTED' || kind === 'DELETED') return 'remove';
  if (role === 'clientCards') return 'keep';
  return status === 'PENDING' ? 'insert' : 'remove';
}

function edgesOf(connection: RecordProxy): RecordProxy[] {
  return (connection.getLinkedRecords('edges') ?? []).filter((edge): edge is RecordProxy => edge != null);
}

export function connectionHas(connection: RecordProxy, nodeId: string): boolean {
  return edgesOf(connection).some((edge) => edge.getLinkedRecord('node')?.getDataID() === nodeId);
}

/** Removes the account from the given connections (those not in the store are skipped). */
export function removeFromConnections(store: RecordSourceProxy, connectionIds: readonly string[], nodeId: string): void {
  for (const id of connectionIds) {
    const connection = store.get(id);
    if (connection) ConnectionHandler.deleteNode(connection, nodeId);
  }
}

/** Adds `node` to the connection unless it is there already: first (`start`) or last. */
export function insertIntoConnection(store: RecordSourceProxy, connectionId: string, node: RecordProxy, where: 'start' | 'end'): boolean {
  const connection = store.get(connectionId);
  if (!connection || connectionHas(connection, node.getDataID())) return false;
  const edge = ConnectionHandler.createEdge(store, connection, node, CLIENT_EDGE_TYPE);
  if (where === 'start') ConnectionHandler.insertEdgeBefore(connection, edge);
  else ConnectionHandler.insertEdgeAfter(connection, edge);
  return true;
}

export interface ClientEvent {
  kind: ClientEventKind | string;
  clientId: string;
  /** The account as it is now (its record in the store), null once erased. */
  client: RecordProxy | null;
}

/** Applies one live event to every registered list; returns what changed (for tests and notices). */
export function applyClientEvent(store: RecordSourceProxy, event: ClientEvent, connections: readonly LiveConnection[]): { inserted: string[]; removed: string[] } {
  const status = event.client ? ((event.client.getValue('status') as string | null | undefined) ?? null) : null;
  const inserted: string[] = [];
  const removed: string[] = [];
  for (const { id, role } of connections) {
    const connection = store.get(id);
    if (!connection) continue;
    const action = plan(role, event.kind, status);
    if (action === 'remove') {
      if (connectionHas(connection, event.clientId)) removed.push(id);
      ConnectionHandler.deleteNode(connection, event.clientId);
    } else if (action === 'insert' && event.client) {
      if (insertIntoConnection(store, id, event.client, role === 'pendingQueue' ? 'start' : 'end')) inserted.push(id);
    }
  }
  return { inserted, removed };
}

export interface ConnectionRegistry {
  /** Registers a shown connection; the returned function unregisters it. */
  add(connection: LiveConnection): () => void;
  list(): LiveConnection[];
  /** The ids of the registered connections with these roles (for @deleteEdge). */
  ids(roles: readonly LiveRole[]): string[];
}

export function createConnectionRegistry(): ConnectionRegistry {
  // Counted: the same list may be mounted twice for a moment (StrictMode, a page and its successor).
  const entries = new Map<string, { connection: LiveConnection; users: number }>();
  const keyOf = (c: LiveConnection) => `${c.role}\u0000${c.id}`;
  return {
    add(connection) {
      const key = keyOf(connection);
      const entry = entries.get(key) ?? { connection, users: 0 };
      entry.users += 1;
      entries.set(key, entry);
      let done = false;
      return () => {
        if (done) return;
        done = true;
        const current = entries.get(key);
        if (!current) return;
        current.users -= 1;
        if (current.users <= 0) entries.delete(key);
      };
    },
    list: () => [...entries.values()].map((e) => e.connection),
    ids: (roles) => [...new Set([...entries.values()].filter((e) => roles.includes(e.connection.role)).map((e) => e.connection.id))],
  };
}

/** The staff area's one registry. */
export const liveConnections = createConnectionRegistry();
