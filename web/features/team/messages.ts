// The team screens' words that are chosen in code (states, actions), as descriptors, so that
// i18n/catalogs.test.ts finds every id.
import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { MemberAction, StaffState } from './team.ts';

export const stateText = defineMessages({
  INVITED: { id: 'team.state.invited' },
  ACTIVE: { id: 'team.state.active' },
  DISABLED: { id: 'team.state.disabled' },
}) satisfies Record<StaffState, unknown>;

/** The status badge's colours: an invitation waits (like a pending account), a disabled member is blocked. */
export const STATE_BADGE: Record<StaffState, string> = { INVITED: 'PENDING', ACTIVE: 'APPROVED', DISABLED: 'BLOCKED' };

export const actionText = defineMessages({
  rename: { id: 'team.action.rename' },
  resend: { id: 'team.action.resend' },
  disable: { id: 'team.action.disable' },
  enable: { id: 'team.action.enable' },
  makeManager: { id: 'team.action.makeManager' },
}) satisfies Record<MemberAction, unknown>;

/** Confirmations after a change (toasts) and the switch dialogs' words. */
export const doneText = defineMessages({
  invited: { id: 'team.invite.sent' },
  resent: { id: 'team.resend.done' },
  disabled: { id: 'team.disable.done' },
  enabled: { id: 'team.enable.done' },
  transferred: { id: 'team.transfer.done' },
});

export const switchText: Record<'disable' | 'enable', Record<'title' | 'description' | 'submit', MessageDescriptor>> = {
  disable: defineMessages({
    title: { id: 'team.disable.title' },
    description: { id: 'team.disable.description' },
    submit: { id: 'team.disable.submit' },
  }),
  enable: defineMessages({
    title: { id: 'team.enable.title' },
    description: { id: 'team.enable.description' },
    submit: { id: 'team.enable.submit' },
  }),
};

export const myAccountText = defineMessages({
  saved: { id: 'account.profile.saved' },
  passwordChanged: { id: 'account.password.changed' },
});
