// The passwords refused as too common: the 49k most common of zxcvbn's list plus local favourites
// (shorter ones are already refused by the minimum length). Server only: far too big for the
// browser, which checks the other password rules (account-rules.ts) without it.
import { dictionary } from '@zxcvbn-ts/language-common';
import { PASSWORD_MIN_LENGTH } from './account-rules.ts';

export const COMMON_PASSWORDS: ReadonlySet<string> = new Set(
  [...dictionary['passwords-common'], 'geslo123', 'geslo1234', 'slovenija', 'ljubljana', 'stopover', 'stopover1', 'rezervacija']
    .map((p) => p.toLowerCase())
    .filter((p) => p.length >= PASSWORD_MIN_LENGTH),
);
