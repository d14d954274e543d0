// The token declaration (graph/domain/token-reads.ts) against the schema: every field of every object
// and interface type is declared — a new field fails here until someone decides which scope reads
// it — and nothing else is; a field never opens to a scope that cannot read the object it returns;
// the restaurant's and the least-privilege decisions hold; docs/api.md's table is the declaration's
// own; and the envelope finds every field an operation names. What the server answers is tried in
// graph/http/token-scope-matrix.test.ts.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { getNamedType, isInterfaceType, isObjectType, parse, type GraphQLInterfaceType, type GraphQLObjectType } from 'graphql';
import { getSchema } from './index.ts';
import { TOKEN_READS, scopesReading, tokenMayRead, tokenMayReadType } from '../domain/token-reads.ts';
import { CLIENT_SCOPES, RESTAURANT_SCOPES, type ApiTokenScope } from '../domain/api-tokens.ts';
import { withTokenReadsGuide } from './token-reads-doc.ts';
import { refusedFields } from '../http/token-access.ts';

const SCOPES: readonly ApiTokenScope[] = [...CLIENT_SCOPES, ...RESTAURANT_SCOPES];
const schema = getSchema();
const types = Object.values(schema.getTypeMap()).filter((t): t is GraphQLObjectType | GraphQLInterfaceType => !t.name.startsWith('__') && (isObjectType(t) || isInterfaceType(t)));
const byName = new Map(types.map((t) => [t.name, t]));

