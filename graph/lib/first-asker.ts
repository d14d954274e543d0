// Work many ask for at once is done by the first asker; the others wait for its answer. A live
// event reaches every open screen at the same moment, and a change makes every open page read the
// same query again: one read serves them all.

/** Answers being read (or read), by key. */
export type Answers<T> = Map<string, Promise<T>>;

export interface AskOptions<T> {
  /** Whether an answer may serve another asker; one it refuses is its first asker's own. Default: every answer, failures too. */
  shareable?: (answer: T) => boolean;
  /** Called when an asker is served another's answer. */
  onShared?: () => void;
  /** Whether the answer leaves the table once read, for tables that outlive one moment. */
  forget?: boolean;
}

/**
 * The answer of the first asker of `key` in `answers`, or this asker's own `read`. An asker whose
 * first asker failed, or got an answer `shareable` refuses, reads its own.
 */
export function askOnce<T>(answers: Answers<T>, key: string, read: () => Promise<T>, options: AskOptions<T> = {}): Promise<T> {
  const { shareable, onShared, forget } = options;
  const running = answers.get(key);
  if (running) {
    if (!shareable) {
      onShared?.();
      return running;
    }
    return running.then(
      (answer) => {
        if (!shareable(answer)) return read();
        onShared?.();
        return answer;
      },
      () => read(),
    );
  }
  const mine = read();
  answers.set(key, mine);
  if (forget) {
    const leave = () => {
      if (answers.get(key) === mine) answers.delete(key);
    };
    mine.then(leave, leave);
  }
  return mine;
}

/** A table of answers per object (a live event), gone when the object is. */
export function answersPer<T>(): (owner: object) => Answers<T> {
  const tables = new WeakMap<object, Answers<T>>();
  return (owner) => {
    let answers = tables.get(owner);
    if (!answers) tables.set(owner, (answers = new Map()));
    return answers;
  };
}
