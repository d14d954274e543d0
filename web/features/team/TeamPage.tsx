// The manager's team (/adminis/team): every member of staff with their state and last sign-in;
// invite a new member, rename, send a new invitation link, disable and re-enable, and hand the
// manager role to someone else.
import '../../components/empty-state.css';
import '../staff/staff-page.css';
import '../../components/forms/forms.css';
import './team.css';
import { useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useMutation, usePaginationFragment, type PreloadedQuery } from 'react-relay/hooks';
import { useLoaderData, useNavigate, type LoaderFunctionArgs } from 'react-router';
import { guard } from '../../auth/runtime.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { Alert } from '../../components/Notice.tsx';
import { Page } from '../../components/Page.tsx';
import { useNow } from '../../components/useNow.ts';
import { commitAsync } from '../../components/forms/commit.ts';
import { Dialog } from '../../components/forms/Dialog.tsx';
import { FormMessage, PasswordField, SubmitButton, TextField, focusField } from '../../components/forms/Field.tsx';
import type { Text } from '../../components/forms/messages.ts';
import { readProblem } from '../../components/forms/problems.ts';
import { firstInvalid, hasErrors, normaliseEmail, pickFields, type FieldErrors } from '../../components/forms/validation.ts';
import { LANGUAGES, type Language } from '../../i18n/language.ts';
import { useLanguage } from '../../i18n/I18nProvider.tsx';
import { languageNames, titles } from '../../i18n/messages.ts';
import { toasts } from '../../lib/toast.ts';
import { inBackground } from '../../lib/background.ts';
import { preloadQuery, usePageQuery } from '../../relay/preload.ts';
import { StaffMemberRow, type Member } from './StaffMemberRow.tsx';
import { doneText, switchText } from './messages.ts';
import {
  INVITATION_DAYS,
  INVITE_FIELDS,
  STAFF_NAME_MAX_LENGTH,
  nameErrors,
  teamFieldMessage,
  teamProblemMessage,
  validateInvite,
  type InviteField,
  type MemberAction,
} from './team.ts';
import type { TeamPageQuery } from './__generated__/TeamPageQuery.graphql';
import type { TeamPage_list$key } from './__generated__/TeamPage_list.graphql';
import type { TeamPageInviteMutation } from './__generated__/TeamPageInviteMutation.graphql';
import type { TeamPageRenameMutation } from './__generated__/TeamPageRenameMutation.graphql';
import type { TeamPageDisableMutation } from './__generated__/TeamPageDisableMutation.graphql';
import type { TeamPageEnableMutation } from './__generated__/TeamPageEnableMutation.graphql';
import type { TeamPageResendMutation } from './__generated__/TeamPageResendMutation.graphql';
import type { TeamPageTransferMutation } from './__generated__/TeamPageTransferMutation.graphql';

const query = graphql`
  query TeamPageQuery {
    viewer {
      staff {
        id
      }
    }
    ...TeamPage_list
  }
`;

export async function loader({ request }: LoaderFunctionArgs) {
  await guard(request);
  return { query: preloadQuery<TeamPageQuery>('admin.team', query, {}) };
}

type DialogState = { kind: 'invite' } | { kind: Exclude<MemberAction, 'resend'>; member: Member } | null;

export function Component() {
  const { query: ref } = useLoaderData<{ query: PreloadedQuery<TeamPageQuery> }>();
  const data = usePageQuery<TeamPageQuery>(query, ref);
  return (
    <Page title={titles.team} lead={<FormattedMessage id="team.lead" />}>
      <Team list={data} viewerId={data.viewer.staff?.id ?? ''} />
    </Page>
  );
}

