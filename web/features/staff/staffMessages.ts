// Words the staff pages share: account states, request problems of staff actions, live notices.
// Ids live in web/i18n/catalogs/staff.{en,sl}.json.
import { defineMessages, type MessageDescriptor } from 'react-intl';
import { problemText } from '../../components/forms/messages.ts';
import type { Problem } from '../../components/forms/problems.ts';

export const statusText = defineMessages({
  PENDING: { id: 'staff.status.pending' },
  APPROVED: { id: 'staff.status.approved' },
  BLOCKED: { id: 'staff.status.blocked' },
  ARCHIVED: { id: 'staff.status.archived' },
});

export function statusMessage(status: string): MessageDescriptor {
  return statusText[status as keyof typeof statusText] ?? statusText.PENDING;
}

export const staffProblems = defineMessages({
  decidedElsewhere: { id: 'staff.problem.decidedElsewhere' },
  notVerified: { id: 'staff.problem.notVerified' },
  notFound: { id: 'staff.problem.notFound' },
  saveFailed: { id: 'staff.problem.saveFailed' },
  loadFailed: { id: 'staff.problem.loadFailed' },
  menuChanged: { id: 'staff.problem.menuChanged' },
  menuFull: { id: 'staff.problem.menuFull' },
});

export const liveText = defineMessages({
  newRegistration: { id: 'staff.live.newRegistration' },
  live: { id: 'staff.live.on' },
  connecting: { id: 'staff.live.connecting' },
  reconnecting: { id: 'staff.live.reconnecting' },
  offline: { id: 'staff.live.offline' },
  pendingCount: { id: 'staff.live.pendingCount' },
});

/** A staff action's failure, in words (never the server's message). */
export function staffProblemMessage(problem: Pick<Problem, 'code'>): MessageDescriptor {
  switch (problem.code) {
    case 'INVALID_STATE':
      return staffProblems.decidedElsewhere;
    case 'NOT_FOUND':
      return staffProblems.notFound;
    case 'NOT_VERIFIED_FOR_APPROVAL':
      return staffProblems.notVerified;
    case 'MENU_CHANGED':
      return staffProblems.menuChanged;
    case 'MENU_FULL':
      return staffProblems.menuFull;
    case 'NETWORK':
      return problemText.network;
    case 'FORBIDDEN':
      return problemText.forbidden;
    case 'UNAUTHENTICATED':
    case 'ADMIN_TOKEN_EXPIRED':
    case 'USER_TOKEN_EXPIRED':
      return problemText.unauthenticated;
    case 'VALIDATION':
      return problemText.validation;
    default:
      return problemText.unknown;
  }
}
