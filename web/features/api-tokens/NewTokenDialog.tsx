// Making an API token: a name, what it may do, how long it lives. The secret comes back once and is
// shown once, with a copy button and the plain warning that it cannot be shown again.
import { useEffect, useId, useState, type FormEvent } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { graphql, useMutation } from 'react-relay/hooks';
import { Dialog } from '../../components/forms/Dialog.tsx';
import { FormMessage, SubmitButton, TextField } from '../../components/forms/Field.tsx';
import { problemMessage, type Text } from '../../components/forms/messages.ts';
import { readProblem } from '../../components/forms/problems.ts';
import { commitAsync } from '../../components/forms/commit.ts';
import { useCopy } from '../../components/forms/useCopy.ts';
import { API_TOKEN_NAME_MAX_LENGTH, CLIENT_SCOPES, EXPIRY_CHOICES, expiryDate, newTokenProblems, RESTAURANT_SCOPES, type ApiTokenScope, type ExpiryChoice, type NewTokenProblems } from './apiTokens.ts';
import { scopeText } from './ApiTokenRow.tsx';
import type { NewTokenDialogClientMutation } from './__generated__/NewTokenDialogClientMutation.graphql';
import type { NewTokenDialogRestaurantMutation } from './__generated__/NewTokenDialogRestaurantMutation.graphql';

const clientMutation = graphql`
  mutation NewTokenDialogClientMutation($input: CreateApiTokenInput!, $connections: [ID!]!) {
    createApiToken(input: $input) {
      secret
      apiToken @prependNode(connections: $connections, edgeTypeName: "ApiTokenEdge") {
        id
        ...ApiTokenRow_token
      }
    }
  }
`;

const restaurantMutation = graphql`
  mutation NewTokenDialogRestaurantMutation($input: CreateRestaurantApiTokenInput!, $connections: [ID!]!) {
    createRestaurantApiToken(input: $input) {
      secret
      apiToken @prependNode(connections: $connections, edgeTypeName: "ApiTokenEdge") {
        id
        ...ApiTokenRow_token
      }
    }
  }
`;

const scopeHintText = defineMessages({
  READ_RESERVATIONS: { id: 'tokens.scopeHint.READ_RESERVATIONS' },
  CREATE_RESERVATIONS: { id: 'tokens.scopeHint.CREATE_RESERVATIONS' },
  MANAGE_WEBHOOKS: { id: 'tokens.scopeHint.MANAGE_WEBHOOKS' },
  READ_ALL_RESERVATIONS: { id: 'tokens.scopeHint.READ_ALL_RESERVATIONS' },
  READ_INVOICES: { id: 'tokens.scopeHint.READ_INVOICES' },
});

const fieldText = defineMessages({
  nameRequired: { id: 'tokens.field.nameRequired' },
  nameTooLong: { id: 'tokens.field.nameTooLong' },
});

interface NewTokenDialogProps {
  open: boolean;
  owner: 'organisation' | 'restaurant';
  /** The lists the new token joins. */
  connections: string[];
  onClose(): void;
}

