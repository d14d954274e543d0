// Registering a webhook endpoint: its https address, a note, the events it wants. The signing
// secret comes back once and is shown once.
import { useId, useState, type FormEvent } from 'react';
import { defineMessages, FormattedMessage } from 'react-intl';
import { graphql, useMutation } from 'react-relay/hooks';
import { Dialog } from '../../components/forms/Dialog.tsx';
import { FormMessage, SubmitButton, TextField } from '../../components/forms/Field.tsx';
import { problemMessage, type Text } from '../../components/forms/messages.ts';
import { readProblem } from '../../components/forms/problems.ts';
import { commitAsync } from '../../components/forms/commit.ts';
import { eventsFor, newEndpointProblems, WEBHOOK_DESCRIPTION_MAX_LENGTH, WEBHOOK_URL_MAX_LENGTH, type WebhookEvent, type WebhookOwner, type WebhookProblem } from './webhooks.ts';
import { eventText } from './WebhookEndpointRow.tsx';
import { WebhookSecret } from './WebhookSecret.tsx';
import type { NewWebhookDialogMutation } from './__generated__/NewWebhookDialogMutation.graphql';

const mutation = graphql`
  mutation NewWebhookDialogMutation($input: RegisterWebhookEndpointInput!, $connections: [ID!]!) {
    registerWebhookEndpoint(input: $input) {
      secret
      webhookEndpoint @prependNode(connections: $connections, edgeTypeName: "WebhookEndpointEdge") {
        id
        ...WebhookEndpointRow_endpoint
      }
    }
  }
`;

const eventHint = defineMessages({
  RESERVATION_CREATED: { id: 'webhooks.eventHint.RESERVATION_CREATED' },
  RESERVATION_STATUS_CHANGED: { id: 'webhooks.eventHint.RESERVATION_STATUS_CHANGED' },
  RESERVATION_UPDATED: { id: 'webhooks.eventHint.RESERVATION_UPDATED' },
  CLIENT_REGISTERED: { id: 'webhooks.eventHint.CLIENT_REGISTERED' },
  CLIENT_APPROVED: { id: 'webhooks.eventHint.CLIENT_APPROVED' },
  INVOICE_ISSUED: { id: 'webhooks.eventHint.INVOICE_ISSUED' },
  PAYMENT_RECEIVED: { id: 'webhooks.eventHint.PAYMENT_RECEIVED' },
  INVOICE_OVERDUE: { id: 'webhooks.eventHint.INVOICE_OVERDUE' },
});

export const urlProblemText = defineMessages<WebhookProblem>({
  URL_REQUIRED: { id: 'webhooks.field.urlRequired' },
  URL_TOO_LONG: { id: 'webhooks.field.urlTooLong' },
  URL_INVALID: { id: 'webhooks.field.urlInvalid' },
  URL_NOT_HTTPS: { id: 'webhooks.field.urlNotHttps' },
  URL_NOT_PUBLIC: { id: 'webhooks.field.urlNotPublic' },
  URL_UNRESOLVABLE: { id: 'webhooks.field.urlUnresolvable' },
  DESCRIPTION_TOO_LONG: { id: 'webhooks.field.descriptionTooLong' },
  EVENTS_REQUIRED: { id: 'webhooks.field.eventsRequired' },
  EVENT_NOT_ALLOWED: { id: 'webhooks.field.eventsRequired' },
});

const limitText = defineMessages({ limit: { id: 'webhooks.limit' } });

type Problems = Partial<Record<'url' | 'description' | 'events', string>>;

