// Every Slovenian catalog file, merged (one chunk, loaded when Slovenian is in use).
import { filesOf, mergeCatalog, type Messages } from './catalog.ts';

export const files = filesOf(import.meta.glob<Messages>('./catalogs/*.sl.json', { eager: true, import: 'default' }));
export default mergeCatalog(files);
