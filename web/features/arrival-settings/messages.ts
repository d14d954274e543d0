// Descriptors the Arrivals page uses outside JSX literals.
import { defineMessages } from 'react-intl';

export const arrivalText = defineMessages({
  saved: { id: 'arrivals.saved' },
  ruleSaved: { id: 'arrivals.pacing.saved' },
  ruleDeleted: { id: 'arrivals.pacing.deleted' },
  roomSaved: { id: 'arrivals.rooms.saved' },
  setsSaved: { id: 'arrivals.sets.saved' },
});

/** Which arrivals a pacing rule counts: both stop types together, or one. */
export const stopChoiceText = defineMessages({
  BOTH: { id: 'arrivals.pacing.stop.BOTH' },
  SHORT_STOP: { id: 'arrivals.pacing.stop.SHORT_STOP' },
  LONG_STOP: { id: 'arrivals.pacing.stop.LONG_STOP' },
});
