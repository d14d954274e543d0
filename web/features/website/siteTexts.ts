// The manager's site texts: how the editor groups them, and the server's own check
// (graph/domain/content-rules.ts siteTextProblem) so mistakes show before saving. Field names are
// `<key>.<language>`, exactly as the server reports them in extensions.fields.
import { REQUIRED_SITE_TEXT_KEYS, SITE_TEXT_MAX_LENGTH, siteTextProblem } from '../../../graph/domain/content-rules.ts';

export type TextLanguage = 'en' | 'sl';
export const TEXT_LANGUAGES: readonly TextLanguage[] = ['en', 'sl'];

export type TextKind = 'line' | 'email' | 'phone' | 'url' | 'paragraph' | 'long';

export interface TextField {
  key: string;
  kind: TextKind;
  /** The server refuses it empty (REQUIRED_SITE_TEXT_KEYS). */
  required: boolean;
}

export interface TextGroup {
  id: 'contact' | 'social' | 'footer' | 'home' | 'guide' | 'faq';
  fields: TextField[];
}

const GROUPS: ReadonlyArray<{ id: TextGroup['id']; fields: Array<Omit<TextField, 'required'>> }> = [
  {
    id: 'contact',
    fields: [
      { key: 'company.name', kind: 'line' },
      { key: 'contact.address', kind: 'line' },
      { key: 'contact.country', kind: 'line' },
      { key: 'contact.email', kind: 'email' },
      { key: 'contact.phone', kind: 'phone' },
      { key: 'contact.menuUrl', kind: 'url' },
    ],
  },
  {
    id: 'social',
    fields: [
      { key: 'social.facebook', kind: 'url' },
      { key: 'social.instagram', kind: 'url' },
    ],
  },
  { id: 'footer', fields: [{ key: 'footer.note', kind: 'paragraph' }] },
  { id: 'home', fields: [{ key: 'home.intro', kind: 'paragraph' }] },
  { id: 'guide', fields: [{ key: 'guide.contact', kind: 'paragraph' }] },
  {
    id: 'faq',
    fields: [
      { key: 'faq.reservations', kind: 'long' },
      { key: 'faq.management', kind: 'long' },
      { key: 'faq.profile', kind: 'long' },
    ],
  },
];

export const TEXT_GROUPS: readonly TextGroup[] = GROUPS.map((group) => ({
  id: group.id,
  fields: group.fields.map((field) => ({ ...field, required: (REQUIRED_SITE_TEXT_KEYS as readonly string[]).includes(field.key) })),
}));

export const TEXT_KEYS: readonly string[] = TEXT_GROUPS.flatMap((group) => group.fields.map((field) => field.key));
export const TEXT_MAX_LENGTH = SITE_TEXT_MAX_LENGTH;

export type TextProblem = 'REQUIRED' | 'TOO_LONG' | 'INVALID_EMAIL' | 'INVALID_URL' | 'UNKNOWN_KEY';

export function fieldName(key: string, language: TextLanguage): string {
  return `${key}.${language}`;
}

/** The server's check, as the editor's problem (every key the editor shows is one the server knows). */
export function textProblem(key: string, value: string): TextProblem | null {
  return siteTextProblem(key, value) as TextProblem | null;
}

export type TextValues = Record<string, string>;

/** The editor's values from the API's list (every key in both languages, empty when missing). */
export function valuesFrom(texts: ReadonlyArray<{ key: string; language: string; value: string }>): TextValues {
  const values: TextValues = {};
  for (const key of TEXT_KEYS) for (const language of TEXT_LANGUAGES) values[fieldName(key, language)] = '';
  for (const text of texts) {
    if (text.language === 'en' || text.language === 'sl') {
      const name = fieldName(text.key, text.language);
      if (name in values) values[name] = text.value;
    }
  }
  return values;
}

export function validateTexts(values: TextValues): Record<string, TextProblem> {
  const problems: Record<string, TextProblem> = {};
  for (const key of TEXT_KEYS) {
    for (const language of TEXT_LANGUAGES) {
      const name = fieldName(key, language);
      const problem = textProblem(key, values[name] ?? '');
      if (problem) problems[name] = problem;
    }
  }
  return problems;
}

/** Field names whose value differs from the saved one. */
export function changedFields(values: TextValues, saved: TextValues): string[] {
  return Object.keys(values).filter((name) => (values[name] ?? '').trim() !== (saved[name] ?? '').trim());
}

/** The mutation's input: every text (all or none is saved), trimmed, in a stable order. */
export function toInput(values: TextValues): Array<{ key: string; language: TextLanguage; value: string }> {
  return TEXT_KEYS.flatMap((key) => TEXT_LANGUAGES.map((language) => ({ key, language, value: (values[fieldName(key, language)] ?? '').trim() })));
}

/** The first field with a problem, in the order of the form (groups, then en before sl). */
export function firstProblem(problems: Record<string, unknown>): string | null {
  for (const key of TEXT_KEYS) for (const language of TEXT_LANGUAGES) if (problems[fieldName(key, language)]) return fieldName(key, language);
  return null;
}
