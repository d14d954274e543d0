// Form building blocks: labelled fields whose hint and error are linked with aria-describedby, a
// password field with a show/hide switch, the terms checkbox, a submit button that says it is busy,
// and the form-level message. Errors arrive as translated-later descriptors (forms/messages.ts).
import { useState, type ChangeEvent, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Alert, type NoticeTone } from '../Notice.tsx';
import type { Text } from './messages.ts';
import './forms.css';

function describedBy(...ids: Array<string | false | null | undefined>): string | undefined {
  const list = ids.filter(Boolean).join(' ');
  return list || undefined;
}

export function ErrorText(props: { id: string; text: Text }) {
  return (
    <p id={props.id} className="field__error">
      <FormattedMessage {...props.text.descriptor} values={props.text.values} />
    </p>
  );
}

function Label(props: { htmlFor: string; label: ReactNode; optional?: boolean }) {
  return (
    <label className="field__label" htmlFor={props.htmlFor}>
      {props.label}
      {props.optional && (
        <span className="field__optional">
          {' '}
          <FormattedMessage id="form.optional" />
        </span>
      )}
    </label>
  );
}

interface TextFieldProps {
  id: string;
  label: ReactNode;
  value: string;
  onChange(value: string): void;
  error?: Text | null;
  hint?: ReactNode;
  optional?: boolean;
  type?: 'text' | 'email' | 'tel' | 'password';
  autoComplete?: string;
  inputMode?: 'text' | 'email' | 'tel' | 'numeric';
  maxLength?: number;
  multiline?: boolean;
  rows?: number;
  disabled?: boolean;
  readOnly?: boolean;
  spellCheck?: boolean;
  autoCapitalize?: string;
  /** Extra content after the input (e.g. the password visibility switch). */
  addon?: ReactNode;
}

export function TextField(props: TextFieldProps) {
  const errorId = `${props.id}-error`;
  const hintId = `${props.id}-hint`;
  const common = {
    id: props.id,
    name: props.id,
    className: 'field__input',
    value: props.value,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => props.onChange(event.target.value),
    'aria-invalid': props.error ? true : undefined,
    'aria-describedby': describedBy(props.error ? errorId : null, props.hint ? hintId : null),
    required: !props.optional && !props.readOnly ? true : undefined,
    maxLength: props.maxLength,
    disabled: props.disabled,
    readOnly: props.readOnly,
    spellCheck: props.spellCheck,
    autoCapitalize: props.autoCapitalize,
  };
  return (
    <div className={`field${props.error ? ' field--invalid' : ''}`}>
      <Label htmlFor={props.id} label={props.label} optional={props.optional} />
      {props.hint && (
        <p id={hintId} className="field__hint">
          {props.hint}
        </p>
      )}
      <div className={props.addon ? 'field__control field__control--addon' : 'field__control'}>
        {props.multiline ? (
          <textarea {...common} rows={props.rows ?? 3} autoComplete={props.autoComplete} />
        ) : (
          <input {...common} type={props.type ?? 'text'} autoComplete={props.autoComplete} inputMode={props.inputMode} />
        )}
        {props.addon}
      </div>
      {props.error && <ErrorText id={errorId} text={props.error} />}
    </div>
  );
}

/** A password input with a show/hide switch (people on phones mistype passwords easily). */
export function PasswordField(props: Omit<TextFieldProps, 'type' | 'addon' | 'multiline' | 'inputMode'>) {
  const intl = useIntl();
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      spellCheck={false}
      autoCapitalize="none"
      addon={
        <button
          type="button"
          className="field__reveal"
          aria-controls={props.id}
          aria-label={visible ? intl.formatMessage({ id: 'form.password.hideLabel' }) : intl.formatMessage({ id: 'form.password.showLabel' })}
          onClick={() => setVisible((v) => !v)}
        >
          {visible ? intl.formatMessage({ id: 'form.password.hide' }) : intl.formatMessage({ id: 'form.password.show' })}
        </button>
      }
    />
  );
}

export function CheckboxField(props: {
  id: string;
  checked: boolean;
  onChange(checked: boolean): void;
  label: ReactNode;
  error?: Text | null;
}) {
  const errorId = `${props.id}-error`;
  return (
    <div className={`field field--checkbox${props.error ? ' field--invalid' : ''}`}>
      <div className="checkbox">
        <input
          id={props.id}
          name={props.id}
          type="checkbox"
          className="checkbox__input"
          checked={props.checked}
          onChange={(event) => props.onChange(event.target.checked)}
          aria-invalid={props.error ? true : undefined}
          aria-describedby={props.error ? errorId : undefined}
          required
        />
        <label className="checkbox__label" htmlFor={props.id}>
          {props.label}
        </label>
      </div>
      {props.error && <ErrorText id={errorId} text={props.error} />}
    </div>
  );
}

export function SubmitButton(props: { busy: boolean; children: ReactNode; disabled?: boolean; variant?: 'primary' | 'danger'; wide?: boolean }) {
  return (
    <button
      type="submit"
      className={`btn btn--${props.variant ?? 'primary'}${props.wide === false ? '' : ' btn--block'}`}
      disabled={props.busy || props.disabled}
      aria-busy={props.busy || undefined}
    >
      {props.busy && <span className="btn__spinner" aria-hidden="true" />}
      {props.children}
    </button>
  );
}

/** The form's own message (a request problem or a confirmation), announced when it appears. */
export function FormMessage(props: { tone: NoticeTone; text: Text | null; id?: string; children?: ReactNode }) {
  if (!props.text && !props.children) return null;
  return (
    <Alert tone={props.tone} id={props.id} className="form__message">
      {props.text && <FormattedMessage {...props.text.descriptor} values={props.text.values} />}
      {props.children}
    </Alert>
  );
}

/** Moves the focus to the field with `id` (after React has rendered its error). */
export function focusField(id: string | null): void {
  if (!id) return;
  window.requestAnimationFrame(() => {
    const element = document.getElementById(id);
    if (!element) return;
    element.focus();
    element.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
  });
}
