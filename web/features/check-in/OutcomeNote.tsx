// One line saying how a closed reservation ended, for staff lists and the client's cards.
import { FormattedMessage } from 'react-intl';
import { outcomeMessage, type OutcomeFacts } from './outcome.ts';
import './CheckIn.css';

export function OutcomeNote(props: OutcomeFacts & { audience: 'staff' | 'client'; className?: string }) {
  const message = outcomeMessage(props, props.audience);
  if (!message) return null;
  const tone = props.outcome === 'ARRIVED' ? 'arrived' : props.outcome === 'NO_SHOW' ? 'no-show' : 'closed';
  return (
    <p className={`outcome-note outcome-note--${tone}${props.className ? ` ${props.className}` : ''}`} data-testid="outcome-note">
      <FormattedMessage {...message.descriptor} values={message.values} />
    </p>
  );
}
