// The guide's table of what each API token scope reaches (docs/api.md, between the markers below),
// written from the declaration itself (graph/domain/token-reads.ts) by `npm run generate`, so the
// guide cannot promise more or less than the server enforces; the schema print check and a test
// fail when the committed guide is stale.
import { ApiTokenScope } from '../generated/prisma/enums.ts';
import { TOKEN_READS, tokenMayRead, tokenMayReadType } from '../domain/token-reads.ts';

export const TOKEN_READS_START = '<!-- token-scopes:start (written by `npm run generate` from graph/domain/token-reads.ts) -->';
export const TOKEN_READS_END = '<!-- token-scopes:end -->';

const SCOPES = Object.values(ApiTokenScope);
const ROOTS = ['Query', 'Mutation', 'Subscription'] as const;
const ROOT_WORDS = { Query: 'Queries', Mutation: 'Mutations (writes)', Subscription: 'Subscriptions' } as const;

const code = (names: string[]) => (names.length ? names.map((n) => `\`${n}\``).join(', ') : '—');

/** Whether every token reads it, whatever its scopes. */
const everyToken = (type: string, field: string) => SCOPES.every((scope) => tokenMayRead([scope], type, field));

function objectTypes(): string[] {
  return Object.keys(TOKEN_READS).filter((type) => !(ROOTS as readonly string[]).includes(type));
}

/** The rows "Type | fields" of what `reads` selects, types in the declaration's order. */
function rows(reads: (type: string, field: string) => boolean): string[] {
  const lines: string[] = [];
  for (const type of objectTypes()) {
    const fields = Object.keys(TOKEN_READS[type]!.fields).filter((field) => reads(type, field));
    if (fields.length) lines.push(`| \`${type}\` | ${code(fields)} |`);
  }
  return lines;
}

function section(title: string, reads: (type: string, field: string) => boolean): string[] {
  const lines = [`### ${title}`, ''];
  for (const root of ROOTS) {
    const fields = Object.keys(TOKEN_READS[root]!.fields).filter((field) => reads(root, field));
    lines.push(`- ${ROOT_WORDS[root]}: ${code(fields)}`);
  }
  const table = rows(reads);
  if (table.length) lines.push('', '| Type | Fields it reads |', '|---|---|', ...table);
  lines.push('');
  return lines;
}

/** The generated part of docs/api.md, markers included. */
export function tokenReadsGuide(): string {
  const lines = [TOKEN_READS_START, ''];
  lines.push(...section('Every token', everyToken));
  for (const scope of SCOPES) {
    lines.push(...section(`\`${scope}\` (besides what every token reads)`, (type, field) => tokenMayRead([scope], type, field) && !everyToken(type, field)));
  }
  lines.push('### Never through a token', '', 'Fields of the types above that no scope opens:', '');
  lines.push('| Type | Fields |', '|---|---|');
  for (const type of objectTypes()) {
    if (!SCOPES.some((scope) => tokenMayReadType([scope], type))) continue;
    const fields = Object.keys(TOKEN_READS[type]!.fields).filter((field) => !SCOPES.some((scope) => tokenMayRead([scope], type, field)));
    if (fields.length) lines.push(`| \`${type}\` | ${code(fields)} |`);
  }
  const closedTypes = objectTypes().filter((type) => !SCOPES.some((scope) => tokenMayReadType([scope], type)));
  lines.push('', `No token reads any of: ${code(closedTypes)}.`, '', TOKEN_READS_END);
  return lines.join('\n');
}

/** The guide with its generated part replaced (the markers must be there). */
export function withTokenReadsGuide(guide: string): string {
  const start = guide.indexOf(TOKEN_READS_START);
  const end = guide.indexOf(TOKEN_READS_END);
  if (start < 0 || end < start) throw new Error('docs/api.md has lost its token-scopes markers');
  return guide.slice(0, start) + tokenReadsGuide() + guide.slice(end + TOKEN_READS_END.length);
}
