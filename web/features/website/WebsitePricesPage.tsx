// Manager: what a stop costs per guest, and the menu of each stop type in English and Slovenian —
// add, edit, reorder, hide/show and delete items. The public pages read the same data (`site.offers`).
import '../staff/staff-page.css';
import { useId, useRef, useState, type FormEvent } from 'react';
import { defineMessages, FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { graphql, useMutation, type PreloadedQuery } from 'react-relay/hooks';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { guard } from '../../auth/runtime.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { formatCents } from '../../components/money.ts';
import { centsToInput, parseEuros, type MoneyProblem } from './money.ts';
import { staffProblemMessage } from '../staff/staffMessages.ts';
import { Alert } from '../../components/Notice.tsx';
import { Page } from '../../components/Page.tsx';
import { commitAsync } from '../../components/forms/commit.ts';
import { keyFor, type KeyedSubmission } from '../../components/forms/idempotency.ts';
import { Dialog } from '../../components/forms/Dialog.tsx';
import { FormMessage, SubmitButton, TextField, focusField } from '../../components/forms/Field.tsx';
import { fieldText, type Text } from '../../components/forms/messages.ts';
import { readProblem, type Problem } from '../../components/forms/problems.ts';
import { titles } from '../../i18n/messages.ts';
import { toasts } from '../../lib/toast.ts';
import { preloadQuery, usePageQuery } from '../../relay/preload.ts';
import '../../components/forms/forms.css';
import '../staff/tag.css';
import './lang-pair.css';
import './WebsitePricesPage.css';
import type { StopType, WebsitePricesPageQuery, WebsitePricesPageQuery$data } from './__generated__/WebsitePricesPageQuery.graphql';
import type { WebsitePricesPageDeleteMutation } from './__generated__/WebsitePricesPageDeleteMutation.graphql';
import type { WebsitePricesPagePriceMutation } from './__generated__/WebsitePricesPagePriceMutation.graphql';
import type { WebsitePricesPageReorderMutation } from './__generated__/WebsitePricesPageReorderMutation.graphql';
import type { WebsitePricesPageSaveItemMutation, SaveMenuItemInput as MenuItemInput } from './__generated__/WebsitePricesPageSaveItemMutation.graphql';
import { MENU_DESCRIPTION_MAX_LENGTH, MENU_NAME_MAX_LENGTH, menuDescriptionProblem, menuNameProblem } from '../../../graph/domain/content-rules.ts';
import { ALLERGENS } from '../../../graph/domain/meals.ts';
import { allergenLabel } from '../meals/MealPreorder.tsx';
import { VatRatePicker, type PriceTax, type RateChoice } from '../billing-terms/VatRatePicker.tsx';
import { formatRate } from '../billing-terms/terms-form.ts';
import { fieldCodeText } from '../billing-terms/messages.ts';

const query = graphql`
  query WebsitePricesPageQuery {
    vatRates {
      id
      # eslint-disable-next-line relay/unused-fields -- the pickers name the rates
      nameEn
      # eslint-disable-next-line relay/unused-fields -- the pickers name the rates
      nameSl
      rateBp
      active
    }
    site {
      offers {
        id
        type
        priceCents
        currency
        priceIncludesVat
        vatRate {
          id
          # eslint-disable-next-line relay/unused-fields -- the price's picker names the rate
          nameEn
          # eslint-disable-next-line relay/unused-fields -- the price's picker names the rate
          nameSl
          rateBp
          active
        }
        menu(includeInactive: true) {
          id
          nameEn
          nameSl
          descriptionEn
          descriptionSl
          priceCents
          active
          position
          stopType
          allergens
          vegetarian
          vegan
          priceIncludesVat
          vatRate {
            id
            # eslint-disable-next-line relay/unused-fields -- the item dialog's picker names the rate
            nameEn
            # eslint-disable-next-line relay/unused-fields -- the item dialog's picker names the rate
            nameSl
            rateBp
            active
          }
        }
      }
    }
  }
`;

// Every answer carries the stop offer as it is now (its price, or its whole menu), and offers are
// nodes: Relay puts the answer where the page shows it, with no hand-written store update.
const priceMutation = graphql`
  mutation WebsitePricesPagePriceMutation($input: SetStopPriceInput!) {
    setStopPrice(input: $input) {
      stopOffer {
        id
        priceCents
        currency
        priceIncludesVat
        vatRate {
          id
          nameEn
          nameSl
          rateBp
          active
        }
      }
    }
  }
`;

const saveItemMutation = graphql`
  mutation WebsitePricesPageSaveItemMutation($input: SaveMenuItemInput!) {
    saveMenuItem(input: $input) {
      stopOffer {
        id
        menu(includeInactive: true) {
          id
          nameEn
          nameSl
          descriptionEn
          descriptionSl
          priceCents
          active
          position
          stopType
          allergens
          vegetarian
          vegan
          priceIncludesVat
          vatRate {
            id
            nameEn
            nameSl
            rateBp
            active
          }
        }
      }
    }
  }
`;

const deleteMutation = graphql`
  mutation WebsitePricesPageDeleteMutation($input: DeleteMenuItemInput!) {
    deleteMenuItem(input: $input) {
      stopOffer {
        id
        menu(includeInactive: true) {
          id
        }
      }
      deletedMenuItemId @deleteRecord
    }
  }
`;

// The whole new order at once: the items' positions come back and the list re-sorts by them.
const reorderMutation = graphql`
  mutation WebsitePricesPageReorderMutation($input: ReorderMenuInput!) {
    reorderMenu(input: $input) {
      stopOffer {
        id
        menu(includeInactive: true) {
          id
          position
        }
      }
    }
  }
`;

export async function loader({ request }: LoaderFunctionArgs) {
  await guard(request);
  return { query: preloadQuery<WebsitePricesPageQuery>('admin.website.prices', query, {}) };
}

type Offer = WebsitePricesPageQuery$data['site']['offers'][number];
type Rates = WebsitePricesPageQuery$data['vatRates'];

/** The rates a picker offers: the active ones, and the one the price has (even if it is no longer offered). */
function ratesFor(rates: Rates, current: RateChoice): RateChoice[] {
  return rates.some((r) => r.id === current.id) ? [...rates] : [...rates, current];
}
type Item = Offer['menu'][number];

const text = defineMessages({
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

function stopText(type: StopType): MessageDescriptor {
  return type === 'LONG_STOP' ? text.LONG_STOP : text.SHORT_STOP;
}

const moneyText: Record<MoneyProblem, MessageDescriptor> = defineMessages({
  REQUIRED: { id: 'staff.money.required' },
  INVALID: { id: 'staff.money.invalid' },
  TOO_PRECISE: { id: 'staff.money.tooPrecise' },
  OUT_OF_RANGE: { id: 'staff.money.outOfRange' },
});

/** Server field codes → words (prices and menu items). */
function fieldProblem(code: string | undefined, max = MENU_NAME_MAX_LENGTH): Text | null {
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

function inputOf(item: Item, changes: Partial<MenuItemInput> = {}): MenuItemInput {
  return {
    id: item.id,
    stopType: item.stopType,
    nameEn: item.nameEn,
    nameSl: item.nameSl,
    descriptionEn: item.descriptionEn,
    descriptionSl: item.descriptionSl,
    priceCents: item.priceCents,
    active: item.active,
    position: item.position,
    ...changes,
  };
}

// ————— price per guest —————

function PriceForm(props: { offer: Offer; rates: Rates }) {
  const { offer } = props;
  const [tax, setTax] = useState<PriceTax>(() => ({ vatRateId: offer.vatRate.id, priceIncludesVat: offer.priceIncludesVat }));
  const intl = useIntl();
  const id = `price-${offer.type.toLowerCase()}`;
  const [commit, busy] = useMutation<WebsitePricesPagePriceMutation>(priceMutation);
  const [value, setValue] = useState(() => centsToInput(offer.priceCents, intl.locale));
  const [error, setError] = useState<Text | null>(null);
  const [problem, setProblem] = useState<Text | null>(null);
  const parsed = parseEuros(value);
  const unchanged = parsed.ok && parsed.cents === offer.priceCents && tax.vatRateId === offer.vatRate.id && tax.priceIncludesVat === offer.priceIncludesVat;
  const [taxError, setTaxError] = useState<Text | null>(null);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setProblem(null);
    if (!parsed.ok) {
      setError({ descriptor: moneyText[parsed.problem] });
      focusField(id);
      return;
    }
    const cents = parsed.cents ?? 0;
    try {
      await commitAsync(commit, { input: { type: offer.type, priceCents: cents, ...tax } });
      setValue(centsToInput(cents, intl.locale));
      toasts.show(text.priceSaved, { values: { stop: intl.formatMessage(stopText(offer.type)), price: formatCents(cents, intl.locale, offer.currency) } });
    } catch (caught) {
      const found = readProblem(caught);
      const field = fieldProblem(found.fields.priceCents);
      const rateProblem = fieldCodeText(found.fields.vatRateId);
      if (field) {
        setError(field);
        focusField(id);
      } else if (rateProblem) setTaxError(rateProblem);
      else setProblem({ descriptor: staffProblemMessage(found) });
    }
  }

  return (
    <form className="price-form" noValidate onSubmit={(event) => void onSubmit(event)} aria-busy={busy || undefined}>
      <TextField
        id={id}
        label={<FormattedMessage id="staff.prices.perGuest" />}
        hint={<FormattedMessage id="staff.prices.perGuestHint" values={{ price: formatCents(offer.priceCents, intl.locale, offer.currency) }} />}
        value={value}
        inputMode="text"
        autoComplete="off"
        spellCheck={false}
        onChange={(next) => {
          setValue(next);
          setError(null);
          setProblem(null);
        }}
        error={error}
        addon={<span className="money-suffix" aria-hidden="true">€</span>}
      />
      <VatRatePicker
        id={`${id}-rate`}
        rates={ratesFor(props.rates, offer.vatRate)}
        value={tax}
        error={taxError}
        onChange={(next) => {
          setTax(next);
          setTaxError(null);
          setProblem(null);
        }}
      />
      <FormMessage tone="danger" text={problem} />
      <div className="price-form__actions">
        <SubmitButton busy={busy} wide={false} disabled={unchanged}>
          <FormattedMessage id="staff.prices.savePrice" />
        </SubmitButton>
      </div>
    </form>
  );
}

// ————— one menu item —————

function MenuRow(props: { item: Item; index: number; count: number; onEdit(): void; onDelete(): void; onMove(direction: -1 | 1): void; moving: boolean }) {
  const { item } = props;
  const intl = useIntl();
  const [commit, busy] = useMutation<WebsitePricesPageSaveItemMutation>(saveItemMutation);
  const [problem, setProblem] = useState<Problem | null>(null);
  const primary = intl.locale === 'sl' ? item.nameSl : item.nameEn;
  const secondary = intl.locale === 'sl' ? item.nameEn : item.nameSl;
  const description = intl.locale === 'sl' ? item.descriptionSl || item.descriptionEn : item.descriptionEn || item.descriptionSl;

  async function toggle() {
    setProblem(null);
    try {
      await commitAsync(commit, { input: inputOf(item, { active: !item.active }) });
      toasts.show(item.active ? text.itemHidden : text.itemShown, { tone: 'info', values: { name: primary } });
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

// ————— add / edit dialog —————

type ItemField = 'nameEn' | 'nameSl' | 'descriptionEn' | 'descriptionSl' | 'priceCents';
const ITEM_FIELDS: ItemField[] = ['nameEn', 'nameSl', 'descriptionEn', 'descriptionSl', 'priceCents'];
const DESCRIPTION_MAX = MENU_DESCRIPTION_MAX_LENGTH;
const NAME_MAX = MENU_NAME_MAX_LENGTH;

function ItemDialog(props: { type: StopType; item: Item | null; nextPosition: number; open: boolean; onClose(): void; rates: Rates; offerTax: PriceTax }) {
  const { item, type } = props;
  // A new item starts on its stop's own rate (food on the long stop, coffee on the short one).
  const [tax, setTax] = useState<PriceTax>(() => (item ? { vatRateId: item.vatRate.id, priceIncludesVat: item.priceIncludesVat } : props.offerTax));
  const [taxError, setTaxError] = useState<Text | null>(null);
  const intl = useIntl();
  const idBase = useId();
  const ids = Object.fromEntries(ITEM_FIELDS.map((f) => [f, `${idBase}-${f}`])) as Record<ItemField, string>;
  const [commit, busy] = useMutation<WebsitePricesPageSaveItemMutation>(saveItemMutation);
  const [values, setValues] = useState(() => ({
    nameEn: item?.nameEn ?? '',
    nameSl: item?.nameSl ?? '',
    descriptionEn: item?.descriptionEn ?? '',
    descriptionSl: item?.descriptionSl ?? '',
    price: centsToInput(item?.priceCents, intl.locale),
    active: item?.active ?? true,
  }));
  const [marks, setMarks] = useState(() => ({ allergens: [...(item?.allergens ?? [])] as string[], vegetarian: item?.vegetarian ?? false, vegan: item?.vegan ?? false }));
  const [errors, setErrors] = useState<Partial<Record<ItemField, Text>>>({});
  const [problem, setProblem] = useState<Text | null>(null);
  // A new item is sent with an idempotency key, so "Save" again after a lost answer adds it once.
  const adding = useRef<KeyedSubmission | null>(null);

  const set = (field: keyof typeof values) => (value: string | boolean) => {
    setValues((current) => ({ ...current, [field]: value }));
    const key = (field === 'price' ? 'priceCents' : field) as ItemField;
    setErrors((current) => (current[key] ? { ...current, [key]: undefined } : current));
  };

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setProblem(null);
    const found: Partial<Record<ItemField, Text>> = {};
    // The server's own checks (graph/domain/content-rules.ts), worded as it would answer.
    for (const field of ['nameEn', 'nameSl'] as const) {
      const text = fieldProblem(menuNameProblem(values[field]) ?? undefined, NAME_MAX);
      if (text) found[field] = text;
    }
    for (const field of ['descriptionEn', 'descriptionSl'] as const) {
      const text = fieldProblem(menuDescriptionProblem(values[field]) ?? undefined, DESCRIPTION_MAX);
      if (text) found[field] = text;
    }
    const price = parseEuros(values.price, { optional: true });
    if (!price.ok) found.priceCents = { descriptor: moneyText[price.problem] };
    setErrors(found);
    const first = ITEM_FIELDS.find((f) => found[f]);
    if (first || !price.ok) {
      if (first) focusField(ids[first]);
      return;
    }
    const input: MenuItemInput = {
      ...(item ? { id: item.id, position: item.position } : { position: props.nextPosition }),
      stopType: type,
      nameEn: values.nameEn.trim(),
      nameSl: values.nameSl.trim(),
      descriptionEn: values.descriptionEn.trim() || null,
      descriptionSl: values.descriptionSl.trim() || null,
      priceCents: price.cents,
      active: values.active,
      allergens: ALLERGENS.filter((a) => marks.allergens.includes(a.code)).map((a) => a.code),
      vegetarian: marks.vegetarian || marks.vegan,
      vegan: marks.vegan,
      ...tax,
    };
    if (!item) {
      adding.current = keyFor(adding.current, input);
      input.idempotencyKey = adding.current.key;
    }
    try {
      await commitAsync(commit, { input });
      adding.current = null;
      toasts.show(item ? text.itemSaved : text.itemAdded, { values: { name: intl.locale === 'sl' ? input.nameSl : input.nameEn } });
      props.onClose();
    } catch (caught) {
      const server = readProblem(caught);
      // A refused key is retired; after any other failure the item may exist, so a retry keeps it.
      if (server.code.startsWith('IDEMPOTENCY_KEY_')) adding.current = null;
      const fields: Partial<Record<ItemField, Text>> = {};
      for (const field of ITEM_FIELDS) {
        const message = fieldProblem(server.fields[field], field.startsWith('description') ? DESCRIPTION_MAX : NAME_MAX);
        if (message) fields[field] = message;
      }
      setErrors(fields);
      const rateProblem = fieldCodeText(server.fields.vatRateId);
      setTaxError(rateProblem);
      const firstServer = ITEM_FIELDS.find((f) => fields[f]);
      if (firstServer) focusField(ids[firstServer]);
      else if (!rateProblem) setProblem({ descriptor: staffProblemMessage(server) });
    }
  }

  const stop = intl.formatMessage(stopText(type));
  return (
    <Dialog
      open={props.open}
      onClose={props.onClose}
      title={item ? <FormattedMessage id="staff.prices.editTitle" /> : <FormattedMessage id="staff.prices.addTitle" values={{ stop }} />}
      description={<FormattedMessage id="staff.prices.dialogText" />}
    >
      <form className="form item-form" noValidate onSubmit={(event) => void onSubmit(event)} aria-busy={busy || undefined}>
        <div className="lang-pair">
          <TextField id={ids.nameEn} label={<FormattedMessage id="staff.prices.nameEn" />} value={values.nameEn} onChange={set('nameEn')} error={errors.nameEn} maxLength={NAME_MAX} />
          <TextField id={ids.nameSl} label={<FormattedMessage id="staff.prices.nameSl" />} value={values.nameSl} onChange={set('nameSl')} error={errors.nameSl} maxLength={NAME_MAX} />
        </div>
        <div className="lang-pair">
          <TextField
            id={ids.descriptionEn}
            label={<FormattedMessage id="staff.prices.descriptionEn" />}
            optional
            multiline
            rows={2}
            value={values.descriptionEn}
            onChange={set('descriptionEn')}
            error={errors.descriptionEn}
            maxLength={DESCRIPTION_MAX}
          />
          <TextField
            id={ids.descriptionSl}
            label={<FormattedMessage id="staff.prices.descriptionSl" />}
            optional
            multiline
            rows={2}
            value={values.descriptionSl}
            onChange={set('descriptionSl')}
            error={errors.descriptionSl}
            maxLength={DESCRIPTION_MAX}
          />
        </div>
        <div className="lang-pair">
          <TextField
            id={ids.priceCents}
            label={<FormattedMessage id="staff.prices.itemPrice" />}
            optional
            hint={<FormattedMessage id="staff.prices.itemPriceHint" />}
            value={values.price}
            onChange={set('price')}
            error={errors.priceCents}
            autoComplete="off"
            addon={<span className="money-suffix" aria-hidden="true">€</span>}
          />
          <label className="choice item-form__visible">
            <input type="checkbox" checked={values.active} onChange={(event) => set('active')(event.target.checked)} />
            <span>
              <FormattedMessage id="staff.prices.visibleLabel" />
            </span>
          </label>
        </div>
        <VatRatePicker
          id={`${idBase}-rate`}
          rates={props.rates}
          value={tax}
          error={taxError}
          onChange={(next) => {
            setTax(next);
            setTaxError(null);
          }}
        />
        <fieldset className="item-form__marks">
          <legend>
            <FormattedMessage id="meals.menu.diet" />
          </legend>
          <label className="choice">
            <input type="checkbox" checked={marks.vegetarian || marks.vegan} disabled={marks.vegan} onChange={(e) => setMarks((m) => ({ ...m, vegetarian: e.target.checked }))} />
            <span>
              <FormattedMessage id="meals.menu.vegetarian" />
            </span>
          </label>
          <label className="choice">
            <input type="checkbox" checked={marks.vegan} onChange={(e) => setMarks((m) => ({ ...m, vegan: e.target.checked }))} data-testid="item-vegan" />
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
                checked={marks.allergens.includes(a.code)}
                data-testid={`item-allergen-${a.code}`}
                onChange={(e) => setMarks((m) => ({ ...m, allergens: e.target.checked ? [...m.allergens, a.code] : m.allergens.filter((c) => c !== a.code) }))}
              />
              <span>{intl.locale === 'sl' ? a.sl : a.en}</span>
            </label>
          ))}
        </fieldset>
        <FormMessage tone="danger" text={problem} />
        <div className="confirm__actions">
          <button type="button" className="btn btn--ghost" onClick={props.onClose} disabled={busy}>
            <FormattedMessage id="staff.action.cancel" />
          </button>
          <SubmitButton busy={busy}>
            <FormattedMessage id="staff.action.save" />
          </SubmitButton>
        </div>
      </form>
    </Dialog>
  );
}

// ————— one stop type —————

function OfferSection(props: { offer: Offer; rates: Rates }) {
  const { offer } = props;
  const intl = useIntl();
  const [editing, setEditing] = useState<{ item: Item | null; key: number } | null>(null);
  const [deleting, setDeleting] = useState<Item | null>(null);
  const [deleteProblem, setDeleteProblem] = useState<Problem | null>(null);
  const [moveProblem, setMoveProblem] = useState<Problem | null>(null);
  const [commitDelete, deletingBusy] = useMutation<WebsitePricesPageDeleteMutation>(deleteMutation);
  const [commitReorder, moving] = useMutation<WebsitePricesPageReorderMutation>(reorderMutation);
  const headingId = `offer-${offer.type.toLowerCase()}`;
  const menu = [...offer.menu].sort((a, b) => a.position - b.position || a.id.localeCompare(b.id));
  const hidden = menu.filter((item) => !item.active).length;
  const name = (item: Item) => (intl.locale === 'sl' ? item.nameSl : item.nameEn);

  async function onDelete() {
    if (!deleting) return;
    setDeleteProblem(null);
    const item = deleting;
    try {
      await commitAsync(commitDelete, { input: { id: item.id } });
      setDeleting(null);
      toasts.show(text.itemDeleted, { values: { name: name(item) } });
    } catch (caught) {
      setDeleteProblem(readProblem(caught));
    }
  }

  /** Swaps an item with its neighbour: the server gets the menu's whole new order in one request. */
  async function onMove(index: number, direction: -1 | 1) {
    const item = menu[index];
    const other = menu[index + direction];
    if (!item || !other) return;
    setMoveProblem(null);
    const itemIds = menu.map((entry) => entry.id);
    itemIds[index] = other.id;
    itemIds[index + direction] = item.id;
    try {
      await commitAsync(commitReorder, { input: { stopType: offer.type, itemIds } });
    } catch (caught) {
      setMoveProblem(readProblem(caught));
    }
  }

  return (
    <section className={`offer-card offer-card--${offer.type === 'LONG_STOP' ? 'long' : 'short'}`} aria-labelledby={headingId}>
      <header className="offer-card__head">
        <h2 id={headingId} className="offer-card__title">
          <FormattedMessage {...stopText(offer.type)} />
        </h2>
        <p className="offer-card__text">
          <FormattedMessage {...(offer.type === 'LONG_STOP' ? text.longText : text.shortText)} />
        </p>
        <p className="offer-card__price" aria-hidden="true">
          {formatCents(offer.priceCents, intl.locale, offer.currency)}
          <span>
            <FormattedMessage id="staff.prices.perGuestShort" />
          </span>
        </p>
      </header>
      <PriceForm offer={offer} rates={props.rates} />
      <div className="menu-block">
        <div className="menu-block__head">
          <h3 className="menu-block__title">
            <FormattedMessage id="staff.prices.menuTitle" values={{ count: menu.length, hidden }} />
          </h3>
          <button type="button" className="btn btn--primary btn--small" onClick={() => setEditing({ item: null, key: Date.now() })}>
            <span aria-hidden="true">+</span> <FormattedMessage id="staff.prices.add" />
          </button>
        </div>
        {moveProblem && (
          <Alert tone="danger" onDismiss={() => setMoveProblem(null)}>
            <FormattedMessage {...staffProblemMessage(moveProblem)} />
          </Alert>
        )}
        {menu.length === 0 ? (
          <p className="menu-block__empty">
            <FormattedMessage id="staff.prices.menuEmpty" />
          </p>
        ) : (
          <ol className="menu-list">
            {menu.map((item, index) => (
              <MenuRow
                key={item.id}
                item={item}
                index={index}
                count={menu.length}
                moving={moving}
                onEdit={() => setEditing({ item, key: Date.now() })}
                onDelete={() => {
                  setDeleteProblem(null);
                  setDeleting(item);
                }}
                onMove={(direction) => void onMove(index, direction)}
              />
            ))}
          </ol>
        )}
      </div>
      {editing && (
        <ItemDialog
          key={editing.key}
          open
          type={offer.type}
          item={editing.item}
          nextPosition={(menu.at(-1)?.position ?? 0) + 1}
          rates={ratesFor(props.rates, editing.item?.vatRate ?? offer.vatRate)}
          offerTax={{ vatRateId: offer.vatRate.id, priceIncludesVat: offer.priceIncludesVat }}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={<FormattedMessage id="staff.prices.deleteTitle" values={{ name: deleting ? name(deleting) : '' }} />}
        description={
          <p>
            <FormattedMessage id="staff.prices.deleteText" />
          </p>
        }
        confirmLabel={<FormattedMessage id="staff.prices.deleteConfirm" />}
        busy={deletingBusy}
        onConfirm={() => void onDelete()}
        onClose={() => setDeleting(null)}
        problem={deleteProblem ? <FormattedMessage {...staffProblemMessage(deleteProblem)} /> : null}
      />
    </section>
  );
}

export function Component() {
  const { query: ref } = useLoaderData<{ query: PreloadedQuery<WebsitePricesPageQuery> }>();
  const data = usePageQuery<WebsitePricesPageQuery>(query, ref);
  return (
    <Page title={titles.websitePrices} lead={<FormattedMessage id="staff.prices.lead" />}>
      <div className="offers">
        {data.site.offers.map((offer) => (
          <OfferSection key={offer.type} offer={offer} rates={data.vatRates} />
        ))}
      </div>
    </Page>
  );
}
