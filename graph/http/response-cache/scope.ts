// Which answers may be kept, and for whom. An answer is kept only for queries whose every root
// field is listed here, and is shared only between viewers who would get the same answer:
//   - visitors: one entry per language;
//   - staff: one entry per role (manager or staff) and language, because staff see the same queues
//     and share one read state; with `viewer` in the query, one per member of staff;
//   - a member of an organisation: their own entries (per organisation, role and language), since
//     `viewer` and money fields follow the person and their role;
//   - an API token: its own entries (its scopes decide every field).
// Everything else (mutations, other root fields, fragments of unknown roots) is read afresh.
import { Kind, type DocumentNode, type FragmentDefinitionNode, type OperationDefinitionNode, type SelectionSetNode } from 'graphql';
import type { Context } from '../../context.ts';

/** Root fields of read-mostly queries whose answers depend only on the scope below and the data. */
export const CACHEABLE_ROOT_FIELDS = new Set([
  'reservations',
  'reservationRules',
  'site',
  'viewer',
  'myWaitingList',
  'unreadConversations',
  'daySheet',
  'kitchen',
  'clients',
]);

/** Root fields that name the person asking: with one, staff's entries are their own too. */
const PERSONAL_ROOT_FIELDS = new Set(['viewer']);

/**
 * How long an answer may be kept at most, as the last bound on what no change announces: the clock
 * moving on (a meal pre-order closing at its deadline, a conversation closing, "today" becoming
 * tomorrow). `ReservationRules.now` is the server's clock the web app sets its own by: a second.
 */
export const CACHE_TTL_MS = 30_000;
export const TTL_PER_COORDINATE: Record<string, number> = { 'ReservationRules.now': 1_000 };

export interface OperationShape {
  cacheable: boolean;
  personal: boolean;
}

const NOT_CACHEABLE: OperationShape = { cacheable: false, personal: false };

/** The operation's root fields, through fragments and inline fragments on Query; null when unknown. */
function rootFields(document: DocumentNode, selectionSet: SelectionSetNode, seen = new Set<string>()): string[] | null {
  const fields: string[] = [];
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) {
      if (selection.name.value !== '__typename') fields.push(selection.name.value);
      continue;
    }
    let inner: SelectionSetNode | undefined;
    if (selection.kind === Kind.INLINE_FRAGMENT) inner = selection.selectionSet;
    else {
      const name = selection.name.value;
      if (seen.has(name)) continue;
      seen.add(name);
      inner = document.definitions.find((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION && d.name.value === name)?.selectionSet;
    }
    if (!inner) return null;
    const nested = rootFields(document, inner, seen);
    if (!nested) return null;
    fields.push(...nested);
  }
  return fields;
}

const shapes = new WeakMap<DocumentNode, Map<string, OperationShape>>();

/** Whether the operation may be kept at all, and whether it names the person asking. */
export function operationShape(document: DocumentNode, operationName: string | null | undefined): OperationShape {
  let byName = shapes.get(document);
  if (!byName) {
    byName = new Map();
    shapes.set(document, byName);
  }
  const key = operationName ?? '';
  let shape = byName.get(key);
  if (!shape) {
    shape = computeShape(document, operationName);
    byName.set(key, shape);
  }
  return shape;
}

function computeShape(document: DocumentNode, operationName: string | null | undefined): OperationShape {
  const operations = document.definitions.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
  const operation = operationName ? operations.find((o) => o.name?.value === operationName) : operations.length === 1 ? operations[0] : undefined;
  if (!operation || operation.operation !== 'query') return NOT_CACHEABLE;
  const fields = rootFields(document, operation.selectionSet);
  if (!fields || !fields.length || !fields.every((field) => CACHEABLE_ROOT_FIELDS.has(field))) return NOT_CACHEABLE;
  return { cacheable: true, personal: fields.some((field) => PERSONAL_ROOT_FIELDS.has(field)) };
}

/** Who shares the answer: null when this viewer's answers are not kept. */
export function viewerScope(ctx: Pick<Context, 'viewer' | 'language' | 'expiredSession'>, shape: OperationShape): string | null {
  if (!shape.cacheable || ctx.expiredSession) return null;
  const { viewer, language } = ctx;
  switch (viewer.kind) {
    case 'anonymous':
      return `anonymous:${language}`;
    case 'staff':
      if (viewer.token) return `token:${viewer.token.id}:${language}`;
      return shape.personal ? `staff:${viewer.id}:${viewer.isManager ? 'manager' : 'staff'}:${language}` : `staff:${viewer.isManager ? 'manager' : 'staff'}:${language}`;
    case 'client':
      if (viewer.token) return `token:${viewer.token.id}:${language}`;
      if (!viewer.memberId || !viewer.role) return null;
      return `member:${viewer.id}:${viewer.memberId}:${viewer.role}:${viewer.status}:${viewer.emailVerified ? 'verified' : 'unverified'}:${language}`;
  }
}
