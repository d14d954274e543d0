// The organisation's team (/user/team): every member with their role, when they joined and last
// signed in; for owners the invite form, the open invitations (send again, withdraw), role changes
// and removal; for everyone "Leave organisation". What a role may do is roles.ts's table; the server
// checks again and its answer wins.
import '../../components/forms/forms.css';
import '../team/team.css';
import './organisation-team.css';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment, useMutation, type PreloadedQuery } from 'react-relay/hooks';
import { useLoaderData, useNavigate, type LoaderFunctionArgs } from 'react-router';
import { statusMay, useMay, useMemberRole } from '../../auth/abilities.ts';
import { guard, session, whileSessionChanges } from '../../auth/runtime.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { RoleName, roleDescriptions, useRoleName } from '../../components/MemberRole.tsx';
import { Alert } from '../../components/Notice.tsx';
import { Page } from '../../components/Page.tsx';
import { commitAsync } from '../../components/forms/commit.ts';
import { FormMessage, SubmitButton, TextField, focusField } from '../../components/forms/Field.tsx';
import type { Text } from '../../components/forms/messages.ts';
import { readProblem } from '../../components/forms/problems.ts';
import { normaliseEmail, type FieldErrors } from '../../components/forms/validation.ts';
import { useNow } from '../../components/useNow.ts';
import { useLanguage } from '../../i18n/I18nProvider.tsx';
import { LANGUAGES, type Language } from '../../i18n/language.ts';
import { languageNames, titles } from '../../i18n/messages.ts';
import { inBackground } from '../../lib/background.ts';
import { WALL_CLOCK } from '../../lib/clock.ts';
import { toasts } from '../../lib/toast.ts';
import { preloadQuery, usePageQuery } from '../../relay/preload.ts';
import { INVITATION_TTL_DAYS } from '../../../graph/domain/organisation-members/roles.ts';
import { MEMBER_ROLES, isMemberRole, memberActions, membersFieldMessage, membersProblemMessage, ownerRefusal, validateInvite, type InviteField, type MemberRole } from './members.ts';
import type { OrganisationTeamPageQuery } from './__generated__/OrganisationTeamPageQuery.graphql';
import type { OrganisationTeamPage_member$data, OrganisationTeamPage_member$key } from './__generated__/OrganisationTeamPage_member.graphql';
import type { OrganisationTeamPage_invitation$key } from './__generated__/OrganisationTeamPage_invitation.graphql';
import type { OrganisationTeamPageInviteMutation } from './__generated__/OrganisationTeamPageInviteMutation.graphql';
import type { OrganisationTeamPageResendMutation } from './__generated__/OrganisationTeamPageResendMutation.graphql';
import type { OrganisationTeamPageRevokeMutation } from './__generated__/OrganisationTeamPageRevokeMutation.graphql';
import type { OrganisationTeamPageRoleMutation } from './__generated__/OrganisationTeamPageRoleMutation.graphql';
import type { OrganisationTeamPageRemoveMutation } from './__generated__/OrganisationTeamPageRemoveMutation.graphql';
import type { OrganisationTeamPageLeaveMutation } from './__generated__/OrganisationTeamPageLeaveMutation.graphql';

const query = graphql`
  query OrganisationTeamPageQuery($owns: Boolean!) {
    viewer {
      membership {
        id
        role
      }
      client {
        id
        name
        status
        members {
          id
          role
          ...OrganisationTeamPage_member
        }
        memberInvitations @include(if: $owns) {
          id
          state
          ...OrganisationTeamPage_invitation
        }
      }
    }
  }
`;

export async function loader({ request }: LoaderFunctionArgs) {
  const status = await guard(request);
  // Invitations are the owners' (the server answers null to the other roles).
  return { query: preloadQuery<OrganisationTeamPageQuery>('user.team', query, { owns: statusMay(status, 'manage') }) };
}