export function NewTokenDialog(props: NewTokenDialogProps) {
  const intl = useIntl();
  const id = useId();
  const scopes: readonly ApiTokenScope[] = props.owner === 'organisation' ? CLIENT_SCOPES : RESTAURANT_SCOPES;
  const [name, setName] = useState('');
  const [chosen, setChosen] = useState<ApiTokenScope[]>(props.owner === 'organisation' ? ['READ_RESERVATIONS'] : ['READ_ALL_RESERVATIONS']);
  const [expiry, setExpiry] = useState<ExpiryChoice>('365');
  const [problems, setProblems] = useState<NewTokenProblems>({});
  const [problem, setProblem] = useState<Text | null>(null);
  const [secret, setSecret] = useState<string | null>(null);
  const { ref: secretRef, copied, setCopied, copy } = useCopy();
  const [commitClient, clientBusy] = useMutation<NewTokenDialogClientMutation>(clientMutation);
  const [commitRestaurant, restaurantBusy] = useMutation<NewTokenDialogRestaurantMutation>(restaurantMutation);
  const busy = clientBusy || restaurantBusy;
  // The secret replaces the form: put the person on it, selected for copying. (Not through the
  // dialog's initialFocus, whose change would reopen the dialog.)
  useEffect(() => {
    if (secret) secretRef.current?.select();
  }, [secret, secretRef]);

  const close = () => {
    setName('');
    setProblems({});
    setProblem(null);
    setSecret(null);
    setCopied(false);
    props.onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = newTokenProblems({ name, scopes: chosen, expiry }, props.owner);
    setProblems(found);
    setProblem(null);
    if (Object.keys(found).length) return;
    const input = { name: name.trim(), scopes: chosen, expiresAt: expiryDate(expiry, new Date()) };
    try {
      const made =
        props.owner === 'organisation'
          ? (await commitAsync(commitClient, { input, connections: props.connections })).createApiToken.secret
          : (await commitAsync(commitRestaurant, { input, connections: props.connections })).createRestaurantApiToken.secret;
      setSecret(made);
    } catch (error) {
      setProblem(problemMessage(readProblem(error)));
    }
  };

  return (
    <Dialog
      open={props.open}
      onClose={close}
      title={<FormattedMessage id={secret ? 'tokens.secret.title' : props.owner === 'organisation' ? 'tokens.new.title' : 'tokens.new.restaurantTitle'} />}
      description={<FormattedMessage id={secret ? 'tokens.secret.text' : props.owner === 'organisation' ? 'tokens.new.text' : 'tokens.new.restaurantText'} />}
    >
      {secret ? (
        <div className="token-secret">
          <label className="field__label" htmlFor={`${id}-secret`}>
            <FormattedMessage id="tokens.secret.label" />
          </label>
          <div className="token-secret__row">
            <input ref={secretRef} id={`${id}-secret`} className="field__input token-secret__value" readOnly value={secret} onFocus={(event) => event.target.select()} data-testid="token-secret" />
            <button type="button" className="btn btn--primary" onClick={() => void copy(secret)}>
              <FormattedMessage id={copied ? 'tokens.secret.copied' : 'tokens.secret.copy'} />
            </button>
          </div>
          <p className="token-secret__usage">
            <code>Authorization: Bearer {secret.slice(0, 10)}…</code>
          </p>
          <div className="form__actions">
            <button type="button" className="btn btn--ghost" onClick={close}>
              <FormattedMessage id="tokens.secret.done" />
            </button>
          </div>
        </div>
      ) : (
        <form className="form" noValidate onSubmit={(event) => void submit(event)}>
          <TextField
            id={`${id}-name`}
            label={<FormattedMessage id="tokens.field.name" />}
            hint={<FormattedMessage id="tokens.field.nameHint" />}
            value={name}
            maxLength={API_TOKEN_NAME_MAX_LENGTH}
            onChange={(value) => {
              setName(value);
              setProblems((p) => ({ ...p, name: undefined }));
            }}
            error={problems.name ? { descriptor: problems.name === 'REQUIRED' ? fieldText.nameRequired : fieldText.nameTooLong, values: { max: API_TOKEN_NAME_MAX_LENGTH } } : null}
          />
          <fieldset className="field token-scopes" aria-describedby={problems.scopes ? `${id}-scopes-error` : undefined}>
            <legend className="field__label">
              <FormattedMessage id="tokens.scopes" />
            </legend>
            {scopes.map((scope) => (
              <label key={scope} className="token-scopes__choice">
                <input
                  type="checkbox"
                  checked={chosen.includes(scope)}
                  onChange={(event) => {
                    setChosen((c) => (event.target.checked ? [...c, scope] : c.filter((s) => s !== scope)));
                    setProblems((p) => ({ ...p, scopes: undefined }));
                  }}
                />
                <span>
                  <strong>
                    <FormattedMessage {...scopeText[scope]} />
                  </strong>
                  <span className="token-scopes__hint">
                    <FormattedMessage {...scopeHintText[scope]} />
                  </span>
                </span>
              </label>
            ))}
            {problems.scopes && (
              <p id={`${id}-scopes-error`} className="field__error">
                <FormattedMessage id="tokens.field.scopesRequired" />
              </p>
            )}
          </fieldset>
          <div className="field">
            <label className="field__label" htmlFor={`${id}-expiry`}>
              <FormattedMessage id="tokens.field.expiry" />
            </label>
            <select id={`${id}-expiry`} className="field__input" value={expiry} onChange={(event) => setExpiry(event.target.value as ExpiryChoice)}>
              {EXPIRY_CHOICES.map((choice) => (
                <option key={choice} value={choice}>
                  {choice === 'never' ? intl.formatMessage({ id: 'tokens.expiry.never' }) : intl.formatMessage({ id: 'tokens.expiry.days' }, { days: Number(choice) })}
                </option>
              ))}
            </select>
          </div>
          <FormMessage tone="danger" text={problem} />
          <div className="form__actions">
            <SubmitButton busy={busy} wide={false}>
              <FormattedMessage id="tokens.new.submit" />
            </SubmitButton>
          </div>
        </form>
      )}
    </Dialog>
  );
}
