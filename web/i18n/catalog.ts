// The message catalogs, one JSON file per area and language in ./catalogs (core, accounts,
// reservations, staff, public ...), merged per language. Areas keep their own files so that work on
// one part of the app does not touch another's; catalogs.test.ts checks that ids are unique across
// files and that both languages hold the same ones.
export type Messages = Record<string, string>;

export interface CatalogFile {
  file: string;
  messages: Messages;
}

/** Merges area files; the test refuses an id defined in two files. */
export function mergeCatalog(files: CatalogFile[]): Messages {
  return Object.assign({}, ...files.map((f) => f.messages)) as Messages;
}

export function filesOf(modules: Record<string, Messages>): CatalogFile[] {
  return Object.entries(modules)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([file, messages]) => ({ file: file.replace(/^.*\//, ''), messages }));
}
