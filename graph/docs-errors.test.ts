// docs/errors.md lists every code the server can answer. This keeps it true: every code with a
// sentence in graph/i18n/messages.ts, every code a description's "Errors:" list in schema.graphql
// names, every field code of the domain's problem types and every REST code must be on the page,
// and every code the page lists must exist in one of them (no stale entries).
import fs from 'node:fs';
import path from 'node:path';
import { buildSchema, isEnumType, isObjectType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from './i18n/messages.ts';

const root = path.resolve(import.meta.dirname, '..');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');
const page = read('docs/errors.md');
const schema = buildSchema(read('schema.graphql'));

/** `CODE` in backticks anywhere on the page. */
const documented = new Set([...page.matchAll(/`([A-Z][A-Z0-9_]+)`/g)].map((m) => m[1]!));

/** The codes of the page's tables: backticked codes in each row's first cell. */
const listed = new Set(
  page
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .flatMap((line) => [...line.split('|')[1]!.matchAll(/`([A-Z][A-Z0-9_]+)`/g)].map((m) => m[1]!)),
);

const enumValues = new Set(
  Object.values(schema.getTypeMap())
    .filter(isEnumType)
    .flatMap((type) => type.getValues().map((value) => value.name)),
);
/** Words in capitals that are formats, not codes. */
const NOT_CODES = new Set(['YYYY', 'HH', 'MM', 'DD', 'UUID', 'JSON', 'HTTP', 'HTTPS', 'URL', 'ID', 'GDPR', 'UTC', 'ISO', 'EU', 'CSV', 'API']);

/** Codes named by the "Errors: …" part of every root field's description, and by the Mutation type's own. */
function schemaCodes(): Set<string> {
  const texts: string[] = [schema.getMutationType()?.description ?? ''];
  for (const type of [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()]) {
    if (!type || !isObjectType(type)) continue;
    for (const field of Object.values(type.getFields())) {
      const errors = field.description?.split('Errors:')[1];
      if (errors) texts.push(errors);
    }
  }
  const codes = new Set<string>();
  for (const text of texts) {
    for (const [word] of text.matchAll(/\b[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*\b/g)) {
      if (word.length < 3 || NOT_CODES.has(word) || enumValues.has(word)) continue;
      codes.add(word);
    }
  }
  return codes;
}

/** The domain's problem types whose values reach the API as codes (most inside `extensions.fields`). */
const FIELD_CODE_TYPES: Array<[file: string, type: string]> = [
  ['graph/domain/account-rules.ts', 'FieldError'],
  ['graph/domain/reservation-rules.ts', 'ReservationFieldError'],
  ['graph/domain/content-rules.ts', 'ContentFieldError'],
  ['graph/domain/api-tokens.ts', 'ApiTokenProblem'],
  ['graph/domain/webhooks.ts', 'WebhookProblem'],
  ['graph/domain/audit-log.ts', 'AuditFilterProblem'],
  ['graph/domain/text-rules.ts', 'TextProblem'],
  ['graph/domain/conversation.ts', 'MessageProblem'],
  ['graph/domain/staff-notes.ts', 'StaffNoteProblem'],
  ['graph/domain/meals.ts', 'MealPreorderError'],
  ['graph/domain/reconfirmation.ts', 'ReconfirmationSettingsError'],
  ['graph/domain/staff-rules.ts', 'StaffChangeRefusal'],
  ['graph/domain/billing-terms.ts', 'CancellationTermsProblem'],
  ['graph/domain/invoice-parties.ts', 'BillingFieldError'],
  ['graph/domain/arrival-capacity/config.ts', 'ArrivalSettingsProblem'],
  ['graph/domain/arrival-capacity/config.ts', 'ArrivalFieldProblem'],
];

function unionValues(file: string, type: string): string[] {
  const source = read(file);
  const match = new RegExp(`export type ${type} =([^;]*);`).exec(source);
  if (!match) throw new Error(`${type} not found in ${file}`);
  return [...match[1]!.matchAll(/'([A-Z][A-Z0-9_]+)'/g)].map((m) => m[1]!);
}

/** `code: 'X'` in the REST handlers and the HTTP host. */
function restCodes(): Set<string> {
  const files = ['graph/http/app.ts', ...fs.readdirSync(path.join(root, 'graph/rest')).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts')).map((f) => `graph/rest/${f}`)];
  return new Set(files.flatMap((file) => [...read(file).matchAll(/code: '([A-Z][A-Z0-9_]+)'/g)].map((m) => m[1]!)));
}

/** Codes GraphQL Yoga answers itself, without our messages. */
const TRANSPORT_CODES = ['GRAPHQL_PARSE_FAILED', 'GRAPHQL_VALIDATION_FAILED'];

const missing = (codes: Iterable<string>) => [...codes].filter((code) => !documented.has(code)).sort();

describe('docs/errors.md', () => {
  it('lists every code the server has a sentence for', () => {
    expect(missing(Object.keys(MESSAGES))).toEqual([]);
  });

  it('lists every code the schema’s descriptions name', () => {
    const codes = schemaCodes();
    expect(codes.size).toBeGreaterThan(50);
    expect(missing(codes)).toEqual([]);
  });

  it('lists every field code of the domain’s rules', () => {
    expect(missing(FIELD_CODE_TYPES.flatMap(([file, type]) => unionValues(file, type)))).toEqual([]);
  });

  it('lists every REST code', () => {
    const codes = restCodes();
    expect(codes).toContain('NO_SESSION');
    expect(missing(codes)).toEqual([]);
  });

  it('lists nothing the server does not answer', () => {
    const known = new Set([
      ...Object.keys(MESSAGES),
      ...schemaCodes(),
      ...FIELD_CODE_TYPES.flatMap(([file, type]) => unionValues(file, type)),
      ...restCodes(),
      ...TRANSPORT_CODES,
    ]);
    expect(listed.size).toBeGreaterThan(80);
    expect([...listed].filter((code) => !known.has(code)).sort()).toEqual([]);
  });
});
