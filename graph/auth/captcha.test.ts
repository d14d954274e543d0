import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { createTestDatabase, type TestDatabase } from '../testing/db.ts';
import { newCaptchaChallenge, spendCaptcha } from './captcha.ts';

const SECRET = 'captcha-test-secret-0123456789-0123456789';
const EASY = { cost: 1, minCounter: 10, maxCounter: 200 };
let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.drop();
});

async function solved(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  expect(solution).not.toBeNull();
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

describe('captcha', () => {
  it('accepts a solved challenge once and refuses its replay', async () => {
    const payload = await solved(await newCaptchaChallenge(SECRET, new Date(), EASY));
    expect(await spendCaptcha(database.db.prisma, SECRET, payload, new Date())).toBe('ok');
    expect(await spendCaptcha(database.db.prisma, SECRET, payload, new Date())).toBe('replayed');
  });

  it('refuses missing, garbled, forged and tampered payloads', async () => {
    const { prisma } = database.db;
    expect(await spendCaptcha(prisma, SECRET, '', new Date())).toBe('missing');
    expect(await spendCaptcha(prisma, SECRET, 'not base64 json', new Date())).toBe('invalid');
    const foreign = await solved(await newCaptchaChallenge('another-secret-entirely-0123456789abcdef', new Date(), EASY));
    expect(await spendCaptcha(prisma, SECRET, foreign, new Date())).toBe('invalid');
    const challenge = await newCaptchaChallenge(SECRET, new Date(), EASY);
    const decoded = JSON.parse(Buffer.from(await solved(challenge), 'base64').toString()) as { solution: { derivedKey: string } };
    decoded.solution.derivedKey = 'ab'.repeat(32);
    expect(await spendCaptcha(prisma, SECRET, Buffer.from(JSON.stringify({ challenge, ...decoded })).toString('base64'), new Date())).toBe('invalid');
  });

  it('refuses an expired challenge', async () => {
    const old = await newCaptchaChallenge(SECRET, new Date(Date.now() - 3600_000), EASY);
    expect(await spendCaptcha(database.db.prisma, SECRET, await solved(old), new Date())).toBe('invalid');
  });
});
