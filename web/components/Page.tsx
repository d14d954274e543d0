import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';

/** A page's frame: its translated <h1> (the focus target after navigation) and content. */
export function Page(props: { title: MessageDescriptor; lead?: ReactNode; narrow?: boolean; children?: ReactNode }) {
  return (
    <article className={`page${props.narrow ? ' page--narrow' : ''}`}>
      <header className="page__header">
        <h1 className="page__title" tabIndex={-1} data-page-heading="">
          <FormattedMessage {...props.title} />
        </h1>
        {props.lead && <p className="page__lead">{props.lead}</p>}
      </header>
      {props.children}
    </article>
  );
}
