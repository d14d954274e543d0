// A menu item's diet (vegetarian, vegan) and allergen checkboxes in its dialog. A vegan dish is
// vegetarian too, so "vegetarian" stays ticked while "vegan" is.
import { FormattedMessage, useIntl } from 'react-intl';
import { ALLERGENS } from '../../../graph/domain/allergens.ts';
import type { MenuItemDraft } from './menuItemDraft.ts';

type Marks = Pick<MenuItemDraft, 'allergens' | 'vegetarian' | 'vegan'>;

export function MenuItemMarks(props: { draft: Marks; onChange(update: (current: Marks) => Partial<Marks>): void }) {
  const { draft, onChange } = props;
  const intl = useIntl();
  return (
    <>
      <fieldset className="item-form__marks">
        <legend>
          <FormattedMessage id="meals.menu.diet" />
        </legend>
        <label className="choice">
          <input type="checkbox" checked={draft.vegetarian || draft.vegan} disabled={draft.vegan} onChange={(e) => onChange(() => ({ vegetarian: e.target.checked }))} />
          <span>
            <FormattedMessage id="meals.menu.vegetarian" />
          </span>
        </label>
        <label className="choice">
          <input type="checkbox" checked={draft.vegan} onChange={(e) => onChange(() => ({ vegan: e.target.checked }))} data-testid="item-vegan" />
          <span>
            <FormattedMessage id="meals.menu.vegan" />
          </span>
        </label>
      </fieldset>
      <fieldset className="item-form__marks item-form__allergens">
        <legend>
          <FormattedMessage id="meals.menu.allergens" />
        </legend>
        {ALLERGENS.map((a) => (
          <label key={a.code} className="choice">
            <input
              type="checkbox"
              checked={draft.allergens.includes(a.code)}
              data-testid={`item-allergen-${a.code}`}
              onChange={(e) => {
                const checked = e.target.checked;
                onChange((m) => ({ allergens: checked ? [...m.allergens, a.code] : m.allergens.filter((c) => c !== a.code) }));
              }}
            />
            <span>{intl.locale === 'sl' ? a.sl : a.en}</span>
          </label>
        ))}
      </fieldset>
    </>
  );
}
