// Who of an organisation may call what, as scope maps: an account's state (approved, not blocked)
// and the member's role (graph/domain/organisation-members/roles.ts) both have to allow it. Each map
// matches an Access label of graph/schema/mutations.ts, which words its refusals.
import type { AuthScopes } from '../builder.ts';

type ScopeMap = { [K in keyof AuthScopes]?: AuthScopes[K] } & { $all?: ScopeMap; $any?: ScopeMap };

/** bookingClient: an approved organisation's owner or booker. */
export const BOOKING_CLIENT = { $all: { approvedClient: true, clientBooks: true } } as const satisfies ScopeMap;
/** bookingClientOrStaff. */
export const BOOKING_CLIENT_OR_STAFF = { staff: true, $all: { approvedClient: true, clientBooks: true } } as const satisfies ScopeMap;
/** A booker's act that a blocked organisation may still not do, but a pending one may (messages). */
export const UNBLOCKED_BOOKER_OR_STAFF = { staff: true, $all: { unblockedClient: true, clientBooks: true } } as const satisfies ScopeMap;
/** managingClient: an approved organisation's owner (API tokens, webhooks). */
export const MANAGING_CLIENT = { $all: { approvedClient: true, clientOwns: true } } as const satisfies ScopeMap;
/** ownerClient: any signed-in owner. */
export const OWNER_CLIENT = { clientOwns: true } as const satisfies ScopeMap;
/** Reading money (the invoice list): an owner or accountant of an organisation in any state, or staff. */
export const MONEY_READER_OR_STAFF = { staff: true, clientHandlesMoney: true } as const satisfies ScopeMap;
/** moneyClientOrStaff, for changes: an owner or accountant of an organisation that is not blocked. */
export const MONEY_CLIENT_OR_STAFF = { staff: true, $all: { unblockedClient: true, clientHandlesMoney: true } } as const satisfies ScopeMap;
