// Work started from a handler that nobody waits for (a navigation after a form, a language switch
// from a button): it runs on by itself, and should it fail, the failure is logged rather than left
// as an unhandled rejection.
export function inBackground(work: Promise<unknown> | void, what: string): void {
  void Promise.resolve(work).catch((error: unknown) => {
    console.error(`[${what}]`, error);
  });
}
