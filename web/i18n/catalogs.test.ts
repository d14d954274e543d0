// The message catalogs stay complete and consistent: both languages have the same keys, every
// message is valid ICU with the same placeholders in both languages and the plural forms each
// language needs (Slovenian: one/two/few/other), and every message id the code uses exists.
// Ids are found by parsing web/**/*.ts(x) with the TypeScript compiler: <FormattedMessage id>,
// formatMessage({ id }) and defineMessages/defineMessage descriptors.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { createIntl } from 'react-intl';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import en, { files as enFiles } from './catalog-en.ts';
import sl, { files as slFiles } from './catalog-sl.ts';
import type { CatalogFile } from './catalog.ts';
import { discardedTermsIn } from '../../graph/domain/wording.ts';
import { BASE_AREAS, ROUTE_AREAS, type Area } from './areas.ts';

type Catalog = Record<string, string>;
const catalogs: Record<'en' | 'sl', Catalog> = { en, sl };

/** Ids defined in more than one area file of a language (the later file would silently win). */
function duplicateIds(files: CatalogFile[]): string[] {
  const seen = new Map<string, string>();
  const problems: string[] = [];
  for (const { file, messages } of files) {
    for (const id of Object.keys(messages)) {
      const first = seen.get(id);
      if (first) problems.push(`${id} is in both ${first} and ${file}`);
      else seen.set(id, file);
    }
  }
  return problems;
}
const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

// ---------------------------------------------------------------------------------------------
// Checks, as functions that return problems (so that they are tested on broken input below)

function missingKeys(a: Catalog, b: Catalog, names: [string, string]): string[] {
  const problems: string[] = [];
  for (const key of Object.keys(a)) if (!(key in b)) problems.push(`${key} is in ${names[0]} but not in ${names[1]}`);
  for (const key of Object.keys(b)) if (!(key in a)) problems.push(`${key} is in ${names[1]} but not in ${names[0]}`);
  return problems;
}

/** Placeholder name → kind, from a parsed message (tags and nested plural/select options included). */
function placeholders(elements: MessageFormatElement[], into = new Map<string, string>()): Map<string, string> {
  for (const el of elements) {
    switch (el.type) {
      case TYPE.argument:
        into.set(el.value, 'argument');
        break;
      case TYPE.number:
        into.set(el.value, 'number');
        break;
      case TYPE.date:
        into.set(el.value, 'date');
        break;
      case TYPE.time:
        into.set(el.value, 'time');
        break;
      case TYPE.plural:
        into.set(el.value, 'plural');
        for (const option of Object.values(el.options)) placeholders(option.value, into);
        break;
      case TYPE.select:
        into.set(el.value, 'select');
        for (const option of Object.values(el.options)) placeholders(option.value, into);
        break;
      case TYPE.tag:
        into.set(el.value, 'tag');
        placeholders(el.children, into);
        break;
      default:
        break;
    }
  }
  return into;
}

function pluralProblems(elements: MessageFormatElement[], locale: string, key: string): string[] {
  const problems: string[] = [];
  const needed = new Intl.PluralRules(locale).resolvedOptions().pluralCategories as string[];
  const walk = (els: MessageFormatElement[]) => {
    for (const el of els) {
      if (el.type === TYPE.plural) {
        const categories = Object.keys(el.options).filter((k) => !k.startsWith('='));
        for (const category of needed) {
          if (!categories.includes(category)) problems.push(`${locale} ${key}: plural {${el.value}} lacks "${category}"`);
        }
        for (const category of categories) {
          if (!needed.includes(category)) problems.push(`${locale} ${key}: plural {${el.value}} has "${category}", unknown in ${locale}`);
        }
      }
      if (el.type === TYPE.plural || el.type === TYPE.select) for (const o of Object.values(el.options)) walk(o.value);
      if (el.type === TYPE.tag) walk(el.children);
    }
  };
  walk(elements);
  return problems;
}

