// Staff delete an organisation's account when the client asks for it (by phone, by letter): the
// same consequences as the client's own deletion, confirmed by typing the account's e-mail address
// (case and outer spaces do not matter). The card then leaves every client list shown.
import { useId, useState } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { graphql, useMutation } from 'react-relay/hooks';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { commitAsync } from '../../components/forms/commit.ts';
import { TextField, focusField } from '../../components/forms/Field.tsx';
import { fieldMessage, type Text } from '../../components/forms/messages.ts';
import { readProblem } from '../../components/forms/problems.ts';
import { deletionConfirmed, type FieldCode } from '../../components/forms/validation.ts';
import { toasts } from '../../lib/toast.ts';
import { TIME_ZONE } from '../staff/dateRange.ts';
import { staffProblemMessage } from '../staff/staffMessages.ts';
import { ALL_ROLES, liveConnections } from './clientConnections.ts';
import { ARCHIVE_DAYS } from '../../../graph/domain/account-lifecycle.ts';
import type { ClientEraseDialogMutation } from './__generated__/ClientEraseDialogMutation.graphql';
import './ClientDialogs.css';

// The account leaves the approval queue, the sidebar's count and the client cards alike.
const eraseMutation = graphql`
  mutation ClientEraseDialogMutation($input: EraseClientInput!, $connections: [ID!]!) {
    eraseClient(input: $input) {
      deletedClientId @deleteEdge(connections: $connections)
      archivedUntil
    }
  }
`;

const text = defineMessages({
  archived: { id: 'staff.cards.erasedArchived' },
  erased: { id: 'staff.cards.erasedNow' },
  alreadyDeleted: { id: 'staff.cards.eraseAlreadyDeleted' },
  mismatch: { id: 'staff.cards.eraseMismatch' },
});

/** What the dialog needs of the account, as the card has it. */
export interface ErasedClient {
  id: string;
  name: string;
  email: string;
  /** Ever approved: the account is archived first; never approved: erased at once. */
  approvedAt: string | null | undefined;
  /** Open reservations, which are cancelled. */
  activeReservations: number;
}

export function ClientEraseDialog(props: { client: ErasedClient; onClose(): void }) {
  const { client } = props;
  const intl = useIntl();
  const id = `${useId()}-confirm-email`;
  const [commit] = useMutation<ClientEraseDialogMutation>(eraseMutation);
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<FieldCode | null>(null);
  const [problem, setProblem] = useState<Text | null>(null);
  const [busy, setBusy] = useState(false);
  const confirmed = deletionConfirmed(typed, client.email);

  async function onErase() {
    if (busy || !confirmed) return;
    setBusy(true);
    setProblem(null);
    try {
      const data = await commitAsync(commit, {
        input: { clientId: client.id, confirmEmail: typed.trim() },
        connections: liveConnections.ids(ALL_ROLES),
      });
      const until = data.eraseClient.archivedUntil;
      if (until) {
        toasts.show(text.archived, { values: { name: client.name, date: intl.formatDate(until, { dateStyle: 'medium', timeZone: TIME_ZONE }) } });
      } else {
        toasts.show(text.erased, { values: { name: client.name } });
      }
      props.onClose();
    } catch (caught) {
      const found = readProblem(caught);
      if (found.fields.confirmEmail) {
        setError(found.fields.confirmEmail as FieldCode);
        focusField(id);
      } else {
        setProblem({ descriptor: found.code === 'INVALID_STATE' ? text.alreadyDeleted : staffProblemMessage(found) });
      }
      setBusy(false);
    }
  }

  return (
    <ConfirmDialog
      open
      tone="danger"
      title={<FormattedMessage id="staff.cards.eraseTitle" values={{ name: client.name }} />}
      description={
        <div className="client-dialog__text">
          <p>
            <FormattedMessage id="staff.cards.eraseRequest" />
          </p>
          <ul className="client-dialog__effects">
            <li>
              <FormattedMessage id="staff.cards.eraseSessions" />
            </li>
            <li>
              <FormattedMessage id="staff.cards.eraseReservations" values={{ count: client.activeReservations }} />
            </li>
            <li>
              {client.approvedAt ? (
                <FormattedMessage id="staff.cards.eraseArchived" values={{ days: ARCHIVE_DAYS }} />
              ) : (
                <FormattedMessage id="staff.cards.eraseNow" />
              )}
            </li>
          </ul>
        </div>
      }
      confirmLabel={<FormattedMessage id="staff.cards.eraseConfirm" />}
      confirmDisabled={!confirmed}
      busy={busy}
      onConfirm={() => void onErase()}
      onClose={props.onClose}
      problem={problem && <FormattedMessage {...problem.descriptor} values={problem.values} />}
    >
      <TextField
        id={id}
        label={<FormattedMessage id="staff.cards.eraseEmailLabel" values={{ email: <strong className="client-dialog__email break-anywhere">{client.email}</strong> }} />}
        type="email"
        inputMode="email"
        autoComplete="off"
        spellCheck={false}
        autoCapitalize="none"
        value={typed}
        onChange={(value) => {
          setTyped(value);
          setError(null);
          setProblem(null);
        }}
        error={error ? (error === 'CONFIRMATION_MISMATCH' ? { descriptor: text.mismatch } : fieldMessage('confirmEmail', error)) : null}
      />
    </ConfirmDialog>
  );
}