export function Component() {
  const { query: ref } = useLoaderData<{ query: PreloadedQuery<OrganisationTeamPageQuery> }>();
  const data = usePageQuery<OrganisationTeamPageQuery>(query, ref);
  const client = data.viewer.client;
  const owns = useMay('manage');
  const known = useMemberRole();
  const myRole = (data.viewer.membership?.role && isMemberRole(data.viewer.membership.role) ? data.viewer.membership.role : null) ?? known;
  if (!client) return <Page title={titles.memberTeam} />;
  const members = client.members;
  const open = (client.memberInvitations ?? []).filter((i) => i.state === 'OPEN' || i.state === 'EXPIRED');
  return (
    <Page title={titles.memberTeam} lead={<FormattedMessage id="members.lead" values={{ organisation: client.name }} />}>
      <div className="org-team">
        <section className="card org-team__section" aria-labelledby="org-team-members">
          <div className="org-team__head">
            <h2 id="org-team-members" className="card__title">
              <FormattedMessage id="members.list.title" values={{ count: members.length }} />
            </h2>
            {myRole && (
              <p className="muted org-team__mine">
                <FormattedMessage id="members.yourRole" values={{ role: <RoleName role={myRole} /> }} />
              </p>
            )}
          </div>
          <ul className="team-list org-team__list">
            {members.map((member) => (
              <MemberRow key={member.id} member={member} viewerRole={myRole} members={members} />
            ))}
          </ul>
        </section>
        {owns && client.status === 'APPROVED' && <InviteForm />}
        {owns && client.status !== 'APPROVED' && (
          <Alert tone="info">
            <FormattedMessage id="members.invite.notApproved" />
          </Alert>
        )}
        {owns && open.length > 0 && (
          <section className="card org-team__section" aria-labelledby="org-team-invitations">
            <h2 id="org-team-invitations" className="card__title">
              <FormattedMessage id="members.invitations.title" />
            </h2>
            <ul className="team-list org-team__list">
              {open.map((invitation) => (
                <InvitationRow key={invitation.id} invitation={invitation} />
              ))}
            </ul>
          </section>
        )}
        {myRole && <LeaveSection organisation={client.name} role={myRole} members={members} />}
      </div>
    </Page>
  );
}

// ————— a member —————

type Member = OrganisationTeamPage_member$data;

const memberFragment = graphql`
  fragment OrganisationTeamPage_member on OrganisationMember {
    id
    name
    email
    role
    isViewer
    joinedAt
    lastSignInAt
    language
  }
`;

function When(props: { at: string }) {
  const intl = useIntl();
  return <time dateTime={props.at}>{intl.formatDate(props.at, { dateStyle: 'medium', ...WALL_CLOCK })}</time>;
}