export function NewWebhookDialog(props: { open: boolean; owner: WebhookOwner; connections: string[]; onClose(): void }) {
  const id = useId();
  const events = eventsFor(props.owner);
  const [url, setUrl] = useState('');
  const [description, setDescription] = useState('');
  const [chosen, setChosen] = useState<WebhookEvent[]>([...events]);
  const [problems, setProblems] = useState<Problems>({});
  const [problem, setProblem] = useState<Text | null>(null);
  const [secret, setSecret] = useState<string | null>(null);
  const [commit, busy] = useMutation<NewWebhookDialogMutation>(mutation);

  const close = () => {
    setUrl('');
    setDescription('');
    setChosen([...events]);
    setProblems({});
    setProblem(null);
    setSecret(null);
    props.onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = newEndpointProblems({ url, description, events: chosen }, props.owner);
    setProblems(found);
    setProblem(null);
    if (Object.keys(found).length) return;
    try {
      const input = { url: url.trim(), description: description.trim() || null, events: chosen };
      const made = await commitAsync(commit, { input, connections: props.connections });
      setSecret(made.registerWebhookEndpoint.secret);
    } catch (error) {
      const read = readProblem(error);
      if (Object.keys(read.fields).length) setProblems(read.fields);
      else setProblem(read.code === 'WEBHOOK_LIMIT' ? { descriptor: limitText.limit } : problemMessage(read));
    }
  };

  const fieldError = (field: keyof Problems): Text | null => {
    const code = problems[field] as WebhookProblem | undefined;
    return code ? { descriptor: urlProblemText[code] ?? urlProblemText.URL_INVALID, values: { max: field === 'url' ? WEBHOOK_URL_MAX_LENGTH : WEBHOOK_DESCRIPTION_MAX_LENGTH } } : null;
  };

  return (
    <Dialog
      open={props.open}
      onClose={close}
      title={<FormattedMessage id={secret ? 'webhooks.secret.title' : 'webhooks.new.title'} />}
      description={<FormattedMessage id={secret ? 'webhooks.secret.text' : props.owner === 'organisation' ? 'webhooks.new.text' : 'webhooks.new.restaurantText'} />}
    >
      {secret ? (
        <WebhookSecret secret={secret} onDone={close} />
      ) : (
        <form className="form" noValidate onSubmit={(event) => void submit(event)}>
          <TextField
            id={`${id}-url`}
            label={<FormattedMessage id="webhooks.field.url" />}
            hint={<FormattedMessage id="webhooks.field.urlHint" />}
            value={url}
            inputMode="text"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={WEBHOOK_URL_MAX_LENGTH}
            onChange={(value) => {
              setUrl(value);
              setProblems((p) => ({ ...p, url: undefined }));
            }}
            error={fieldError('url')}
          />
          <TextField
            id={`${id}-description`}
            label={<FormattedMessage id="webhooks.field.description" />}
            optional
            value={description}
            maxLength={WEBHOOK_DESCRIPTION_MAX_LENGTH}
            onChange={(value) => {
              setDescription(value);
              setProblems((p) => ({ ...p, description: undefined }));
            }}
            error={fieldError('description')}
          />
          <fieldset className="field token-scopes" aria-describedby={problems.events ? `${id}-events-error` : undefined}>
            <legend className="field__label">
              <FormattedMessage id="webhooks.events" />
            </legend>
            {events.map((name) => (
              <label key={name} className="token-scopes__choice">
                <input
                  type="checkbox"
                  checked={chosen.includes(name)}
                  onChange={(event) => {
                    setChosen((c) => (event.target.checked ? [...c, name] : c.filter((e) => e !== name)));
                    setProblems((p) => ({ ...p, events: undefined }));
                  }}
                />
                <span>
                  <strong>
                    <FormattedMessage {...eventText[name]} />
                  </strong>
                  <span className="token-scopes__hint">
                    <FormattedMessage {...eventHint[name]} />
                  </span>
                </span>
              </label>
            ))}
            {problems.events && (
              <p id={`${id}-events-error`} className="field__error">
                <FormattedMessage id="webhooks.field.eventsRequired" />
              </p>
            )}
          </fieldset>
          <FormMessage tone="danger" text={problem} />
          <div className="form__actions">
            <SubmitButton busy={busy} wide={false}>
              <FormattedMessage id="webhooks.new.submit" />
            </SubmitButton>
          </div>
        </form>
      )}
    </Dialog>
  );
}
