// Every mutation's description ends with the codes it can answer with (describeMutation), typed by
// hand. This holds them to the code: what a mutation's resolver can raise, read from the source
// (./raised-codes.ts), plus what the schema's generic machinery raises for it, must be what its
// description lists — nothing raised and left out, nothing listed that nothing raises.
// docs-errors.test.ts checks the other side: that every listed code is on docs/errors.md.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { getNamedType, isInputObjectType, isListType, isNonNullType, type GraphQLField, type GraphQLInputType } from 'graphql';
import { beforeAll, describe, expect, it } from 'vitest';
import { getSchema } from '../schema/index.ts';
import { analyseMutations, type Analysis } from './raised-codes.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));
/** The module that assembles the schema: the analysis starts from what it imports. */
const SCHEMA_ENTRY = path.join('graph', 'schema', 'index.ts');

/** The codes of a description's "Errors: CODE — meaning; CODE — meaning." */
function documentedCodes(description: string | null | undefined): Set<string> {
  const errors = description?.split(' Errors: ').at(-1) ?? '';
  return new Set([...errors.matchAll(/(?:^|; )([A-Z][A-Z0-9_]*) — /g)].map((m) => m[1]!));
}

/**
 * Codes raised for a mutation by machinery outside its resolver, which the analysis does not
 * follow: required ones must be listed, optional ones may be.
 */
function machineryCodes(field: GraphQLField<unknown, unknown>): { required: Set<string>; optional: Set<string> } {
  const required = new Set<string>();
  const optional = new Set<string>();
  // The authorization plugin refuses a field with authScopes (builder.ts: unauthorizedError).
  if ((field.extensions.pothosOptions as { authScopes?: unknown } | undefined)?.authScopes) {
    required.add('UNAUTHENTICATED');
    required.add('FORBIDDEN');
  }
  // The input check (input-validation.ts): any text may be too long or hold control characters,
  // any global ID may not be one of the expected type.
  const seen = new Set<string>();
  const walk = (type: GraphQLInputType) => {
    const inner = isNonNullType(type) ? type.ofType : type;
    // The request's list bound (http/limits.ts): listed by the Mutation type for every request.
    if (isListType(inner)) optional.add('LIST_TOO_LONG');
    const named = getNamedType(type);
    if (named.name === 'String') required.add('VALIDATION');
    if (named.name === 'ID') required.add('NOT_FOUND');
    if (isInputObjectType(named) && !seen.has(named.name)) {
      seen.add(named.name);
      for (const inputField of Object.values(named.getFields())) walk(inputField.type);
    }
    if (isListType(inner)) walk(inner.ofType);
  };
  for (const arg of field.args) walk(arg.type);
  return { required, optional };
}

/**
 * Codes the analysis finds on a path the mutation never takes: it counts every branch, and does
 * not see a caller catch a code. Each says why the path is not taken.
 */