function Team(props: { list: TeamPage_list$key; viewerId: string }) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment(
    graphql`
      fragment TeamPage_list on Query
      @refetchable(queryName: "TeamPageListQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 50 }, cursor: { type: "String" }) {
        staffMembers(first: $count, after: $cursor) @connection(key: "TeamPage_staffMembers") {
          __id
          totalCount
          edges {
            node {
              id
              ...StaffMemberRow_member
            }
          }
        }
      }
    `,
    props.list,
  );
  const now = useNow(60_000);
  const [dialog, setDialog] = useState<DialogState>(null);
  const [notice, setNotice] = useState<Text | null>(null);
  const resend = useResend(setNotice);
  const members = data.staffMembers.edges;

  const onAction = (action: MemberAction, member: Member) => {
    if (action === 'resend') resend(member);
    else setDialog({ kind: action, member });
  };

  return (
    <>
      <div className="team-toolbar">
        <p className="muted">
          <FormattedMessage id="team.count" values={{ count: data.staffMembers.totalCount }} />
        </p>
        <button type="button" className="btn btn--primary" onClick={() => setDialog({ kind: 'invite' })}>
          <FormattedMessage id="team.invite.open" />
        </button>
      </div>
      {notice && (
        <Alert tone="danger" onDismiss={() => setNotice(null)}>
          <FormattedMessage {...notice.descriptor} values={notice.values} />
        </Alert>
      )}
      <ul className="team-list">
        {members.map((edge) => (
          <StaffMemberRow key={edge.node.id} member={edge.node} viewerId={props.viewerId} now={now} onAction={onAction} />
        ))}
      </ul>
      {hasNext && (
        <button type="button" className="btn btn--ghost" disabled={isLoadingNext} onClick={() => loadNext(50)}>
          <FormattedMessage id="team.more" />
        </button>
      )}
      <InviteDialog open={dialog?.kind === 'invite'} connection={data.staffMembers.__id} onClose={() => setDialog(null)} />
      {dialog && dialog.kind === 'rename' && <RenameDialog member={dialog.member} onClose={() => setDialog(null)} />}
      {dialog && (dialog.kind === 'disable' || dialog.kind === 'enable') && (
        <SwitchDialog kind={dialog.kind} member={dialog.member} onClose={() => setDialog(null)} />
      )}
      {dialog && dialog.kind === 'makeManager' && <TransferDialog member={dialog.member} onClose={() => setDialog(null)} />}
    </>
  );
}

// ————— invite —————

const inviteMutation = graphql`
  mutation TeamPageInviteMutation($input: InviteStaffMemberInput!, $connections: [ID!]!) {
    inviteStaffMember(input: $input) {
      staffMemberEdge @appendEdge(connections: $connections) {
        cursor
        node {
          id
          name
          ...StaffMemberRow_member
        }
      }
    }
  }
`;

const inviteIds: Record<InviteField, string> = { name: 'invite-name', email: 'invite-email' };

function InviteDialog(props: { open: boolean; connection: string; onClose(): void }) {
  const intl = useIntl();
  const { language: uiLanguage } = useLanguage();
  const [commit] = useMutation<TeamPageInviteMutation>(inviteMutation);
  const [values, setValues] = useState({ name: '', email: '' });
  const [language, setLanguage] = useState<Language>(uiLanguage);
  const [errors, setErrors] = useState<FieldErrors<InviteField | 'language'>>({});
  const [problem, setProblem] = useState<Text | null>(null);
  const [busy, setBusy] = useState(false);
  const nameRef = useRef<HTMLElement | null>(null);

  const close = () => {
    setValues({ name: '', email: '' });
    setErrors({});
    setProblem(null);
    props.onClose();
  };
  const set = (field: InviteField) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  };

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const found = validateInvite(values);
    setErrors(found);
    setProblem(null);
    if (hasErrors(found)) {
      focusField(inviteIds[firstInvalid(INVITE_FIELDS, found)!]);
      return;
    }
    setBusy(true);
    try {
      const email = normaliseEmail(values.email);
      await commitAsync(commit, { input: { name: values.name.trim(), email, language }, connections: [props.connection] });
      toasts.show(doneText.invited, { values: { email } });
      close();
    } catch (caught) {
      const found = readProblem(caught);
      const fields = pickFields(INVITE_FIELDS, found.fields);
      setErrors(fields);
      const invalid = firstInvalid(INVITE_FIELDS, fields);
      if (invalid) focusField(inviteIds[invalid]);
      else setProblem(teamProblemMessage(found));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog
      open={props.open}
      onClose={close}
      title={<FormattedMessage id="team.invite.title" />}
      description={<FormattedMessage id="team.invite.description" values={{ days: INVITATION_DAYS }} />}
      initialFocus={nameRef}
    >
      <form className="form team-dialog" noValidate onSubmit={(event) => void onSubmit(event)} aria-busy={busy || undefined}>
        <div ref={(node) => void (nameRef.current = node?.querySelector('input') ?? null)}>
          <TextField
            id={inviteIds.name}
            label={<FormattedMessage id="team.field.name" />}
            hint={<FormattedMessage id="team.field.nameHint" />}
            autoComplete="off"
            maxLength={STAFF_NAME_MAX_LENGTH}
            value={values.name}
            onChange={set('name')}
            error={errors.name ? teamFieldMessage('name', errors.name) : null}
          />
        </div>
        <TextField
          id={inviteIds.email}
          label={<FormattedMessage id="form.email" />}
          type="email"
          inputMode="email"
          autoComplete="off"
          spellCheck={false}
          autoCapitalize="none"
          value={values.email}
          onChange={set('email')}
          error={errors.email ? teamFieldMessage('email', errors.email) : null}
        />
        <fieldset className="choice-group">
          <legend className="field__label">
            <FormattedMessage id="team.field.language" />
          </legend>
          {LANGUAGES.map((code) => (
            <label key={code} className="choice" lang={code}>
              <input type="radio" name="invite-language" value={code} checked={language === code} onChange={() => setLanguage(code)} />
              <span>{intl.formatMessage(languageNames[code])}</span>
            </label>
          ))}
        </fieldset>
        <FormMessage tone="danger" text={problem} />
        <div className="confirm__actions">
          <button type="button" className="btn btn--ghost" onClick={close} disabled={busy}>
            <FormattedMessage id="staff.action.cancel" />
          </button>
          <SubmitButton busy={busy} wide={false}>
            <FormattedMessage id="team.invite.submit" />
          </SubmitButton>
        </div>
      </form>
    </Dialog>
  );
}

