// A self-hosted proof-of-work captcha (ALTCHA, docs/architecture.md A8): the browser spends a moment
// of CPU on a signed challenge; the server checks the solution in constant time and remembers it
// until the challenge expires, so a solved challenge cannot be replayed.
import { hkdfSync } from 'node:crypto';
import { createChallenge, randomInt, verifySolution, type Challenge, type Payload } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { PrismaClient } from '../generated/prisma/client.ts';
import { hashSecret } from './secrets.ts';

export const CAPTCHA_TTL_SECONDS = 10 * 60;

export interface CaptchaDifficulty {
  /** Hash iterations per attempt. */
  cost: number;
  /** The solution's counter is drawn from this range: the expected work in attempts. */
  minCounter: number;
  maxCounter: number;
}

/** About half a second of work on a phone; a bot signing in thousands of times pays for each one. */
export const DEFAULT_DIFFICULTY: CaptchaDifficulty = { cost: 20, minCounter: 5_000, maxCounter: 25_000 };

function secrets(appSecret: string) {
  const derive = (info: string) => Buffer.from(hkdfSync('sha256', appSecret, 'stopover-captcha', info, 32)).toString('hex');
  return { hmacSignatureSecret: derive('signature'), hmacKeySignatureSecret: derive('key-signature') };
}

export async function newCaptchaChallenge(appSecret: string, now: Date, difficulty = DEFAULT_DIFFICULTY): Promise<Challenge> {
  return createChallenge({
    algorithm: 'SHA-256',
    cost: difficulty.cost,
    counter: randomInt(difficulty.minCounter, difficulty.maxCounter),
    deriveKey,
    expiresAt: new Date(now.getTime() + CAPTCHA_TTL_SECONDS * 1000),
    ...secrets(appSecret),
  });
}

export type CaptchaCheck = 'ok' | 'missing' | 'invalid' | 'replayed';

/** Verifies the widget's payload (base64 JSON) and spends it. */
export async function spendCaptcha(prisma: PrismaClient, appSecret: string, payloadBase64: string | null | undefined, now: Date): Promise<CaptchaCheck> {
  if (!payloadBase64) return 'missing';
  if (payloadBase64.length > 4000) return 'invalid';
  let payload: Payload;
  try {
    payload = JSON.parse(Buffer.from(payloadBase64, 'base64').toString('utf8')) as Payload;
  } catch {
    return 'invalid';
  }
  if (!payload?.challenge?.parameters || !payload.solution) return 'invalid';
  let verified = false;
  try {
    const result = await verifySolution({ challenge: payload.challenge, solution: payload.solution, deriveKey, ...secrets(appSecret) });
    verified = result.verified;
  } catch {
    return 'invalid';
  }
  if (!verified || !payload.challenge.signature) return 'invalid';
  const expiresAt = new Date((payload.challenge.parameters.expiresAt ?? now.getTime() / 1000 + CAPTCHA_TTL_SECONDS) * 1000);
  const inserted = await prisma.$executeRaw`
    INSERT INTO captcha_uses (signature_hash, expires_at) VALUES (${hashSecret(payload.challenge.signature)}, ${expiresAt})
    ON CONFLICT (signature_hash) DO NOTHING`;
  return inserted === 1 ? 'ok' : 'replayed';
}
