import { describe, expect, it } from 'vitest';
import { answersPer, askOnce, type Answers } from './first-asker.ts';

describe('askOnce', () => {
  it('reads once for everyone who asks at the same time', async () => {
    const answers: Answers<number> = new Map();
    let reads = 0;
    let shared = 0;
    const read = async () => ++reads;
    const got = await Promise.all([1, 2, 3].map(() => askOnce(answers, 'k', read, { onShared: () => (shared += 1) })));
    expect(got).toEqual([1, 1, 1]);
    expect([reads, shared]).toEqual([1, 2]);
    // Another key is another read.
    expect(await askOnce(answers, 'other', read)).toBe(2);
  });

  it('lets each asker read its own when the first answer may not be shared or failed', async () => {
    const answers: Answers<{ errors?: string[] }> = new Map();
    let reads = 0;
    const refused = async () => ({ errors: [`read ${++reads}`] });
    const shareable = (answer: { errors?: string[] }) => !answer.errors;
    const got = await Promise.all([1, 2].map(() => askOnce(answers, 'k', refused, { shareable })));
    expect(got.map((answer) => answer.errors)).toEqual([['read 1'], ['read 2']]);

    const failing: Answers<string> = new Map();
    let attempts = 0;
    const fails = async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('first');
      return 'second';
    };
    const [first, second] = await Promise.allSettled([askOnce(failing, 'k', fails, { shareable: () => true }), askOnce(failing, 'k', fails, { shareable: () => true })]);
    expect(first.status).toBe('rejected');
    expect(second).toEqual({ status: 'fulfilled', value: 'second' });
  });

  it('forgets an answer once read when asked to, and keeps a table per object', async () => {
    const answers: Answers<number> = new Map();
    await askOnce(answers, 'k', async () => 1, { forget: true });
    expect(answers.size).toBe(0);
    const per = answersPer<number>();
    const event = {};
    expect(per(event)).toBe(per(event));
    expect(per({})).not.toBe(per(event));
  });
});
