// The staff's client list as a database query: the states asked for narrowed by a search, in the
// chosen order. The GraphQL layer adds its selection (plugin-prisma's `query`) and pagination.
import type { Prisma } from '../db.ts';
import type { ClientStatus } from '../generated/prisma/enums.ts';

export type ClientListOrder = 'REGISTERED_OLDEST_FIRST' | 'REGISTERED_NEWEST_FIRST' | 'NAME';

export interface ClientListFilter {
  /** Only these states (default: all but archived). */
  status?: readonly ClientStatus[] | null;
  /** Part of the name, contact name, e-mail, username or phone number. */
  search?: string | null;
}

export interface ClientListQuery {
  where: Prisma.ClientWhereInput;
  orderBy: Prisma.ClientOrderByWithRelationInput[];
}

const ORDER_BY: Record<ClientListOrder, Prisma.ClientOrderByWithRelationInput[]> = {
  NAME: [{ name: 'asc' }, { id: 'asc' }],
  REGISTERED_OLDEST_FIRST: [{ createdAt: 'asc' }, { id: 'asc' }],
  REGISTERED_NEWEST_FIRST: [{ createdAt: 'desc' }, { id: 'desc' }],
};

/** The accounts of the staff's client list: the states asked for (default: all but archived), matching the search. */
export function clientListWhere(filter: ClientListFilter): Prisma.ClientWhereInput {
  const search = filter.search?.trim().slice(0, 100);
  const contains = search ? { contains: search, mode: 'insensitive' as const } : undefined;
  return {
    status: filter.status?.length ? { in: [...filter.status] } : { not: 'ARCHIVED' },
    ...(contains ? { OR: [{ name: contains }, { email: contains }, { username: contains }, { firstName: contains }, { lastName: contains }, { phone: contains }] } : {}),
  };
}

/** The rows of the client list and their order (newest registrations first unless asked otherwise). */
export function clientListQuery(filter: ClientListFilter, order: ClientListOrder | null | undefined): ClientListQuery {
  return { where: clientListWhere(filter), orderBy: ORDER_BY[order ?? 'REGISTERED_NEWEST_FIRST'] };
}
