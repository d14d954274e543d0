// The offer mail's one-click link: "<entry id>_<offer version>_<signature>", an HMAC of the two under
// a key derived from the server's signing secret. Nothing is stored: the entry's offer version is
// the binding (a new offer, a booking or a withdrawal makes every older link useless), and booking
// moves the entry out of OFFERED with a conditional update, so a link books at most once.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Services } from '../../context.ts';
import { isUuid } from '../../domain/text-rules.ts';

/** Longer than any link we issue; a longer one is refused before any look-up. */
export const OFFER_TOKEN_MAX_LENGTH = 200;

function signature(secret: string, entryId: string, version: number): string {
  // A key of its own, so an offer signature can never stand for anything else signed with the secret.
  const key = createHmac('sha256', secret).update('stopover:waiting-list-offer').digest();
  return createHmac('sha256', key).update(`${entryId}.${version}`).digest('base64url');
}

export function offerToken(config: Pick<Services['config'], 'jwtSecret'>, entryId: string, version: number): string {
  // No dots: the server takes a last path segment with one for a file's name.
  return `${entryId}_${version}_${signature(config.jwtSecret, entryId, version)}`;
}

/** The entry and offer version a token names, or null when it is not one we signed. */
export function readOfferToken(config: Pick<Services['config'], 'jwtSecret'>, token: string): { entryId: string; version: number } | null {
  if (!token || token.length > OFFER_TOKEN_MAX_LENGTH) return null;
  const match = /^([0-9A-Fa-f-]{36})_(\d{1,9})_([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match || !isUuid(match[1]!)) return null;
  const [, entryId, versionText, sig] = match as unknown as [string, string, string, string];
  const version = Number(versionText);
  const expected = Buffer.from(signature(config.jwtSecret, entryId, version));
  const given = Buffer.from(sig);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  return { entryId: entryId.toLowerCase(), version };
}

export const offerUrl = (config: Pick<Services['config'], 'jwtSecret' | 'publicUrl'>, entryId: string, version: number) =>
  `${config.publicUrl}/waiting-list/offer/${offerToken(config, entryId, version)}`;