describe('the token declaration', () => {
  it('declares every field of every object and interface type, and nothing the schema does not have', () => {
    const missing: string[] = [];
    for (const type of types) {
      const reads = TOKEN_READS[type.name];
      if (!reads) missing.push(type.name);
      for (const field of Object.keys(type.getFields())) if (!reads?.fields[field]) missing.push(`${type.name}.${field}`);
    }
    expect(missing, 'declare these in graph/domain/token-reads.ts').toEqual([]);
    const extra: string[] = [];
    for (const [type, reads] of Object.entries(TOKEN_READS)) {
      const fields = byName.get(type)?.getFields() ?? {};
      if (!byName.has(type)) extra.push(type);
      for (const field of Object.keys(reads.fields)) if (!(field in fields)) extra.push(`${type}.${field}`);
    }
    expect(extra).toEqual([]);
  });

  it('never opens a field to a scope that may not read the object it returns', () => {
    const wrong: string[] = [];
    for (const type of types) {
      for (const field of Object.values(type.getFields())) {
        const returned = getNamedType(field.type);
        // Objects behind an interface (node, nodes) are held to their own type where they are loaded.
        if (!isObjectType(returned)) continue;
        for (const scope of scopesReading(type.name, field.name, SCOPES)) {
          if (!tokenMayReadType([scope], returned.name)) wrong.push(`${type.name}.${field.name} (${returned.name}) for ${scope}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('gives a restaurant token no personal data of staff, and of clients only what the counter calls', () => {
    const reads = (type: string, field: string) => tokenMayRead(RESTAURANT_SCOPES, type, field);
    for (const field of ['email', 'lastSignInAt', 'language', 'state', 'createdAt', 'disabledAt', 'invitationExpiresAt', 'calendarFeed']) expect(reads('StaffMember', field), field).toBe(false);
    for (const field of ['email', 'firstName', 'lastName', 'username', 'contactInfo', 'registeredAt', 'approvedAt', 'blockedReason', 'reservations', 'reservationCounts', 'apiTokens', 'webhookEndpoints', 'calendarFeed']) {
      expect(reads('Client', field), field).toBe(false);
    }
    for (const [type, field] of [['Reservation', 'bookedBy'], ['Reservation', 'checkedInBy'], ['Reservation', 'history'], ['ReservationChange', 'staff'], ['ReservationEvent', 'staff']]) {
      expect(reads(type!, field!), `${type}.${field}`).toBe(false);
    }
    // The day sheet, the kitchen and the live changes.
    for (const field of ['reservations', 'daySheet', 'kitchen', 'staffOverview']) expect(reads('Query', field), field).toBe(true);
    expect(reads('Subscription', 'reservationChanged')).toBe(true);
    for (const field of ['name', 'phone', 'staffNotes']) expect(reads('Client', field), field).toBe(true);
    for (const field of ['guests', 'wishes', 'mealPreorder', 'responsibleFirstName', 'staffNotes']) expect(reads('Reservation', field), field).toBe(true);
  });

  it('opens an organisation’s reservations to reading scopes only: placing them reads back a receipt, webhooks nothing', () => {
    expect(tokenMayRead(['MANAGE_WEBHOOKS'], 'Client', 'reservations')).toBe(false);
    expect(tokenMayReadType(['MANAGE_WEBHOOKS'], 'Reservation')).toBe(false);
    expect(tokenMayRead(['CREATE_RESERVATIONS'], 'Client', 'reservations')).toBe(false);
    for (const field of ['message', 'wishes', 'messages', 'history', 'mealPreorder', 'responsibleFirstName', 'organisation']) {
      expect(tokenMayRead(['CREATE_RESERVATIONS'], 'Reservation', field), field).toBe(false);
    }
    for (const field of ['id', 'orderNumber', 'status', 'version', 'priceEstimate']) expect(tokenMayRead(['CREATE_RESERVATIONS'], 'Reservation', field), field).toBe(true);
    // The contact person's details are the account's, not its systems'.
    for (const scope of CLIENT_SCOPES) for (const field of ['email', 'phone', 'firstName', 'lastName', 'contactInfo', 'apiTokens']) expect(tokenMayRead([scope], 'Client', field), `${scope} ${field}`).toBe(false);
  });

  it('is what docs/api.md lists per scope (run `npm run generate` after changing it)', () => {
    const file = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../docs/api.md');
    const guide = fs.readFileSync(file, 'utf8');
    expect(guide).toBe(withTokenReadsGuide(guide));
  });
});

describe('the envelope’s reading of an operation', () => {
  const refused = (scopes: ApiTokenScope[], query: string, operationName?: string) => refusedFields(schema, parse(query), operationName, scopes);
  const LIST = '{ viewer { client { reservations(first: 5) { edges { node { id message } } } } } }';

  it('finds a field below the root, however it is named or wrapped', () => {
    expect(refused(['READ_RESERVATIONS'], LIST)).toEqual([]);
    expect(refused(['MANAGE_WEBHOOKS'], LIST)).toEqual(['Client.reservations']);
    expect(refused(['MANAGE_WEBHOOKS'], '{ v: viewer { c: client { r: reservations(first: 1) { totalCount } } } }')).toEqual(['Client.reservations']);
    const hidden = 'query { ...Q } fragment Q on Query { node(id: "x") { ... on Reservation { id ...R } } } fragment R on Reservation { m: message @include(if: false) }';
    expect(refused(['CREATE_RESERVATIONS'], hidden)).toEqual(['Reservation.message']);
    expect(refused(['MANAGE_WEBHOOKS'], hidden)).toEqual(['Reservation.id', 'Reservation.message']);
    expect(refused(['READ_ALL_RESERVATIONS'], '{ node(id: "x") { ... on StaffMember { name email } } }')).toEqual(['StaffMember.email']);
  });

  it('names root fields as they are, only the outermost refused field, and reads only the operation asked for', () => {
    expect(refused(['READ_RESERVATIONS'], 'mutation { createReservation(input: { type: SHORT_STOP, guests: 10, seatReservation: false, arrivalDate: "x", arrivalTime: "x", acceptTerms: true }) { reservation { message } } }')).toEqual(['createReservation']);
    const two = 'query Mine { viewer { kind } } query Theirs { statistics(from: "x", to: "x") { csv } }';
    expect(refused(['READ_RESERVATIONS'], two, 'Mine')).toEqual([]);
    expect(refused(['READ_RESERVATIONS'], two, 'Theirs')).toEqual(['statistics']);
    expect(refused(['MANAGE_WEBHOOKS'], '{ __typename __schema { queryType { name } } viewer { __typename } }')).toEqual([]);
  });
});
