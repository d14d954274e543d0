import { describe, expect, it, vi } from 'vitest';
import { createOnce } from './once.ts';

describe('createOnce', () => {
  it('runs once per key and hands the same answer to every caller (a token is spent once)', async () => {
    const run = vi.fn(async (token: string) => `verified ${token}`);
    const verify = createOnce(run);
    const [a, b] = await Promise.all([verify('t1'), verify('t1')]);
    expect(a).toBe('verified t1');
    expect(b).toBe('verified t1');
    expect(await verify('t2')).toBe('verified t2');
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('forgets the oldest keys beyond its size', async () => {
    const run = vi.fn(async (key: string) => key);
    const once = createOnce(run, { max: 2 });
    await once('a');
    await once('b');
    await once('c');
    await once('a');
    expect(run).toHaveBeenCalledTimes(4);
  });
});
