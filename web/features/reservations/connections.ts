// The order lists on screen register their Relay connections here (with their view and filter);
// a live event or an action's answer then puts the reservation where it belongs in each of them:
// in, out, or moved to its place in the order (membership.ts decides, this module edits the store).
import { ConnectionHandler, type RecordProxy, type RecordSourceProxy, type RecordSourceSelectorProxy } from 'relay-runtime';
import type { ReservationFilter, Status, StopType, View } from './filters.ts';
import { placement, type Placement, type ReservationFacts } from './membership.ts';
import { localDate, now, type LocalDate } from './time.ts';

/** The connection's edge type as the schema names it (needed to create edges in the store). */
export const RESERVATION_EDGE_TYPE = 'QueryReservationsConnectionEdge';

export interface LiveList {
  /** The connection record's id in the store (`__id`). */
  connectionId: string;
  view: View;
  filter: ReservationFilter;
}

export interface ListRegistry {
  /** Registers a shown list; the returned function unregisters it. */
  add(list: LiveList): () => void;
  list(): LiveList[];
}

export function createListRegistry(): ListRegistry {
  // Counted: the same list may be mounted twice for a moment (StrictMode, a page and its successor).
  const entries = new Map<string, { list: LiveList; users: number }>();
  return {
    add(list) {
      const key = list.connectionId;
      const entry = entries.get(key) ?? { list, users: 0 };
      entry.list = list;
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
    list: () => [...entries.values()].map((entry) => entry.list),
  };
}

/** The staff area's one registry of shown order lists. */
export const liveLists = createListRegistry();

/** The facts membership needs, from a reservation record in the store (null when incomplete). */
export function readFacts(record: RecordProxy): ReservationFacts | null {
  const text = (name: string) => {
    const value = record.getValue(name);
    return typeof value === 'string' ? value : null;
  };
  const status = text('status') as Status | null;
  const type = text('type') as StopType | null;
  const arrivalDay = text('arrivalDay');
  const arrivalAt = text('arrivalAt');
  const createdAt = text('createdAt');
  const orderNumber = text('orderNumber');
  if (!status || !type || !arrivalDay || !arrivalAt || !createdAt || !orderNumber) return null;
  const organisationId = record.getLinkedRecord('client')?.getValue('id');
  return {
    id: record.getDataID(),
    status,
    type,
    arrivalDay,
    arrivalAt,
    createdAt,
    orderNumber,
    organisationId: typeof organisationId === 'string' ? organisationId : null,
  };
}

function edgesOf(connection: RecordProxy): RecordProxy[] {
  return (connection.getLinkedRecords('edges') ?? []).filter((edge): edge is RecordProxy => edge != null);
}

function hasNextPage(connection: RecordProxy): boolean {
  return connection.getLinkedRecord('pageInfo')?.getValue('hasNextPage') === true;
}

export interface Applied {
  connectionId: string;
  placement: Placement;
}

/** Puts one reservation (a record in the store) where it belongs in every registered list. */
export function placeReservation(store: RecordSourceProxy, record: RecordProxy, lists: readonly LiveList[], today: LocalDate): Applied[] {
  const facts = readFacts(record);
  if (!facts) return [];
  const applied: Applied[] = [];
  for (const list of lists) {
    const connection = store.get(list.connectionId);
    if (!connection) continue;
    const edges = edgesOf(connection);
    const currentIndex = edges.findIndex((edge) => edge.getLinkedRecord('node')?.getDataID() === facts.id);
    const otherEdges = edges.filter((_, index) => index !== currentIndex);
    const others = otherEdges.map((edge) => {
      const node = edge.getLinkedRecord('node');
      return {
        id: node?.getDataID() ?? '',
        arrivalAt: String(node?.getValue('arrivalAt') ?? ''),
        createdAt: String(node?.getValue('createdAt') ?? ''),
      };
    });
    const decision = placement(list.view, list.filter, facts, today, {
      others,
      currentIndex: currentIndex >= 0 ? currentIndex : null,
      hasNextPage: hasNextPage(connection),
    });
    if (decision.kind === 'none') continue;
    if (decision.kind === 'remove') {
      ConnectionHandler.deleteNode(connection, facts.id);
    } else {
      const edge = decision.kind === 'move' ? edges[currentIndex]! : ConnectionHandler.createEdge(store, connection, record, RESERVATION_EDGE_TYPE);
      const next = [...otherEdges];
      next.splice(decision.index, 0, edge);
      connection.setLinkedRecords(next, 'edges');
    }
    applied.push({ connectionId: list.connectionId, placement: decision });
  }
  return applied;
}

/** Takes a reservation out of every registered list (it no longer exists). */
export function removeEverywhere(store: RecordSourceProxy, reservationId: string, lists: readonly LiveList[]): void {
  for (const list of lists) {
    const connection = store.get(list.connectionId);
    if (connection) ConnectionHandler.deleteNode(connection, reservationId);
  }
}

/**
 * The updater of a mutation that answers with a changed reservation (`<field> { reservation }`): puts
 * it where it now belongs in every order list on screen. Where it belongs is computed
 * (membership.ts: each view's statuses, filters and sort order), so no declarative directive can say
 * it; the reservation's own record updates itself.
 */
export function placeReturnedReservation(field: string) {
  return (store: RecordSourceSelectorProxy) => {
    const record = store.getRootField(field)?.getLinkedRecord('reservation');
    if (record) placeReservation(store, record, liveLists.list(), localDate(now()));
  };
}
