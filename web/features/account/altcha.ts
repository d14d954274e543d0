// The ALTCHA widget, loaded only by the pages that need a captcha (a dynamic import of this module).
// The "external" build brings no inline workers: the proof-of-work worker is a file of our own
// origin (Vite's `?worker`), which the server's CSP allows under `'self'`; the stock build would
// need `worker-src blob:`. The server's challenges use SHA-256 (graph/auth/captcha.ts).
import 'altcha/external';
import 'altcha/altcha.css';
import ShaWorker from 'altcha/workers/sha?worker';

for (const algorithm of ['SHA-256', 'SHA-384', 'SHA-512']) {
  globalThis.$altcha.algorithms.set(algorithm, () => new ShaWorker());
}

/** The widget's texts for `language`, from the app's catalogs (keys the widget does not use keep its English). */
export function registerStrings(language: string, strings: Record<string, string>): void {
  const english = globalThis.$altcha.i18n.get('en') ?? {};
  globalThis.$altcha.i18n.set(language, { ...english, ...strings });
}
