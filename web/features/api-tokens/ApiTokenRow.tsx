// One API token in a list (the organisation's profile, the manager's page): its name and prefix,
// what it may do, when it was made and last used, when it runs out, and — while it works — a
// revoke button behind a question.
import { useState } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment, useMutation } from 'react-relay/hooks';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { commitAsync } from '../../components/forms/commit.ts';
import { problemMessage, type Text } from '../../components/forms/messages.ts';
import { readProblem } from '../../components/forms/problems.ts';
import { RESTAURANT_TIME_ZONE } from '../../../graph/domain/local-time.ts';
import { toasts } from '../../lib/toast.ts';
import { tokenState, type ApiTokenScope } from './apiTokens.ts';
import type { ApiTokenRow_token$key } from './__generated__/ApiTokenRow_token.graphql';
import type { ApiTokenRowRevokeMutation } from './__generated__/ApiTokenRowRevokeMutation.graphql';

export const scopeText = defineMessages({
  READ_RESERVATIONS: { id: 'tokens.scope.READ_RESERVATIONS' },
  CREATE_RESERVATIONS: { id: 'tokens.scope.CREATE_RESERVATIONS' },
  MANAGE_WEBHOOKS: { id: 'tokens.scope.MANAGE_WEBHOOKS' },
  READ_ALL_RESERVATIONS: { id: 'tokens.scope.READ_ALL_RESERVATIONS' },
  READ_INVOICES: { id: 'tokens.scope.READ_INVOICES' },
});

const doneText = defineMessages({ revoked: { id: 'tokens.revoked' } });

const stateText = defineMessages({
  active: { id: 'tokens.state.active' },
  revoked: { id: 'tokens.state.revoked' },
  expired: { id: 'tokens.state.expired' },
});

const revokeMutation = graphql`
  mutation ApiTokenRowRevokeMutation($input: RevokeApiTokenInput!) {
    revokeApiToken(input: $input) {
      apiToken {
        id
        revokedAt
        active
      }
    }
  }
`;

export function ApiTokenRow(props: { token: ApiTokenRow_token$key; now: Date; showOwner?: boolean }) {
  const intl = useIntl();
  const token = useFragment(
    graphql`
      fragment ApiTokenRow_token on ApiToken {
        id
        name
        prefix
        scopes
        createdAt
        lastUsedAt
        lastUsedIp
        expiresAt
        revokedAt
        createdByName
        creatorLeft
        client {
          name
        }
      }
    `,
    props.token,
  );
  const [commit, busy] = useMutation<ApiTokenRowRevokeMutation>(revokeMutation);
  const [asking, setAsking] = useState(false);
  const [problem, setProblem] = useState<Text | null>(null);
  const state = tokenState(token, props.now);
  const when = (iso: string) => intl.formatDate(iso, { dateStyle: 'medium', timeStyle: 'short', hourCycle: 'h23', timeZone: RESTAURANT_TIME_ZONE });

  const revoke = async () => {
    try {
      await commitAsync(commit, { input: { apiTokenId: token.id } });
      setAsking(false);
      toasts.show(doneText.revoked, { values: { name: token.name } });
    } catch (error) {
      setProblem(problemMessage(readProblem(error)));
    }
  };

  return (
    <li className={`token-row token-row--${state}`} data-testid="api-token">
      <div className="token-row__who">
        <p className="token-row__name">
          <strong>{token.name}</strong> <code className="token-row__prefix">{token.prefix}…</code>
        </p>
        {props.showOwner && (
          <p className="token-row__owner">{token.client?.name ?? <FormattedMessage id="tokens.owner.restaurant" />}</p>
        )}
        <ul className="token-row__scopes" aria-label={intl.formatMessage({ id: 'tokens.scopes' })}>
          {token.scopes.map((scope) => (
            <li key={scope} className="badge">
              <FormattedMessage {...scopeText[scope as ApiTokenScope]} />
            </li>
          ))}
        </ul>
        {token.creatorLeft && state === 'active' && (
          <p className="token-row__left" data-testid="token-creator-left">
            <FormattedMessage id="tokens.creatorLeft" />
          </p>
        )}
      </div>
      <dl className="token-row__facts">
        <div>
          <dt>
            <FormattedMessage id="tokens.created" />
          </dt>
          <dd>
            {when(token.createdAt)}
            {token.createdByName && (
              <>
                {' · '}
                <FormattedMessage id="tokens.createdBy" values={{ name: token.createdByName }} />
              </>
            )}
          </dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="tokens.lastUsed" />
          </dt>
          <dd>{token.lastUsedAt ? `${when(token.lastUsedAt)}${token.lastUsedIp ? ` · ${token.lastUsedIp}` : ''}` : <FormattedMessage id="tokens.neverUsed" />}</dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id={state === 'revoked' ? 'tokens.revokedAt' : 'tokens.expires'} />
          </dt>
          <dd>
            {state === 'revoked' && token.revokedAt ? when(token.revokedAt) : token.expiresAt ? when(token.expiresAt) : <FormattedMessage id="tokens.noExpiry" />}
          </dd>
        </div>
      </dl>
      <div className="token-row__state">
        <span className={`badge token-row__badge token-row__badge--${state}`}>
          <FormattedMessage {...stateText[state]} />
        </span>
        {state === 'active' && (
          <button
            type="button"
            className="btn btn--ghost btn--danger-ghost btn--small"
            onClick={() => {
              setProblem(null);
              setAsking(true);
            }}
          >
            <FormattedMessage id="tokens.revoke" />
          </button>
        )}
      </div>
      <ConfirmDialog
        open={asking}
        title={<FormattedMessage id="tokens.revoke.title" values={{ name: token.name }} />}
        description={<FormattedMessage id="tokens.revoke.text" />}
        confirmLabel={<FormattedMessage id="tokens.revoke" />}
        busy={busy}
        problem={problem && <FormattedMessage {...problem.descriptor} values={problem.values} />}
        onConfirm={() => void revoke()}
        onClose={() => setAsking(false)}
      />
    </li>
  );
}
