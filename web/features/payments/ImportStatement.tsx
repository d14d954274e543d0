// The manager uploads a bank statement (camt.053): the server adds a payment per credit it has not
// seen and matches what it can; the answer says how many were new and matched, or that the file was
// imported before (and nothing changed).
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useMutation } from 'react-relay/hooks';
import { STATEMENT_FILE_MAX_BYTES } from '../../../graph/domain/payments.ts';
import { readProblem } from '../../components/forms/problems.ts';
import { paymentProblem } from './paymentText.ts';
import type { ImportStatementMutation, ImportStatementMutation$data } from './__generated__/ImportStatementMutation.graphql';
import '../../components/forms/forms.css';
import './payments.css';

const mutation = graphql`
  mutation ImportStatementMutation($input: ImportBankStatementInput!) {
    importBankStatement(input: $input) {
      alreadyImported
      skippedOtherCurrency
      statement {
        id
        fileName
        creditCount
        newCount
        matchedCount
      }
    }
  }
`;

export function ImportStatement(props: { onImported: () => void }) {
  const id = useId();
  const intl = useIntl();
  const [commit, busy] = useMutation<ImportStatementMutation>(mutation);
  const [file, setFile] = useState<File | null>(null);
  const [result, setResult] = useState<ImportStatementMutation$data['importBankStatement'] | null>(null);
  const [error, setError] = useState<string | null>(null);

  function send() {
    if (!file) return;
    setError(null);
    setResult(null);
    if (file.size > STATEMENT_FILE_MAX_BYTES) {
      setError(intl.formatMessage(paymentProblem({ code: 'STATEMENT_TOO_LARGE' })));
      return;
    }
    commit({
      variables: { input: { file: null } },
      uploadables: { 'input.file': file },
      onCompleted(response, errors) {
        if (errors?.length) setError(intl.formatMessage(paymentProblem(readProblem({ errors }))));
        else {
          setResult(response.importBankStatement);
          props.onImported();
        }
      },
      onError(e) {
        setError(intl.formatMessage(paymentProblem(readProblem(e))));
      },
    });
  }

  return (
    <section className="card pay-section" aria-labelledby={`${id}-title`}>
      <h2 className="pay-section__title" id={`${id}-title`}>
        <FormattedMessage id="payments.import.title" />
      </h2>
      <p className="pay-row__meta">
        <FormattedMessage id="payments.import.lead" />
      </p>
      <div className="pay-actions">
        <div className="field">
          <label className="field__label" htmlFor={`${id}-file`}>
            <FormattedMessage id="payments.import.file" />
          </label>
          <input id={`${id}-file`} className="field__input" type="file" accept=".xml,application/xml,text/xml" onChange={(e) => setFile(e.target.files?.[0] ?? null)} />
        </div>
        <button type="button" className="btn" disabled={!file || busy} onClick={send}>
          <FormattedMessage id="payments.import.submit" />
        </button>
      </div>
      {error && (
        <p className="field__error" role="alert">
          {error}
        </p>
      )}
      {result && (
        <p role="status">
          {result.alreadyImported ? (
            <FormattedMessage id="payments.import.already" values={{ name: result.statement.fileName }} />
          ) : (
            <FormattedMessage id="payments.import.done" values={{ credits: result.statement.creditCount, added: result.statement.newCount, matched: result.statement.matchedCount }} />
          )}
          {result.skippedOtherCurrency > 0 && (
            <>
              {' '}
              <FormattedMessage id="payments.import.otherCurrency" values={{ count: result.skippedOtherCurrency }} />
            </>
          )}
        </p>
      )}
    </section>
  );
}
