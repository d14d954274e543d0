// In the account menu of a person who belongs to several organisations: which one this session acts
// for, and the others to switch to (switchOrganisation ends this session and starts one for the
// chosen organisation; then every page's data is read again, as the new organisation's).
import './organisation-switcher.css';
import { Suspense, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { commitLocalUpdate, graphql, useLazyLoadQuery, useMutation, useRelayEnvironment } from 'react-relay/hooks';
import { useNavigate } from 'react-router';
import { USER_HOME } from '../auth/guard.ts';
import { checkAuth, whileSessionChanges } from '../auth/runtime.ts';
import { sessionStore } from '../auth/sessionStore.ts';
import { ErrorBoundary } from '../components/ErrorBoundary.tsx';
import { roleNames } from '../components/MemberRole.tsx';
import { commitAsync } from '../components/forms/commit.ts';
import { MEMBER_ROLES } from '../../graph/domain/organisation-members/roles.ts';
import { toasts } from '../lib/toast.ts';
import type { OrganisationSwitcherQuery } from './__generated__/OrganisationSwitcherQuery.graphql';
import type { OrganisationSwitcherMutation } from './__generated__/OrganisationSwitcherMutation.graphql';

const query = graphql`
  query OrganisationSwitcherQuery {
    myOrganisations {
      clientId
      name
      role
      current
    }
  }
`;

const mutation = graphql`
  mutation OrganisationSwitcherMutation($input: SwitchOrganisationInput!) {
    switchOrganisation(input: $input) {
      client {
        id
        name
      }
    }
  }
`;

function Choices(props: { onSwitched(): void }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const environment = useRelayEnvironment();
  const data = useLazyLoadQuery<OrganisationSwitcherQuery>(query, {}, { fetchPolicy: 'store-and-network' });
  const [commit] = useMutation<OrganisationSwitcherMutation>(mutation);
  const [busy, setBusy] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const organisations = data.myOrganisations;
  if (organisations.length < 2) return null;

  async function switchTo(clientId: string, name: string) {
    setBusy(clientId);
    setFailed(false);
    const before = sessionStore.get();
    try {
      const status = await whileSessionChanges(async () => {
        // The session's answer, not the mutation's, says where the person now acts: the payload's
        // organisation can fail to read in the request that left it (FORBIDDEN on
        // switchOrganisation.client) though the switch was made and the new cookies set.
        await commitAsync(commit, { input: { clientId } }).catch(() => null);
        return checkAuth('user');
      });
      const switched = status.kind === 'user' && before?.kind === 'user' && status.user.username !== before.user.username;
      if (!switched) throw new Error('not switched');
      // Everything cached was the other organisation's.
      commitLocalUpdate(environment, (store) => store.invalidateStore());
      toasts.show({ id: 'org.switch.done' }, { values: { name } });
      props.onSwitched();
      await navigate(USER_HOME);
    } catch {
      setFailed(true);
    } finally {
      setBusy(null);
    }
  }

  return (
    <div className="org-switch" data-testid="organisation-switcher">
      <p className="org-switch__label" id="org-switch-label">
        <FormattedMessage id="org.switch.label" />
      </p>
      <ul className="org-switch__list" aria-labelledby="org-switch-label">
        {organisations.map((o) => {
          const role = MEMBER_ROLES.find((r) => r === o.role);
          const label = intl.formatMessage({ id: 'org.switch.option' }, { name: o.name, role: role ? intl.formatMessage(roleNames[role]) : o.role });
          return (
            <li key={o.clientId}>
              <button
                type="button"
                className={`org-switch__choice${o.current ? ' org-switch__choice--current' : ''}`}
                aria-current={o.current || undefined}
                disabled={o.current || busy !== null}
                onClick={() => void switchTo(o.clientId, o.name)}
              >
                <span aria-hidden="true" className="org-switch__mark">
                  {o.current ? '✓' : ''}
                </span>
                <span>{busy === o.clientId ? intl.formatMessage({ id: 'org.switch.busy' }) : label}</span>
              </button>
            </li>
          );
        })}
      </ul>
      {failed && (
        <p className="org-switch__problem" role="alert">
          <FormattedMessage id="org.switch.failed" />
        </p>
      )}
    </div>
  );
}

/** The switcher (nothing for a person of one organisation); `onSwitched` closes the menu. */
export function OrganisationSwitcher(props: { onSwitched(): void }) {
  return (
    <ErrorBoundary fallback={null}>
      <Suspense fallback={null}>
        <Choices onSwitched={props.onSwitched} />
      </Suspense>
    </ErrorBoundary>
  );
}
