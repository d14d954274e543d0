// Every Slovenian catalog file, merged: the whole catalog, for tests (the app loads areas, see areas.ts).
import { filesOf, mergeCatalog, type Messages } from './catalog.ts';

export const files = filesOf(import.meta.glob<Messages>('./catalogs/*.sl.json', { eager: true, import: 'default' }));
export default mergeCatalog(files);
