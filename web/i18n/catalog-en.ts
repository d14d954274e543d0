// Every English catalog file, merged (one chunk, loaded when English is in use).
import { filesOf, mergeCatalog, type Messages } from './catalog.ts';

export const files = filesOf(import.meta.glob<Messages>('./catalogs/*.en.json', { eager: true, import: 'default' }));
export default mergeCatalog(files);
