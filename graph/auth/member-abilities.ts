// What the organisation's side of a request may do: a member by their role, an API token by being
// the organisation (its scopes limit it separately, graph/token-reads-plugin.ts).
import type { Viewer } from './viewer.ts';
import { memberMay, type MemberAbility } from '../domain/organisation-members/roles.ts';

type ClientViewer = Extract<Viewer, { kind: 'client' }>;

export function clientMay(viewer: ClientViewer, ability: MemberAbility): boolean {
  return viewer.role === null || memberMay(viewer.role, ability);
}

/** Whether the viewer acts for this organisation with this ability (staff: always). */
export function mayForOrganisation(viewer: Viewer, clientId: string, ability: MemberAbility): boolean {
  if (viewer.kind === 'staff') return true;
  return viewer.kind === 'client' && viewer.id === clientId && clientMay(viewer, ability);
}