function MemberRow(props: { member: OrganisationTeamPage_member$key; viewerRole: MemberRole | null; members: ReadonlyArray<{ role: string }> }) {
  const member = useFragment(memberFragment, props.member);
  const intl = useIntl();
  const [dialog, setDialog] = useState<'changeRole' | 'remove' | null>(null);
  const role = isMemberRole(member.role) ? member.role : 'VIEWER';
  const actions = memberActions({ role, isViewer: member.isViewer }, props.viewerRole);
  const name = member.name ?? intl.formatMessage({ id: 'members.formerMember' });
  return (
    <li className="team-row org-team__row" data-testid="member-row" data-email={member.email ?? ''}>
      <div className="team-row__who">
        <p className="team-row__name">
          <strong>{name}</strong>
          <span className={`badge org-team__role org-team__role--${role.toLowerCase()}`}>
            <RoleName role={role} />
          </span>
          {member.isViewer && (
            <span className="team-row__you">
              <FormattedMessage id="members.you" />
            </span>
          )}
        </p>
        {member.email && (
          <p className="team-row__email">
            <a href={`mailto:${member.email}`}>{member.email}</a>
          </p>
        )}
      </div>
      <div className="team-row__state">
        <p className="team-row__when muted">
          <FormattedMessage id="members.joined" values={{ when: <When at={member.joinedAt} /> }} />
        </p>
        <p className="team-row__when muted">
          {member.lastSignInAt ? (
            <FormattedMessage id="members.lastSignIn" values={{ when: <When at={member.lastSignInAt} /> }} />
          ) : (
            <FormattedMessage id="members.neverSignedIn" />
          )}
        </p>
      </div>
      {actions.length > 0 && (
        <div className="team-row__actions" role="group" aria-label={intl.formatMessage({ id: 'members.actionsFor' }, { name })}>
          <button type="button" className="btn btn--small btn--ghost" onClick={() => setDialog('changeRole')}>
            <FormattedMessage id="members.action.changeRole" />
          </button>
          <button type="button" className="btn btn--small btn--danger-ghost" onClick={() => setDialog('remove')}>
            <FormattedMessage id="members.action.remove" />
          </button>
        </div>
      )}
      {dialog === 'changeRole' && <RoleDialog member={member} role={role} members={props.members} onClose={() => setDialog(null)} />}
      {dialog === 'remove' && <RemoveDialog member={member} name={name} role={role} members={props.members} onClose={() => setDialog(null)} />}
    </li>
  );
}

// ————— change a role —————

const roleMutation = graphql`
  mutation OrganisationTeamPageRoleMutation($input: ChangeMemberRoleInput!) {
    changeMemberRole(input: $input) {
      organisationMember {
        id
        role
        ...OrganisationTeamPage_member
      }
    }
  }
`;

