// Who may download an issued document: staff, any; a client, its own organisation's (its owners and
// accountants); an API token,
// its organisation's (or, the restaurant's, any) when its scopes read invoices. Everyone else is
// told the document does not exist, exactly as for an unknown id or a draft.
import type { Viewer } from '../../../auth/viewer.ts';
import type { ApiTokenScope } from '../../../domain/api-tokens.ts';
import { clientMay } from '../../../auth/member-abilities.ts';

/** The scope that reads invoices through a token: an organisation's own, the restaurant's any. */
export const DOCUMENT_TOKEN_SCOPES: { client: readonly ApiTokenScope[]; restaurant: readonly ApiTokenScope[] } = {
  client: ['READ_INVOICES'],
  restaurant: ['READ_INVOICES'],
};

const grants = (token: { scopes: readonly ApiTokenScope[] } | undefined, scopes: readonly ApiTokenScope[]) => !token || token.scopes.some((s) => scopes.includes(s));

export function mayReadDocument(viewer: Viewer, clientId: string | null): boolean {
  if (viewer.kind === 'staff') return grants(viewer.token, DOCUMENT_TOKEN_SCOPES.restaurant);
  if (viewer.kind === 'client') return clientId !== null && viewer.id === clientId && clientMay(viewer, 'money') && grants(viewer.token, DOCUMENT_TOKEN_SCOPES.client);
  return false;
}

/** The accountant's month export: staff signed in (not tokens: it holds every buyer's documents). */
export function mayExportMonth(viewer: Viewer): boolean {
  return viewer.kind === 'staff' && !viewer.token;
}
