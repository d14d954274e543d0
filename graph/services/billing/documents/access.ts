// Who may download an issued document: staff, any; a client, its own organisation's; an API token,
// its organisation's (or, the restaurant's, any) when its scopes read invoices. Everyone else is
// told the document does not exist, exactly as for an unknown id or a draft.
import type { Viewer } from '../../../auth/viewer.ts';
import type { ApiTokenScope } from '../../../domain/api-tokens.ts';

/**
 * The scopes that read invoices through a token. Invoices belong to the reservations these scopes
 * already read whole; a dedicated READ_INVOICES scope replaces them here when it exists.
 */
export const DOCUMENT_TOKEN_SCOPES: { organisation: readonly ApiTokenScope[]; restaurant: readonly ApiTokenScope[] } = {
  organisation: ['READ_RESERVATIONS'],
  restaurant: ['READ_ALL_RESERVATIONS'],
};

const grants = (token: { scopes: readonly ApiTokenScope[] } | undefined, scopes: readonly ApiTokenScope[]) => !token || token.scopes.some((s) => scopes.includes(s));

export function mayReadDocument(viewer: Viewer, organisationId: string | null): boolean {
  if (viewer.kind === 'staff') return grants(viewer.token, DOCUMENT_TOKEN_SCOPES.restaurant);
  if (viewer.kind === 'client') return organisationId !== null && viewer.id === organisationId && grants(viewer.token, DOCUMENT_TOKEN_SCOPES.organisation);
  return false;
}

/** The accountant's month export: staff signed in (not tokens: it holds every buyer's documents). */
export function mayExportMonth(viewer: Viewer): boolean {
  return viewer.kind === 'staff' && !viewer.token;
}
