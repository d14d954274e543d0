// The prices page's words: its toasts, the stop types' names, and the server's (or the same local)
// field codes for prices and menu items, worded from the app's catalogs.
import { defineMessages, type MessageDescriptor } from 'react-intl';
import { fieldText, type Text } from '../../components/forms/messages.ts';
import { MENU_NAME_MAX_LENGTH } from '../../../graph/domain/content-rules.ts';
import type { MoneyProblem } from './money.ts';
import type { StopType } from './__generated__/menuItemDraft_item.graphql';

export const pricesText = defineMessages({
  priceSaved: { id: 'staff.prices.priceSaved' },
  itemSaved: { id: 'staff.prices.itemSaved' },
  itemAdded: { id: 'staff.prices.itemAdded' },
  itemDeleted: { id: 'staff.prices.itemDeleted' },
  itemHidden: { id: 'staff.prices.itemHidden' },
  itemShown: { id: 'staff.prices.itemShown' },
  SHORT_STOP: { id: 'staff.stop.short' },
  LONG_STOP: { id: 'staff.stop.long' },
  shortText: { id: 'staff.prices.shortText' },
  longText: { id: 'staff.prices.longText' },
});

export function stopText(type: StopType): MessageDescriptor {
  return type === 'LONG_STOP' ? pricesText.LONG_STOP : pricesText.SHORT_STOP;
}

export const moneyText: Record<MoneyProblem, MessageDescriptor> = defineMessages({
  REQUIRED: { id: 'staff.money.required' },
  INVALID: { id: 'staff.money.invalid' },
  TOO_PRECISE: { id: 'staff.money.tooPrecise' },
  OUT_OF_RANGE: { id: 'staff.money.outOfRange' },
});

/** Server field codes → words (prices and menu items). */
export function fieldProblem(code: string | undefined, max = MENU_NAME_MAX_LENGTH): Text | null {
  if (!code) return null;
  switch (code) {
    case 'REQUIRED':
      return { descriptor: fieldText.required };
    case 'TOO_LONG':
      return { descriptor: fieldText.tooLong, values: { max } };
    case 'OUT_OF_RANGE':
      return { descriptor: moneyText.OUT_OF_RANGE };
    default:
      return { descriptor: fieldText.invalid };
  }
}