// ————— resend —————

const resendMutation = graphql`
  mutation TeamPageResendMutation($input: ResendStaffInvitationInput!) {
    resendStaffInvitation(input: $input) {
      staffMember {
        ...StaffMemberRow_member
      }
    }
  }
`;

/** Sends a fresh invitation link at once (nothing to confirm); a failure is said above the list. */
function useResend(onProblem: (text: Text | null) => void) {
  const [commit] = useMutation<TeamPageResendMutation>(resendMutation);
  return (member: Member) => {
    onProblem(null);
    inBackground(
      commitAsync(commit, { input: { staffMemberId: member.id } }).then(
        () => toasts.show(doneText.resent, { values: { email: member.email } }),
        (caught: unknown) => onProblem(teamProblemMessage(readProblem(caught))),
      ),
      'resend invitation',
    );
  };
}

// ————— rename —————

const renameMutation = graphql`
  mutation TeamPageRenameMutation($input: RenameStaffMemberInput!) {
    renameStaffMember(input: $input) {
      staffMember {
        ...StaffMemberRow_member
      }
    }
  }
`;

function RenameDialog(props: { member: Member; onClose(): void }) {
  const [commit] = useMutation<TeamPageRenameMutation>(renameMutation);
  const [name, setName] = useState(props.member.name);
  const [error, setError] = useState<Text | null>(null);
  const [problem, setProblem] = useState<Text | null>(null);
  const [busy, setBusy] = useState(false);

  async function onConfirm() {
    const found = nameErrors(name);
    if (found.name) {
      setError(teamFieldMessage('name', found.name));
      focusField('rename-name');
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      await commitAsync(commit, { input: { staffMemberId: props.member.id, name: name.trim() } });
      props.onClose();
    } catch (caught) {
      const found = readProblem(caught);
      if (found.fields.name) {
        setError(teamFieldMessage('name', found.fields.name));
        focusField('rename-name');
      } else setProblem(teamProblemMessage(found));
      setBusy(false);
    }
  }

  return (
    <ConfirmDialog
      open
      tone="primary"
      title={<FormattedMessage id="team.rename.title" values={{ name: props.member.name }} />}
      description={<FormattedMessage id="team.rename.description" />}
      confirmLabel={<FormattedMessage id="team.rename.submit" />}
      busy={busy}
      onConfirm={() => void onConfirm()}
      onClose={props.onClose}
      problem={problem && <FormattedMessage {...problem.descriptor} values={problem.values} />}
    >
      <TextField
        id="rename-name"
        label={<FormattedMessage id="team.field.name" />}
        maxLength={STAFF_NAME_MAX_LENGTH}
        autoComplete="off"
        value={name}
        onChange={(value) => {
          setName(value);
          setError(null);
        }}
        error={error}
      />
    </ConfirmDialog>
  );
}

