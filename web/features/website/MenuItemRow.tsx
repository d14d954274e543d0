// One menu item in the manager's list: its names in both languages, description, price and rate,
// diet and allergens, and its buttons (hide/show, edit, move up/down, delete).
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import { formatCents } from '../../components/money.ts';
import { Alert } from '../../components/Notice.tsx';
import { commitAsync } from '../../components/forms/commit.ts';
import { readProblem, type Problem } from '../../components/forms/problems.ts';
import { toasts } from '../../lib/toast.ts';
import { formatRate } from '../billing-terms/terms-form.ts';
import { allergenLabel } from '../meals/MealPreorder.tsx';
import { staffProblemMessage } from '../staff/staffMessages.ts';
import { readEditableItem, toggledInput } from './menuItemDraft.ts';
import { pricesText } from './pricesMessages.ts';
import { useSaveMenuItem } from './useSaveMenuItem.ts';
import type { MenuItemRow_item$key } from './__generated__/MenuItemRow_item.graphql';

const itemFragment = graphql`
  fragment MenuItemRow_item on MenuItem {
    nameEn
    nameSl
    descriptionEn
    descriptionSl
    priceCents
    active
    priceIncludesVat
    vatRate {
      rateBp
    }
    allergens
    vegetarian
    vegan
    ...menuItemDraft_item
  }
`;

interface MenuItemRowProps {
  item: MenuItemRow_item$key;
  index: number;
  count: number;
  /** A reorder of this menu is on its way. */
  moving: boolean;
  onEdit(): void;
  onDelete(): void;
  onMove(direction: -1 | 1): void;
}

export function MenuItemRow(props: MenuItemRowProps) {
  const item = useFragment(itemFragment, props.item);
  const intl = useIntl();
  const [commit, busy] = useSaveMenuItem();
  const [problem, setProblem] = useState<Problem | null>(null);
  const primary = intl.locale === 'sl' ? item.nameSl : item.nameEn;
  const secondary = intl.locale === 'sl' ? item.nameEn : item.nameSl;
  const description = intl.locale === 'sl' ? item.descriptionSl || item.descriptionEn : item.descriptionEn || item.descriptionSl;

  async function toggle() {
    setProblem(null);
    try {
      await commitAsync(commit, { input: toggledInput(readEditableItem(item)) });
      toasts.show(item.active ? pricesText.itemHidden : pricesText.itemShown, { tone: 'info', values: { name: primary } });
    } catch (caught) {
      setProblem(readProblem(caught));
    }
  }

  return (
    <li className={`menu-row${item.active ? '' : ' menu-row--hidden'}`}>
      <div className="menu-row__text">
        <p className="menu-row__name">
          <span lang={intl.locale}>{primary}</span>
          <span className="menu-row__other" lang={intl.locale === 'sl' ? 'en' : 'sl'}>
            {secondary}
          </span>
        </p>
        {description && <p className="menu-row__description">{description}</p>}
        <p className="menu-row__meta">
          <span className={`tag ${item.active ? 'tag--ok' : 'tag--muted'}`}>
            {item.active ? <FormattedMessage id="staff.prices.visible" /> : <FormattedMessage id="staff.prices.hidden" />}
          </span>
          <span>
            {item.priceCents == null ? <FormattedMessage id="staff.prices.included" /> : formatCents(item.priceCents, intl.locale)}
          </span>
          {item.priceCents != null && (
            <span className="menu-row__rate">
              {item.priceIncludesVat ? (
                <FormattedMessage id="billingTerms.picker.grossRate" values={{ rate: formatRate(item.vatRate.rateBp, intl.locale) }} />
              ) : (
                <FormattedMessage id="billingTerms.picker.netRate" values={{ rate: formatRate(item.vatRate.rateBp, intl.locale) }} />
              )}
            </span>
          )}
          {(item.vegan || item.vegetarian) && <span className="tag tag--ok">{item.vegan ? <FormattedMessage id="meals.menu.vegan" /> : <FormattedMessage id="meals.menu.vegetarian" />}</span>}
          <span title={item.allergens.map((a) => allergenLabel(a, intl.locale)).join(', ')}>
            <FormattedMessage id="meals.menu.allergenCount" values={{ count: item.allergens.length }} />
          </span>
        </p>
        {problem && (
          <Alert tone="danger">
            <FormattedMessage {...staffProblemMessage(problem)} />
          </Alert>
        )}
      </div>
      <div className="menu-row__actions">
        <button type="button" className="btn btn--ghost btn--small" onClick={() => void toggle()} disabled={busy} aria-busy={busy || undefined}>
          {item.active ? <FormattedMessage id="staff.prices.hide" /> : <FormattedMessage id="staff.prices.show" />}
          <span className="visually-hidden">: {primary}</span>
        </button>
        <button type="button" className="btn btn--ghost btn--small" onClick={props.onEdit}>
          <FormattedMessage id="staff.prices.edit" />
          <span className="visually-hidden">: {primary}</span>
        </button>
        <span className="menu-row__move">
          <button
            type="button"
            className="btn btn--ghost btn--small btn--icon"
            onClick={() => props.onMove(-1)}
            disabled={props.index === 0 || props.moving}
            aria-label={intl.formatMessage({ id: 'staff.prices.moveUp' }, { name: primary })}
          >
            <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
              <path d="M3.5 10 8 5.5l4.5 4.5" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </button>
          <button
            type="button"
            className="btn btn--ghost btn--small btn--icon"
            onClick={() => props.onMove(1)}
            disabled={props.index === props.count - 1 || props.moving}
            aria-label={intl.formatMessage({ id: 'staff.prices.moveDown' }, { name: primary })}
          >
            <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
              <path d="M3.5 6 8 10.5 12.5 6" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </button>
        </span>
        <button type="button" className="btn btn--ghost btn--small btn--danger-ghost" onClick={props.onDelete}>
          <FormattedMessage id="staff.prices.delete" />
          <span className="visually-hidden">: {primary}</span>
        </button>
      </div>
    </li>
  );
}
