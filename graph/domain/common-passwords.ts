// The passwords refused as too common: the 49k most common of zxcvbn's list plus local favourites
// (shorter ones are already refused by the minimum length). Server only: far too big for the
// browser, which checks the other password rules (account-rules.ts) without it. Loaded on the first
// password check, not at start: the list costs a fifth of a second to load, which a restart would
// otherwise wait for.
import { PASSWORD_MIN_LENGTH } from './account-rules.ts';

let loading: Promise<ReadonlySet<string>> | null = null;

export function commonPasswords(): Promise<ReadonlySet<string>> {
  loading ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) =>
      new Set(
        [...dictionary['passwords-common'], 'geslo123', 'geslo1234', 'slovenija', 'ljubljana', 'stopover', 'stopover1', 'rezervacija']
          .map((p) => p.toLowerCase())
          .filter((p) => p.length >= PASSWORD_MIN_LENGTH),
      ),
  );
  return loading;
}
