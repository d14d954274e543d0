// A signing secret shown once (after registering an endpoint or rotating its secret), with a copy
// button and how a receiver uses it; the same pattern as a new API token's secret.
import { useEffect, useId, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';

export function WebhookSecret(props: { secret: string; onDone(): void }) {
  const id = useId();
  const ref = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState(false);
  useEffect(() => ref.current?.select(), []);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(props.secret);
      setCopied(true);
    } catch {
      // No clipboard: the field is selected for copying by hand.
      ref.current?.select();
    }
  };
  return (
    <div className="token-secret">
      <label className="field__label" htmlFor={`${id}-secret`}>
        <FormattedMessage id="webhooks.secret.label" />
      </label>
      <div className="token-secret__row">
        <input ref={ref} id={`${id}-secret`} className="field__input token-secret__value" readOnly value={props.secret} onFocus={(event) => event.target.select()} data-testid="webhook-secret" />
        <button type="button" className="btn btn--primary" onClick={() => void copy()}>
          <FormattedMessage id={copied ? 'webhooks.secret.copied' : 'webhooks.secret.copy'} />
        </button>
      </div>
      <p className="token-secret__usage">
        <FormattedMessage id="webhooks.secret.usage" values={{ code: (chunks) => <code>{chunks}</code> }} />
      </p>
      <div className="form__actions">
        <button type="button" className="btn btn--ghost" onClick={props.onDone}>
          <FormattedMessage id="webhooks.secret.done" />
        </button>
      </div>
    </div>
  );
}
