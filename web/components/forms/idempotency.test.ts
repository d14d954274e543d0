import { describe, expect, it } from 'vitest';
import { keyFor, newIdempotencyKey, readKeyedSubmission } from './idempotency.ts';

describe('idempotency keys of submissions', () => {
  it('are random UUIDs', () => {
    const a = newIdempotencyKey();
    expect(a).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(newIdempotencyKey()).not.toBe(a);
  });

  it('stay the same for the same submission and change with the input', () => {
    let n = 0;
    const next = () => `key-0000000000000-${++n}`;
    const first = keyFor(null, { guests: 40, message: null, type: 'LONG_STOP' }, next);
    expect(first.key).toBe('key-0000000000000-1');
    // A retry: the same input, in any member order, with nulls left out.
    expect(keyFor(first, { type: 'LONG_STOP', guests: 40 }, next)).toBe(first);
    const changed = keyFor(first, { type: 'LONG_STOP', guests: 41 }, next);
    expect(changed.key).toBe('key-0000000000000-2');
  });

  it('are read back from storage only when well-formed', () => {
    const kept = { key: '3b241101-e2bb-4255-8caf-4136c566a962', input: '{"guests":40}' };
    expect(readKeyedSubmission(JSON.parse(JSON.stringify(kept)))).toEqual(kept);
    expect(readKeyedSubmission(null)).toBeNull();
    expect(readKeyedSubmission({ key: 'short', input: '{}' })).toBeNull();
    expect(readKeyedSubmission({ key: kept.key })).toBeNull();
  });
});
