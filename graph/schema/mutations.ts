// The shape every mutation has (docs/decisions.md 39): `builder.relayMutationField`, so one `input`
// argument of type `<Name>Input` and a `<Name>Payload` answer carrying what changed — the node(s)
// by their type's name (`reservation`, `menuItem`, `client`), the new edge of a list it joined
// (`reservationEdge`), the global IDs of what it removed (`deletedMenuItemId`), or the singleton it
// set (`operatingSettings`, `site`). Failures are GraphQL errors with `extensions.code`; every
// mutation's description ends with the codes it can answer with, written by `describeMutation`.
import type { InputFieldBuilder, SchemaTypes } from '@pothos/core';
import type { builder } from '../builder.ts';
import type { MessageCode } from '../i18n/messages.ts';

/** Who may call a mutation, as its authScopes say; each adds the codes a refusal answers with. */
export type Access =
  | 'anyone'
  | 'client'
  | 'approvedClient'
  | 'bookingClient'
  | 'managingClient'
  | 'ownerClient'
  | 'bookerClient'
  | 'staff'
  | 'manager'
  | 'clientOrStaff'
  | 'bookingClientOrStaff'
  | 'moneyClientOrStaff';

const ACCESS_ERRORS: Record<Access, Array<[MessageCode, string]>> = {
  anyone: [],
  client: [
    ['UNAUTHENTICATED', 'not signed in'],
    ['FORBIDDEN', 'signed in as staff, not as an organisation'],
  ],
  approvedClient: [
    ['UNAUTHENTICATED', 'not signed in'],
    ['FORBIDDEN', 'not an organisation whose e-mail is verified and whose account is approved and not blocked'],
  ],
  bookingClient: [
    ['UNAUTHENTICATED', 'not signed in'],
    ['FORBIDDEN', 'not an owner or booker of an organisation whose e-mail is verified and whose account is approved and not blocked'],
  ],
  managingClient: [
    ['UNAUTHENTICATED', 'not signed in'],
    ['FORBIDDEN', 'not an owner of an organisation whose e-mail is verified and whose account is approved and not blocked'],
  ],
  bookerClient: [
    ['UNAUTHENTICATED', 'not signed in'],
    ['FORBIDDEN', 'not signed in as an owner or booker of an organisation'],
  ],
  ownerClient: [
    ['UNAUTHENTICATED', 'not signed in'],
    ['FORBIDDEN', 'not signed in as an owner of an organisation'],
  ],
  staff: [
    ['UNAUTHENTICATED', 'not signed in'],
    ['FORBIDDEN', 'not signed in as staff'],
  ],
  manager: [
    ['UNAUTHENTICATED', 'not signed in'],
    ['FORBIDDEN', 'not signed in as the manager'],
  ],
  clientOrStaff: [
    ['UNAUTHENTICATED', 'not signed in'],
    ['FORBIDDEN', 'a blocked organisation'],
  ],
  bookingClientOrStaff: [
    ['UNAUTHENTICATED', 'not signed in'],
    ['FORBIDDEN', 'a blocked organisation, or a member whose role does not book (accountant, viewer)'],
  ],
  moneyClientOrStaff: [
    ['UNAUTHENTICATED', 'not signed in'],
    ['FORBIDDEN', 'a blocked organisation, or a member whose role does not handle money (booker, viewer)'],
  ],
};

/** What the schema's own input check answers (graph/input-validation.ts), for the inputs a mutation has. */
export const INPUT_ERRORS = {
  /** Any text input: too long for its bound, or with characters text may not contain. */
  text: ['VALIDATION', 'a text is too long (extensions.fields: TOO_LONG, with extensions.maxLengths) or contains control characters (INVALID_CHARACTERS)'],
  /** A global ID input that is not an ID of the expected type. */
  id: ['NOT_FOUND', 'an ID is not a global ID of the expected type'],
  /** A list input longer than its bound (graph/schema/bounds.ts). */
  list: ['LIST_TOO_LONG', 'a list has more items than allowed (extensions.argument, extensions.maxItems)'],
} as const satisfies Record<string, [MessageCode, string]>;

/**
 * A mutation's description: what it does, then "Errors: CODE — meaning; …" with the codes of its
 * own rules first and those of its access rule last. A code listed twice (VALIDATION from the
 * service and from the input check) is merged into one entry.
 */
export function describeMutation(summary: string, access: Access, errors: ReadonlyArray<readonly [MessageCode, string]>): string {
  const merged = new Map<MessageCode, string[]>();
  for (const [code, meaning] of [...errors, ...ACCESS_ERRORS[access]]) merged.set(code, [...(merged.get(code) ?? []), meaning]);
  const list = [...merged].map(([code, meanings]) => `${code} — ${meanings.join(', or ')}`).join('; ');
  return `${summary} Errors: ${list}.`;
}

/** The builder's type parameters, for helpers that build fields outside a builder call. */
export type BuilderTypes = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer T extends SchemaTypes> ? T : never;
/** The `t` of a mutation's inputFields, for input fields several mutations share. */
export type InputFields = InputFieldBuilder<BuilderTypes, 'InputObject'>;
/** The `t` of a payload's outputFields. */
export type PayloadFields<Payload> = PothosSchemaTypes.ObjectFieldBuilder<BuilderTypes, Payload>;