function messageProblems(all: Record<string, Catalog>): string[] {
  const problems: string[] = [];
  const parsed: Record<string, Record<string, MessageFormatElement[]>> = {};
  for (const [locale, catalog] of Object.entries(all)) {
    parsed[locale] = {};
    for (const [key, message] of Object.entries(catalog)) {
      if (typeof message !== 'string' || message.trim() === '') {
        problems.push(`${locale} ${key}: empty message`);
        continue;
      }
      if (message !== message.trim()) problems.push(`${locale} ${key}: leading or trailing whitespace`);
      try {
        const ast = parse(message, { requiresOtherClause: true });
        parsed[locale][key] = ast;
        problems.push(...pluralProblems(ast, locale, key));
      } catch (error) {
        problems.push(`${locale} ${key}: not valid ICU (${(error as Error).message})`);
      }
    }
  }
  const [first, ...others] = Object.keys(all);
  if (!first) return problems;
  for (const key of Object.keys(all[first]!)) {
    const reference = parsed[first]![key];
    if (!reference) continue;
    const expected = [...placeholders(reference)].sort().join(', ');
    for (const other of others) {
      const ast = parsed[other]![key];
      if (!ast) continue;
      const actual = [...placeholders(ast)].sort().join(', ');
      if (actual !== expected) problems.push(`${key}: placeholders differ — ${first} [${expected}] vs ${other} [${actual}]`);
    }
  }
  return problems;
}

interface UsedIds {
  ids: Map<string, string>;
  problems: string[];
}

function stringValue(node: ts.Node | undefined): string | null {
  if (!node) return null;
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isJsxExpression(node)) return stringValue(node.expression);
  return null;
}

function idProperty(object: ts.ObjectLiteralExpression): ts.PropertyAssignment | undefined {
  return object.properties.find(
    (p): p is ts.PropertyAssignment => ts.isPropertyAssignment(p) && (ts.isIdentifier(p.name) || ts.isStringLiteral(p.name)) && p.name.text === 'id',
  );
}

