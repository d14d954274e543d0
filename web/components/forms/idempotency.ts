// Idempotency keys for the forms that create something (the server's graph/services/idempotency.ts):
// one new key per submission, the same key when the same submission is sent again (a retry after a
// network error, a second click, a reload of the page), so the server creates it at most once.
// Changed input is a new submission and gets a new key; the server would refuse the old key with
// IDEMPOTENCY_KEY_REUSED.

/** A key and the input it was made for (as canonical JSON, so it can be kept in sessionStorage). */
export interface KeyedSubmission {
  key: string;
  input: string;
}

/** A random UUID. crypto.randomUUID exists only in secure contexts; getRandomValues everywhere. */
export function newIdempotencyKey(): string {
  const c = globalThis.crypto;
  if (typeof c.randomUUID === 'function') return c.randomUUID();
  const bytes = c.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined && v !== null)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** The key to send `input` with: the previous one when this is the same submission again, else a new one. */
export function keyFor(previous: KeyedSubmission | null, input: unknown, newKey: () => string = newIdempotencyKey): KeyedSubmission {
  const json = canonical(input);
  return previous && previous.input === json ? previous : { key: newKey(), input: json };
}

/** A kept submission from storage, or null when it is missing or malformed. */
export function readKeyedSubmission(value: unknown): KeyedSubmission | null {
  const v = value as Partial<KeyedSubmission> | null;
  return v && typeof v === 'object' && typeof v.key === 'string' && /^[A-Za-z0-9._:-]{16,128}$/.test(v.key) && typeof v.input === 'string'
    ? { key: v.key, input: v.input }
    : null;
}