// ————— disable and enable —————

const disableMutation = graphql`
  mutation TeamPageDisableMutation($input: DisableStaffMemberInput!) {
    disableStaffMember(input: $input) {
      staffMember {
        ...StaffMemberRow_member
      }
    }
  }
`;

const enableMutation = graphql`
  mutation TeamPageEnableMutation($input: EnableStaffMemberInput!) {
    enableStaffMember(input: $input) {
      staffMember {
        ...StaffMemberRow_member
      }
    }
  }
`;

function SwitchDialog(props: { kind: 'disable' | 'enable'; member: Member; onClose(): void }) {
  const [disable] = useMutation<TeamPageDisableMutation>(disableMutation);
  const [enable] = useMutation<TeamPageEnableMutation>(enableMutation);
  const [problem, setProblem] = useState<Text | null>(null);
  const [busy, setBusy] = useState(false);
  const disabling = props.kind === 'disable';
  const words = switchText[props.kind];
  const intl = useIntl();

  async function onConfirm() {
    setBusy(true);
    setProblem(null);
    try {
      const input = { input: { staffMemberId: props.member.id } };
      if (disabling) await commitAsync(disable, input);
      else await commitAsync(enable, input);
      toasts.show(disabling ? doneText.disabled : doneText.enabled, { values: { name: props.member.name } });
      props.onClose();
    } catch (caught) {
      setProblem(teamProblemMessage(readProblem(caught)));
      setBusy(false);
    }
  }

  return (
    <ConfirmDialog
      open
      tone={disabling ? 'danger' : 'primary'}
      title={intl.formatMessage(words.title, { name: props.member.name })}
      description={intl.formatMessage(words.description)}
      confirmLabel={intl.formatMessage(words.submit)}
      busy={busy}
      onConfirm={() => void onConfirm()}
      onClose={props.onClose}
      problem={problem && <FormattedMessage {...problem.descriptor} values={problem.values} />}
    />
  );
}

// ————— hand over the manager role —————

const transferMutation = graphql`
  mutation TeamPageTransferMutation($input: TransferManagerRoleInput!) {
    transferManagerRole(input: $input) {
      previousManager {
        ...StaffMemberRow_member
      }
      manager {
        ...StaffMemberRow_member
      }
    }
  }
`;

function TransferDialog(props: { member: Member; onClose(): void }) {
  const navigate = useNavigate();
  const [commit] = useMutation<TeamPageTransferMutation>(transferMutation);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<Text | null>(null);
  const [problem, setProblem] = useState<Text | null>(null);
  const [busy, setBusy] = useState(false);

  async function onConfirm() {
    if (!password) {
      setError(teamFieldMessage('password', 'REQUIRED'));
      focusField('transfer-password');
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      await commitAsync(commit, { input: { staffMemberId: props.member.id, password } });
      toasts.show(doneText.transferred, { values: { name: props.member.name } });
      props.onClose();
      // This page is the manager's: the guard now sends the former manager home, with the sidebar redrawn.
      inBackground(navigate('/adminis/home', { replace: true }), 'navigation');
    } catch (caught) {
      const found = readProblem(caught);
      if (found.fields.password) {
        setError(teamFieldMessage('password', found.fields.password));
        setPassword('');
        focusField('transfer-password');
      } else setProblem(teamProblemMessage(found));
      setBusy(false);
    }
  }

  return (
    <ConfirmDialog
      open
      tone="danger"
      title={<FormattedMessage id="team.transfer.title" values={{ name: props.member.name }} />}
      description={<FormattedMessage id="team.transfer.description" values={{ name: props.member.name }} />}
      confirmLabel={<FormattedMessage id="team.transfer.submit" />}
      busy={busy}
      onConfirm={() => void onConfirm()}
      onClose={props.onClose}
      problem={problem && <FormattedMessage {...problem.descriptor} values={problem.values} />}
    >
      <PasswordField
        id="transfer-password"
        label={<FormattedMessage id="team.transfer.password" />}
        autoComplete="current-password"
        value={password}
        onChange={(value) => {
          setPassword(value);
          setError(null);
        }}
        error={error}
      />
    </ConfirmDialog>
  );
}
