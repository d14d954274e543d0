// One request per key, however often it is asked for: a verification link's token may be spent
// only once, but React runs a page's effects twice in development (StrictMode) and a person may
// reload. The first answer is kept and handed to every later caller.

export function createOnce<T>(run: (key: string) => Promise<T>, options: { max?: number } = {}) {
  const max = options.max ?? 20;
  const results = new Map<string, Promise<T>>();
  return (key: string): Promise<T> => {
    let result = results.get(key);
    if (!result) {
      result = run(key);
      results.set(key, result);
      // Keep the map small: the oldest answers go first.
      while (results.size > max) results.delete(results.keys().next().value as string);
    }
    return result;
  };
}