function RoleChoice(props: { name: string; value: MemberRole; onChange(role: MemberRole): void }) {
  return (
    <fieldset className="choice-group org-team__roles">
      <legend className="field__label">
        <FormattedMessage id="members.field.role" />
      </legend>
      {MEMBER_ROLES.map((role) => (
        <label key={role} className="choice org-team__role-choice">
          <input type="radio" name={props.name} value={role} checked={props.value === role} onChange={() => props.onChange(role)} />
          <span>
            <strong>
              <RoleName role={role} />
            </strong>
            <span className="muted org-team__role-text">
              <FormattedMessage {...roleDescriptions[role]} />
            </span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}

function RoleDialog(props: { member: Member; role: MemberRole; members: ReadonlyArray<{ role: string }>; onClose(): void }) {
  const [commit] = useMutation<OrganisationTeamPageRoleMutation>(roleMutation);
  const roleName = useRoleName();
  const [role, setRole] = useState<MemberRole>(props.role);
  const [problem, setProblem] = useState<Text | null>(null);
  const [busy, setBusy] = useState(false);
  const name = props.member.name ?? props.member.email ?? '';

  async function onConfirm() {
    if (role === props.role) return props.onClose();
    if (ownerRefusal(props.members, props.role, role)) {
      setProblem(membersProblemMessage({ code: 'LAST_OWNER', fields: {}, retryAfterSeconds: null }));
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      await commitAsync(commit, { input: { organisationMemberId: props.member.id, role } });
      toasts.show({ id: 'members.done.roleChanged' }, { values: { name, role: roleName(role) } });
      props.onClose();
    } catch (caught) {
      setProblem(membersProblemMessage(readProblem(caught)));
      setBusy(false);
    }
  }

  return (
    <ConfirmDialog
      open
      tone="primary"
      title={<FormattedMessage id="members.role.title" values={{ name }} />}
      description={<FormattedMessage id="members.role.description" />}
      confirmLabel={<FormattedMessage id="members.role.submit" />}
      busy={busy}
      onConfirm={() => void onConfirm()}
      onClose={props.onClose}
      problem={problem && <FormattedMessage {...problem.descriptor} values={problem.values} />}
    >
      <RoleChoice name={`role-${props.member.id}`} value={role} onChange={setRole} />
    </ConfirmDialog>
  );
}

// ————— remove —————

const removeMutation = graphql`
  mutation OrganisationTeamPageRemoveMutation($input: RemoveMemberInput!) {
    removeMember(input: $input) {
      removedOrganisationMemberId @deleteRecord
      client {
        id
        members {
          id
          role
          ...OrganisationTeamPage_member
        }
      }
    }
  }
`;

function RemoveDialog(props: { member: Member; name: string; role: MemberRole; members: ReadonlyArray<{ role: string }>; onClose(): void }) {
  const [commit] = useMutation<OrganisationTeamPageRemoveMutation>(removeMutation);
  const [problem, setProblem] = useState<Text | null>(null);
  const [busy, setBusy] = useState(false);

  async function onConfirm() {
    if (ownerRefusal(props.members, props.role, null)) {
      setProblem(membersProblemMessage({ code: 'LAST_OWNER', fields: {}, retryAfterSeconds: null }));
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      await commitAsync(commit, { input: { organisationMemberId: props.member.id } });
      toasts.show({ id: 'members.done.removed' }, { values: { name: props.name } });
      props.onClose();
    } catch (caught) {
      setProblem(membersProblemMessage(readProblem(caught)));
      setBusy(false);
    }
  }

  return (
    <ConfirmDialog
      open
      title={<FormattedMessage id="members.remove.title" values={{ name: props.name }} />}
      description={<FormattedMessage id="members.remove.description" />}
      confirmLabel={<FormattedMessage id="members.remove.submit" />}
      busy={busy}
      onConfirm={() => void onConfirm()}
      onClose={props.onClose}
      problem={problem && <FormattedMessage {...problem.descriptor} values={problem.values} />}
    />
  );
}

// ————— invite —————

const inviteMutation = graphql`
  mutation OrganisationTeamPageInviteMutation($input: InviteMemberInput!) {
    inviteMember(input: $input) {
      memberInvitation {
        id
        client {
          id
          memberInvitations {
            id
            state
            ...OrganisationTeamPage_invitation
          }
        }
      }
    }
  }
`;

function InviteForm() {
  const intl = useIntl();
  const { language: uiLanguage } = useLanguage();
  const [commit] = useMutation<OrganisationTeamPageInviteMutation>(inviteMutation);
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<MemberRole>('BOOKER');
  const [language, setLanguage] = useState<Language>(uiLanguage);
  const [errors, setErrors] = useState<FieldErrors<InviteField>>({});
  const [problem, setProblem] = useState<Text | null>(null);
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const found = validateInvite({ email });
    setErrors(found);
    setProblem(null);
    if (found.email) {
      focusField('invite-member-email');
      return;
    }
    setBusy(true);
    try {
      const address = normaliseEmail(email);
      await commitAsync(commit, { input: { email: address, role, language } });
      toasts.show({ id: 'members.done.invited' }, { values: { email: address } });
      setEmail('');
    } catch (caught) {
      const read = readProblem(caught);
      if (read.fields.email) {
        setErrors({ email: read.fields.email as never });
        focusField('invite-member-email');
      } else if (read.code === 'MEMBER_EXISTS' || read.code === 'INVITATION_PENDING') {
        setErrors({ email: read.code as never });
        focusField('invite-member-email');
      } else setProblem(membersProblemMessage(read));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="card org-team__section" aria-labelledby="org-team-invite">
      <h2 id="org-team-invite" className="card__title">
        <FormattedMessage id="members.invite.title" />
      </h2>
      <p className="card__note">
        <FormattedMessage id="members.invite.description" values={{ days: INVITATION_TTL_DAYS }} />
      </p>
      <form className="form org-team__invite" noValidate onSubmit={(event) => void onSubmit(event)} aria-busy={busy || undefined} data-testid="invite-member">
        <TextField
          id="invite-member-email"
          label={<FormattedMessage id="form.email" />}
          type="email"
          inputMode="email"
          autoComplete="off"
          spellCheck={false}
          autoCapitalize="none"
          value={email}
          onChange={(value) => {
            setEmail(value);
            setErrors({});
          }}
          error={errors.email ? membersFieldMessage('email', errors.email) : null}
        />
        <RoleChoice name="invite-member-role" value={role} onChange={setRole} />
        <fieldset className="choice-group">
          <legend className="field__label">
            <FormattedMessage id="members.field.language" />
          </legend>
          {LANGUAGES.map((code) => (
            <label key={code} className="choice" lang={code}>
              <input type="radio" name="invite-member-language" value={code} checked={language === code} onChange={() => setLanguage(code)} />
              <span>{intl.formatMessage(languageNames[code])}</span>
            </label>
          ))}
        </fieldset>
        <FormMessage tone="danger" text={problem} />
        <div className="form__actions">
          <SubmitButton busy={busy} wide={false}>
            <FormattedMessage id="members.invite.submit" />
          </SubmitButton>
        </div>
      </form>
    </section>
  );
}

// ————— an open invitation —————

const invitationFragment = graphql`
  fragment OrganisationTeamPage_invitation on MemberInvitation {
    id
    email
    role
    state
    expiresAt
    invitedByName
    language
  }
`;

const resendMutation = graphql`
  mutation OrganisationTeamPageResendMutation($input: ResendMemberInvitationInput!) {
    resendMemberInvitation(input: $input) {
      memberInvitation {
        id
        state
        ...OrganisationTeamPage_invitation
      }
    }
  }
`;

const revokeMutation = graphql`
  mutation OrganisationTeamPageRevokeMutation($input: RevokeMemberInvitationInput!) {
    revokeMemberInvitation(input: $input) {
      memberInvitation {
        id
        state
        ...OrganisationTeamPage_invitation
      }
    }
  }
`;

function InvitationRow(props: { invitation: OrganisationTeamPage_invitation$key }) {
  const invitation = useFragment(invitationFragment, props.invitation);
  const intl = useIntl();
  const now = useNow(60_000);
  const [resend] = useMutation<OrganisationTeamPageResendMutation>(resendMutation);
  const [revoke, revoking] = useMutation<OrganisationTeamPageRevokeMutation>(revokeMutation);
  const [asking, setAsking] = useState(false);
  const [problem, setProblem] = useState<Text | null>(null);
  const role = isMemberRole(invitation.role) ? invitation.role : 'VIEWER';
  const expired = invitation.state === 'EXPIRED' || new Date(invitation.expiresAt).getTime() <= now.getTime();

  const onResend = () => {
    setProblem(null);
    inBackground(
      commitAsync(resend, { input: { memberInvitationId: invitation.id } }).then(
        () => toasts.show({ id: 'members.done.resent' }, { values: { email: invitation.email } }),
        (caught: unknown) => setProblem(membersProblemMessage(readProblem(caught))),
      ),
      'resend member invitation',
    );
  };
  const onRevoke = async () => {
    try {
      await commitAsync(revoke, { input: { memberInvitationId: invitation.id } });
      toasts.show({ id: 'members.done.revoked' }, { values: { email: invitation.email } });
      setAsking(false);
    } catch (caught) {
      setProblem(membersProblemMessage(readProblem(caught)));
      setAsking(false);
    }
  };

  return (
    <li className="team-row org-team__row" data-testid="invitation-row" data-email={invitation.email}>
      <div className="team-row__who">
        <p className="team-row__name">
          <strong>{invitation.email}</strong>
          <span className={`badge org-team__role org-team__role--${role.toLowerCase()}`}>
            <RoleName role={role} />
          </span>
        </p>
        <p className="team-row__email muted">
          {intl.formatMessage(languageNames[invitation.language === 'sl' ? 'sl' : 'en'])}
          {invitation.invitedByName && (
            <>
              {' · '}
              <FormattedMessage id="members.invitations.by" values={{ name: invitation.invitedByName }} />
            </>
          )}
        </p>
      </div>
      <div className="team-row__state">
        <p className={`team-row__when${expired ? ' org-team__expired' : ' muted'}`}>
          {expired ? (
            <FormattedMessage id="members.invitations.expired" />
          ) : (
            <FormattedMessage id="members.invitations.expires" values={{ when: <When at={invitation.expiresAt} /> }} />
          )}
        </p>
        {problem && (
          <p className="org-team__problem" role="alert">
            <FormattedMessage {...problem.descriptor} values={problem.values} />
          </p>
        )}
      </div>
      <div className="team-row__actions" role="group" aria-label={intl.formatMessage({ id: 'members.actionsFor' }, { name: invitation.email })}>
        <button type="button" className="btn btn--small btn--ghost" onClick={onResend}>
          <FormattedMessage id="members.action.resend" />
        </button>
        <button type="button" className="btn btn--small btn--danger-ghost" onClick={() => setAsking(true)}>
          <FormattedMessage id="members.action.revoke" />
        </button>
      </div>
      <ConfirmDialog
        open={asking}
        title={<FormattedMessage id="members.revoke.title" values={{ email: invitation.email }} />}
        description={<FormattedMessage id="members.revoke.description" />}
        confirmLabel={<FormattedMessage id="members.action.revoke" />}
        busy={revoking}
        onConfirm={() => void onRevoke()}
        onClose={() => setAsking(false)}
      />
    </li>
  );
}

// ————— leave —————

const leaveMutation = graphql`
  mutation OrganisationTeamPageLeaveMutation($input: LeaveOrganisationInput!) {
    leaveOrganisation(input: $input) {
      leftClientId
      erased
    }
  }
`;

function LeaveSection(props: { organisation: string; role: MemberRole; members: ReadonlyArray<{ role: string }> }) {
  const [commit] = useMutation<OrganisationTeamPageLeaveMutation>(leaveMutation);
  const navigate = useNavigate();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<Text | null>(null);
  const lastOwner = ownerRefusal(props.members, props.role, null) !== null;

  async function onConfirm() {
    setBusy(true);
    setProblem(null);
    try {
      // Leaving ends this session (the server cleared its cookies): the sign-in page follows, with
      // a word that it worked rather than the "you were signed out" notice of a removal.
      await whileSessionChanges(() => commitAsync(commit, { input: {} }));
      toasts.show({ id: 'members.done.left' }, { values: { organisation: props.organisation } });
      await session.logout('user');
      await navigate('/login');
    } catch (caught) {
      setProblem(membersProblemMessage(readProblem(caught)));
      setBusy(false);
    }
  }

  return (
    <section className="card org-team__section org-team__leave" aria-labelledby="org-team-leave">
      <h2 id="org-team-leave" className="card__title">
        <FormattedMessage id="members.leave.title" />
      </h2>
      <p className="card__note">
        {lastOwner ? <FormattedMessage id="members.leave.lastOwner" /> : <FormattedMessage id="members.leave.text" values={{ organisation: props.organisation }} />}
      </p>
      <div className="form__actions">
        <button type="button" className="btn btn--danger-ghost" onClick={() => setAsking(true)} disabled={lastOwner}>
          <FormattedMessage id="members.leave.open" />
        </button>
      </div>
      <ConfirmDialog
        open={asking}
        title={<FormattedMessage id="members.leave.confirmTitle" values={{ organisation: props.organisation }} />}
        description={<FormattedMessage id="members.leave.confirmText" />}
        confirmLabel={<FormattedMessage id="members.leave.submit" />}
        busy={busy}
        onConfirm={() => void onConfirm()}
        onClose={() => setAsking(false)}
        problem={problem && <FormattedMessage {...problem.descriptor} values={problem.values} />}
      />
    </section>
  );
}