const NOT_ON_ITS_PATH: Record<string, Record<string, string>> = {
  blockClient: { NOT_VERIFIED_FOR_APPROVAL: 'decideOnAccount asks for a verified e-mail only to approve' },
  unblockClient: { NOT_VERIFIED_FOR_APPROVAL: 'decideOnAccount asks for a verified e-mail only to approve' },
  rejectClient: { NOT_VERIFIED_FOR_APPROVAL: 'decideOnAccount asks for a verified e-mail only to approve' },
  staffSignIn: {
    EMAIL_NOT_VERIFIED: 'signIn asks for a verified e-mail of organisations only',
    NO_ORGANISATION: 'signIn looks for an organisation of members only',
  },
  updateProfile: { NOT_FOUND: 'the viewer’s own account: gone only once erased, which ends its sessions' },
  deleteAccount: { NOT_FOUND: 'the viewer’s own account: gone only once erased, which ends its sessions' },
  createReservation: { CLIENT_CANNOT_BOOK: 'the answer when staff book for a client' },
  createReservationForClient: { RESERVATION_NOT_ALLOWED: 'the answer when a client books for itself' },
  acceptWaitingListOffer: {
    CLIENT_CANNOT_BOOK: 'the answer when staff book for a client; an offer books as the client',
    IDEMPOTENCY_KEY_REUSED: 'an offer books without an idempotency key (the entry’s claim makes a repeat safe)',
    TERMS_NOT_ACCEPTED: 'the click accepts the terms the offer page states: acceptTerms is always true',
  },
  disableStaffMember: {
    ALREADY_MANAGER: 'staffChangeRefusal refuses a hand-over so, not a disabling',
    STAFF_DISABLED: 'staffChangeRefusal refuses a hand-over so, not a disabling',
    STAFF_NOT_ACTIVE: 'staffChangeRefusal refuses a hand-over so, not a disabling',
  },
  transferManagerRole: { CANNOT_DISABLE_SELF: 'staffChangeRefusal refuses a disabling so, not a hand-over' },
  renameStaffMember: { STAFF_EMAIL_TAKEN: 'uniqueViolation names either unique index; a rename writes no e-mail' },
  updateMyStaffAccount: {
    STAFF_EMAIL_TAKEN: 'uniqueViolation names either unique index; the profile has no e-mail',
    NOT_FOUND: 'lockMember of the viewer’s own row: staff rows are never deleted',
  },
  checkInReservation: {
    NO_SHOW_TOO_EARLY: 'checkInProblem answers NOT_ARRIVED_YET for a no-show only',
    SELLER_DETAILS_MISSING: 'creditAdvancesIfNothingOwed credits a DELETED reservation’s deposits; an arrival FINISHES it',
  },
  markReservationNoShow: { INVALID_TRANSITION: 'checkInProblem answers NOT_CONFIRMED for an arrival only (a no-show may follow any holding status)' },
  changeHeadcount: {
    NOT_A_LONG_STOP: 'updateReservation answers it for a change of stop type; the headcount changes only guests',
    RESERVATION_CLOSED: 'reservationOfLink found it open at the version passed on: a later change answers RESERVATION_CHANGED',
    NOT_FOUND: 'reservationOfLink found it at the version passed on: a later change answers RESERVATION_CHANGED',
  },
  importBankStatement: { BILLING_DETAILS_MISSING: 'allocateUnlessRefused catches it and leaves the payment unmatched' },
};

describe('mutation error codes', () => {
  let analysis: Analysis;
  const fields = getSchema().getMutationType()!.getFields();

  beforeAll(() => {
    analysis = analyseMutations(root, SCHEMA_ENTRY);
  }, 120_000);

  it('finds every mutation of the schema, and every code a value', () => {
    expect(analysis.mutations.map((m) => m.name).sort()).toEqual(Object.keys(fields).sort());
    expect(analysis.unresolved).toEqual([]);
  });

  it('lists every code a mutation can raise', () => {
    // The Mutation type's description lists the codes any request may answer (BAD_REQUEST …).
    const anyRequest = new Set(getSchema().getMutationType()!.description?.match(/\b[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+\b|\bCSRF\b/g) ?? []);
    const undocumented = analysis.mutations.flatMap(({ name, codes }) => {
      const field = fields[name]!;
      const documented = documentedCodes(field.description);
      const raised = new Map([...codes, ...[...machineryCodes(field).required].map((code) => [code, 'the schema’s machinery'] as const)]);
      return [...raised]
        .filter(([code]) => !documented.has(code) && !anyRequest.has(code) && !NOT_ON_ITS_PATH[name]?.[code])
        .map(([code, place]) => `${name}: ${code} (${place})`);
    });
    expect(undocumented.sort()).toEqual([]);
  });

  it('lists no code nothing raises', () => {
    const unraised = analysis.mutations.flatMap(({ name, codes }) => {
      const field = fields[name]!;
      const machinery = machineryCodes(field);
      return [...documentedCodes(field.description)].filter((code) => !codes.has(code) && !machinery.required.has(code) && !machinery.optional.has(code)).map((code) => `${name}: ${code}`);
    });
    expect(unraised.sort()).toEqual([]);
  });

  it('keeps no exception the code no longer needs', () => {
    const stale = Object.entries(NOT_ON_ITS_PATH).flatMap(([name, codes]) => {
      const found = analysis.mutations.find((m) => m.name === name);
      return Object.keys(codes).filter((code) => !found?.codes.has(code) || documentedCodes(fields[name]?.description).has(code)).map((code) => `${name}: ${code}`);
    });
    expect(stale).toEqual([]);
  });
});
