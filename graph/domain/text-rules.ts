// What any text a person or program sends us may contain, whatever the field. PostgreSQL `text`
// cannot store a NUL byte, a lone UTF-16 surrogate has no UTF-8 form, and control characters in a
// name or an e-mail subject are a way to forge what staff and clients read. Plain checks; the
// GraphQL layer applies them to every String input (graph/input-validation.ts), each field with
// the bound its domain rule declares or DEFAULT_MAX_LENGTH.

/** The bound of a text input that does not declare its own: far above any name, date or token. */
export const DEFAULT_MAX_LENGTH = 1000;

export type TextProblem = 'TOO_LONG' | 'INVALID_CHARACTERS';

export interface TextRule {
  /** Characters (UTF-16 code units, as String.length and the web forms count), surrounding whitespace not counted. */
  maxLength: number;
  /** Allows line breaks and tabs (free text: notes, wishes, descriptions). */
  multiline: boolean;
}

// C0 controls, DEL and C1 controls; multi-line text keeps tab, line feed and carriage return.
const SINGLE_LINE_FORBIDDEN = /[\u0000-\u001f\u007f-\u009f]/;
const MULTI_LINE_FORBIDDEN = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
// A high surrogate not followed by a low one, or a low one without a high one before it.
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export function textProblem(value: string, rule: TextRule): TextProblem | null {
  // Bounds count the text as the domain rules do (trimmed); whitespace around it is tolerated only
  // up to the same amount again, so padding cannot carry a megabyte past the check.
  if (value.length > 2 * rule.maxLength + 100 || value.trim().length > rule.maxLength) return 'TOO_LONG';
  if ((rule.multiline ? MULTI_LINE_FORBIDDEN : SINGLE_LINE_FORBIDDEN).test(value)) return 'INVALID_CHARACTERS';
  if (LONE_SURROGATE.test(value)) return 'INVALID_CHARACTERS';
  return null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Every row is keyed by a UUID (docs/decisions.md 7), so an id that is not one names nothing. */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}
