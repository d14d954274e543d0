// Descriptors the Arrivals page uses outside JSX literals.
import { defineMessages } from 'react-intl';

export const arrivalText = defineMessages({
  saved: { id: 'arrivals.saved' },
  ruleSaved: { id: 'arrivals.pacing.saved' },
  ruleDeleted: { id: 'arrivals.pacing.deleted' },
  roomSaved: { id: 'arrivals.rooms.saved' },
  setsSaved: { id: 'arrivals.sets.saved' },
});