/** Message ids used in one source file. */
function usedIdsIn(source: string, fileName: string, into: UsedIds = { ids: new Map(), problems: [] }): UsedIds {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const where = (node: ts.Node) => `${fileName}:${file.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
  const literalId = (prop: ts.PropertyAssignment | undefined, node: ts.Node, what: string) => {
    if (!prop) return;
    const id = stringValue(prop.initializer);
    if (id === null) into.problems.push(`${where(node)}: ${what} with a non-literal id`);
    else into.ids.set(id, where(node));
  };

  const visit = (node: ts.Node) => {
    if ((ts.isJsxOpeningElement(node) || ts.isJsxSelfClosingElement(node)) && node.tagName.getText(file) === 'FormattedMessage') {
      for (const attribute of node.attributes.properties) {
        if (ts.isJsxAttribute(attribute) && attribute.name.getText(file) === 'id') {
          const id = stringValue(attribute.initializer);
          // id={descriptor.id} is fine: the descriptor comes from defineMessages and is checked there.
          if (id !== null) into.ids.set(id, where(node));
        }
      }
    }
    if (ts.isCallExpression(node)) {
      const callee = node.expression;
      const name = ts.isIdentifier(callee) ? callee.text : ts.isPropertyAccessExpression(callee) ? callee.name.text : '';
      const [arg] = node.arguments;
      if (name === 'formatMessage' && arg && ts.isObjectLiteralExpression(arg)) {
        literalId(idProperty(arg), node, 'formatMessage');
      }
      if (name === 'defineMessage' && arg && ts.isObjectLiteralExpression(arg)) {
        literalId(idProperty(arg), node, 'defineMessage');
      }
      if (name === 'defineMessages' && arg && ts.isObjectLiteralExpression(arg)) {
        for (const property of arg.properties) {
          if (ts.isPropertyAssignment(property) && ts.isObjectLiteralExpression(property.initializer)) {
            const prop = idProperty(property.initializer);
            if (!prop) into.problems.push(`${where(property)}: defineMessages entry without an id`);
            literalId(prop, property, 'defineMessages');
          } else {
            into.problems.push(`${where(property)}: defineMessages entry that is not an object literal`);
          }
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return into;
}

function sourceFiles(dir: string): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === '__generated__' || entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) files.push(...sourceFiles(full));
    else if (/\.tsx?$/.test(entry.name) && !/\.(test|spec)\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) files.push(full);
  }
  return files;
}

function usedIdsInWeb(): UsedIds {
  const used: UsedIds = { ids: new Map(), problems: [] };
  for (const file of sourceFiles(webRoot)) usedIdsIn(readFileSync(file, 'utf8'), path.relative(webRoot, file), used);
  return used;
}

/** The files `entry` loads with it: its static imports, followed (not `import()`, not `import type`). */
function staticClosure(entry: string, seen = new Set<string>()): Set<string> {
  if (seen.has(entry)) return seen;
  seen.add(entry);
  const file = ts.createSourceFile(entry, readFileSync(entry, 'utf8'), ts.ScriptTarget.Latest, false);
  for (const statement of file.statements) {
    const isImport = ts.isImportDeclaration(statement) && !statement.importClause?.isTypeOnly;
    const isReExport = ts.isExportDeclaration(statement) && !statement.isTypeOnly;
    if (!isImport && !isReExport) continue;
    const specifier = statement.moduleSpecifier;
    if (!specifier || !ts.isStringLiteral(specifier) || !specifier.text.startsWith('.')) continue;
    const target = path.resolve(path.dirname(entry), specifier.text);
    if (/\.tsx?$/.test(target)) staticClosure(target, seen);
  }
  return seen;
}

/** Which area file defines each id (English; the languages hold the same ids). */
function areaOfIds(files: CatalogFile[]): Map<string, Area> {
  const areas = new Map<string, Area>();
  for (const { file, messages } of files) for (const id of Object.keys(messages)) areas.set(id, file.split('.')[0] as Area);
  return areas;
}

/** Ids used by `entries` and everything they import that live in an area not in `allowed`. */
function idsOutsideAreas(entries: string[], allowed: readonly Area[], areaOf: Map<string, Area>): string[] {
  const files = new Set<string>();
  for (const entry of entries) for (const file of staticClosure(path.join(webRoot, entry))) files.add(file);
  const problems: string[] = [];
  for (const file of files) {
    const used = usedIdsIn(readFileSync(file, 'utf8'), path.relative(webRoot, file));
    for (const [id, where] of used.ids) {
      const area = areaOf.get(id);
      if (area && !allowed.includes(area)) problems.push(`${where}: "${id}" is in the ${area} catalog, which is not loaded there`);
    }
  }
  return problems;
}

/** The page modules routes.tsx loads for the public site, the client area and the staff area. */
function pagesByArea(): { public: string[]; account: string[]; user: string[]; adminis: string[]; staffInvitation: string[]; memberInvitation: string[]; reconfirm: string[]; waitingListOffer: string[]; board: string[] } {
  const routes = readFileSync(path.join(webRoot, 'routes.tsx'), 'utf8');
  const pages = (from: number, to: number) =>
    [...routes.slice(from, to).matchAll(/import\('\.\/([^']+\.tsx)'\)/g)].map((m) => m[1]!);
  const account = routes.indexOf("id: 'account'");
  const user = routes.indexOf("path: 'user'");
  const adminis = routes.indexOf("path: 'adminis'");
  const invitation = routes.indexOf("path: 'staff-invitation'");
  const memberInvitation = routes.indexOf("path: 'invitation'");
  const reconfirm = routes.indexOf("path: 'reconfirm'");
  const offer = routes.indexOf("path: 'waiting-list/offer'");
  const board = routes.indexOf("path: '/board'");
  return {
    public: pages(0, account),
    account: pages(account, user),
    user: pages(user, adminis),
    adminis: pages(adminis, invitation),
    staffInvitation: pages(invitation, memberInvitation),
    memberInvitation: pages(memberInvitation, reconfirm),
    reconfirm: pages(reconfirm, offer),
    waitingListOffer: pages(offer, board),
    board: pages(board, routes.length),
  };
}

// ---------------------------------------------------------------------------------------------

describe('message catalogs', () => {
  it('define each id in one area file only', () => {
    expect(enFiles.length).toBeGreaterThan(0);
    expect(duplicateIds(enFiles)).toEqual([]);
    expect(duplicateIds(slFiles)).toEqual([]);
    expect(duplicateIds([{ file: 'a.en.json', messages: { x: '1' } }, { file: 'b.en.json', messages: { x: '2' } }])).toEqual(['x is in both a.en.json and b.en.json']);
  });

  it('pair every area file with its other language', () => {
    const areas = (files: CatalogFile[]) => files.map((f) => f.file.replace(/\.(en|sl)\.json$/, ''));
    expect(areas(enFiles)).toEqual(areas(slFiles));
  });

  it('have the same keys in English and Slovenian', () => {
    expect(missingKeys(catalogs.en, catalogs.sl, ['en.json', 'sl.json'])).toEqual([]);
  });

  it('hold valid ICU messages with the same placeholders and complete plural forms', () => {
    expect(messageProblems(catalogs)).toEqual([]);
  });

  it('contain every message id the code uses', () => {
    const used = usedIdsInWeb();
    expect(used.problems).toEqual([]);
    // The scan must really find the app's ids; an empty result would hide a broken scanner.
    expect(used.ids.size).toBeGreaterThan(60);
    const missing: string[] = [];
    for (const [id, where] of used.ids) {
      for (const [locale, catalog] of Object.entries(catalogs)) {
        if (!(id in catalog)) missing.push(`${where}: "${id}" is missing in ${locale}.json`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('only use ids of the areas loaded where the code runs (areas.ts)', () => {
    const areaOf = areaOfIds(enFiles);
    // The shell and the public pages: the base areas only.
    const pages = pagesByArea();
    expect(pages.public).toEqual(expect.arrayContaining(['features/site/HomePage.tsx', 'features/site/PolicyPages.tsx']));
    expect(pages.account.length).toBeGreaterThan(4);
    expect(pages.user.length).toBeGreaterThan(3);
    expect(pages.adminis.length).toBeGreaterThan(5);
    // The shell's own lazily loaded parts (the account menu's organisation switcher) count as the shell.
    expect(idsOutsideAreas(['main.tsx', 'layouts/OrganisationSwitcher.tsx', ...pages.public], BASE_AREAS, areaOf)).toEqual([]);
    expect(pages.account).toContain('features/account/LoginPage.tsx');
    expect(idsOutsideAreas(pages.account, [...BASE_AREAS, ...ROUTE_AREAS.account], areaOf)).toEqual([]);
    expect(idsOutsideAreas(pages.user, [...BASE_AREAS, ...ROUTE_AREAS.user], areaOf)).toEqual([]);
    expect(idsOutsideAreas(['layouts/AdminLayout.tsx', ...pages.adminis], [...BASE_AREAS, ...ROUTE_AREAS.adminis], areaOf)).toEqual([]);
    expect(pages.staffInvitation).toEqual(['features/team/StaffInvitationPage.tsx']);
    expect(idsOutsideAreas(pages.staffInvitation, [...BASE_AREAS, ...ROUTE_AREAS.staffInvitation], areaOf)).toEqual([]);
    expect(pages.memberInvitation).toEqual(['features/member-invitation/MemberInvitationPage.tsx']);
    expect(idsOutsideAreas(pages.memberInvitation, [...BASE_AREAS, ...ROUTE_AREAS.memberInvitation], areaOf)).toEqual([]);
    expect(pages.reconfirm).toEqual(['features/reconfirm/ReconfirmPage.tsx']);
    expect(idsOutsideAreas(pages.reconfirm, [...BASE_AREAS, ...ROUTE_AREAS.reconfirm], areaOf)).toEqual([]);
    expect(pages.waitingListOffer).toEqual(['features/waiting-list/OfferPage.tsx']);
    expect(idsOutsideAreas(pages.waitingListOffer, [...BASE_AREAS, ...ROUTE_AREAS.waitingListOffer], areaOf)).toEqual([]);
    expect(pages.board).toEqual(['features/arrivals/BoardPage.tsx']);
    expect(idsOutsideAreas(pages.board, [...BASE_AREAS, ...ROUTE_AREAS.board], areaOf)).toEqual([]);
    // The check sees through imports: the wizard's strings are not in the base areas.
    expect(idsOutsideAreas(['features/booking/NewReservationPage.tsx'], BASE_AREAS, areaOf).length).toBeGreaterThan(10);
  });

  it('say each thing with one word, as the e-mails do', () => {
    for (const language of ['en', 'sl'] as const) {
      const found = Object.entries(catalogs[language]).flatMap(([id, text]) => discardedTermsIn(language, text).map((term) => `${id}: ${term}`));
      expect(found, language).toEqual([]);
    }
  });

  it('word the fixed messages of docs/product.md § Messages in English exactly', () => {
    const intl = createIntl({ locale: 'en', messages: catalogs.en });
    const f = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
    expect(f('success.resetInstructionsSent')).toBe('Reset password instructions have been sent to your email.');
    expect(f('error.resetInstructionsFailed')).toBe('Failed to send reset password instructions.');
    expect(f('error.invalidEmail')).toBe('Please enter a valid email address.');
    expect(f('error.captchaRequired')).toBe('Please complete the captcha.');
    expect(f('error.emailNotVerified')).toBe('Verify your email before signing in. Check your email for verification link!');
    expect(f('error.verificationFailed')).toBe('Verification Failed.');
    expect(f('error.invalidResetLink')).toBe('Invalid or expired reset link.');
    expect(f('error.resetFailed')).toBe('Failed to reset password. Please try again.');
    expect(f('error.passwordsMismatch')).toBe('Passwords do not match.');
    expect(f('error.passwordTooShort', { min: 8 })).toBe('Password must be at least 8 characters long.');
    expect(f('error.chooseOption')).toBe('Choose one of the options before proceeding with the reservation.');
    expect(f('error.selectArrival')).toBe('Select arrival date and time.');
    expect(f('error.requiredFields')).toBe('Please fill in all required fields to continue.');
    expect(f('error.reservationSubmit', { detail: 'timeout' })).toBe(
      'There was an error submitting your reservation. Please try again. If the error occurs again, please contact the staff. Error: timeout',
    );
    expect(f('success.signedIn')).toBe('Signed in successfully');
    expect(f('success.profileUpdated')).toBe('Profile updated successfully');
    expect(f('success.profileDeleted')).toBe('Profile deleted successfully');
    expect(f('success.verificationResent')).toBe('Verification email has been resent successfully!');
    expect(f('success.reservationSubmitted')).toBe('Reservation successfully submitted.');
  });

  it('decline Slovenian counts properly', () => {
    const intl = createIntl({ locale: 'sl', messages: catalogs.sl });
    const tooShort = (min: number) => intl.formatMessage({ id: 'error.passwordTooShort' }, { min });
    expect(tooShort(1)).toBe('Geslo mora imeti vsaj 1 znak.');
    expect(tooShort(2)).toBe('Geslo mora imeti vsaj 2 znaka.');
    expect(tooShort(3)).toBe('Geslo mora imeti vsaj 3 znake.');
    expect(tooShort(8)).toBe('Geslo mora imeti vsaj 8 znakov.');
    expect(tooShort(101)).toBe('Geslo mora imeti vsaj 101 znak.');
  });
});

describe('the catalog checks themselves', () => {
  it('notice a key missing on either side', () => {
    expect(missingKeys({ a: 'A', b: 'B' }, { a: 'A', c: 'C' }, ['en', 'sl'])).toEqual([
      'b is in en but not in sl',
      'c is in sl but not in en',
    ]);
  });

  it('notice broken ICU, differing placeholders and missing plural forms', () => {
    const problems = messageProblems({
      en: { broken: 'Hello {name', renamed: 'Hi {name}', typed: '{n, number}', plural: '{n, plural, one {# day} other {# days}}' },
      sl: { broken: 'Živijo {name}', renamed: 'Živijo {ime}', typed: '{n}', plural: '{n, plural, one {# dan} other {# dni}}' },
    });
    expect(problems.some((p) => p.startsWith('en broken: not valid ICU'))).toBe(true);
    expect(problems.some((p) => p.startsWith('renamed: placeholders differ'))).toBe(true);
    expect(problems.some((p) => p.startsWith('typed: placeholders differ'))).toBe(true);
    expect(problems).toContain('sl plural: plural {n} lacks "two"');
    expect(problems).toContain('sl plural: plural {n} lacks "few"');
  });

  it('find ids in JSX, formatMessage and defineMessages, and refuse dynamic ones', () => {
    const source = `
      const m = defineMessages({ a: { id: 'x.defined' }, b: { defaultMessage: 'no id' } });
      const one = defineMessage({ id: 'x.single' });
      export function C() {
        const intl = useIntl();
        intl.formatMessage({ id: 'x.called' }, { n: 1 });
        intl.formatMessage({ id: \`x.\${kind}\` });
        intl.formatMessage(m.a);
        return <p title={formatMessage({ id: "x.bare" })}><FormattedMessage id="x.jsx" values={{ b: (c) => <b>{c}</b> }} /><FormattedMessage id={'x.braced'} /><FormattedMessage {...m.a} /></p>;
      }`;
    const used = usedIdsIn(source, 'sample.tsx');
    expect([...used.ids.keys()].sort()).toEqual(['x.braced', 'x.called', 'x.defined', 'x.jsx', 'x.single', 'x.bare'].sort());
    expect(used.problems).toHaveLength(2);
    expect(used.problems.join('\n')).toMatch(/defineMessages entry without an id/);
    expect(used.problems.join('\n')).toMatch(/formatMessage with a non-literal id/);
  });
});
