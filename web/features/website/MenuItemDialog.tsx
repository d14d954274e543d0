// Adding a menu item to a stop's menu, or editing one: names and descriptions in both languages,
// its own price and VAT rate, whether the public pages show it, diet and allergens.
import { useId, useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import { commitAsync } from '../../components/forms/commit.ts';
import { Dialog } from '../../components/forms/Dialog.tsx';
import { FormMessage, SubmitButton, TextField, focusField } from '../../components/forms/Field.tsx';
import { keyFor, type KeyedSubmission } from '../../components/forms/idempotency.ts';
import type { Text } from '../../components/forms/messages.ts';
import { readProblem } from '../../components/forms/problems.ts';
import { toasts } from '../../lib/toast.ts';
import { MENU_DESCRIPTION_MAX_LENGTH, MENU_NAME_MAX_LENGTH } from '../../../graph/domain/content-rules.ts';
import { fieldCodeText } from '../billing-terms/messages.ts';
import type { PriceTax } from '../billing-terms/VatRatePicker.tsx';
import { staffProblemMessage } from '../staff/staffMessages.ts';
import { MenuItemMarks } from './MenuItemMarks.tsx';
import { checkDraft, draftInput, draftOf, firstProblem, ITEM_FIELDS, readEditableItem, serverProblems, taxOf, type ItemField, type ItemProblems } from './menuItemDraft.ts';
import { PriceTaxPicker } from './PriceTaxPicker.tsx';
import { pricesText, stopText } from './pricesMessages.ts';
import { useSaveMenuItem } from './useSaveMenuItem.ts';
import type { MenuItemDialog_item$key } from './__generated__/MenuItemDialog_item.graphql';
import type { MenuItemDialog_offer$key } from './__generated__/MenuItemDialog_offer.graphql';
import type { MenuItemDialog_query$key } from './__generated__/MenuItemDialog_query.graphql';

const itemFragment = graphql`
  fragment MenuItemDialog_item on MenuItem {
    vatRate {
      ...PriceTaxPicker_rates
    }
    ...menuItemDraft_item
  }
`;

// A new item starts on its stop's own rate and tax (food on the long stop, coffee on the short one).
const offerFragment = graphql`
  fragment MenuItemDialog_offer on StopOffer {
    type
    priceIncludesVat
    vatRate {
      id
      ...PriceTaxPicker_rates
    }
  }
`;

const queryFragment = graphql`
  fragment MenuItemDialog_query on Query {
    vatRates {
      ...PriceTaxPicker_rates
    }
  }
`;

interface MenuItemDialogProps {
  /** The stop whose menu it is on. */
  offer: MenuItemDialog_offer$key;
  /** The item to edit; null adds one. */
  item: MenuItemDialog_item$key | null;
  /** Where a new item goes: after the last. */
  nextPosition: number;
  open: boolean;
  onClose(): void;
  query: MenuItemDialog_query$key;
}

export function MenuItemDialog(props: MenuItemDialogProps) {
  const offer = useFragment(offerFragment, props.offer);
  const { vatRates } = useFragment(queryFragment, props.query);
  const type = offer.type;
  const read = useFragment(itemFragment, props.item);
  const item = read ? readEditableItem(read) : null;
  const intl = useIntl();
  const [tax, setTax] = useState<PriceTax>(() => taxOf(item, { vatRateId: offer.vatRate.id, priceIncludesVat: offer.priceIncludesVat }));
  const [taxError, setTaxError] = useState<Text | null>(null);
  const idBase = useId();
  const ids = Object.fromEntries(ITEM_FIELDS.map((f) => [f, `${idBase}-${f}`])) as Record<ItemField, string>;
  const [commit, busy] = useSaveMenuItem();
  const [draft, setDraft] = useState(() => draftOf(item, intl.locale));
  const [errors, setErrors] = useState<ItemProblems>({});
  const [problem, setProblem] = useState<Text | null>(null);
  // A new item is sent with an idempotency key, so "Save" again after a lost answer adds it once.
  const adding = useRef<KeyedSubmission | null>(null);

  const set = (field: 'nameEn' | 'nameSl' | 'descriptionEn' | 'descriptionSl' | 'price' | 'active') => (value: string | boolean) => {
    setDraft((current) => ({ ...current, [field]: value }));
    const key: ItemField = field === 'price' ? 'priceCents' : (field as ItemField);
    setErrors((current) => (current[key] ? { ...current, [key]: undefined } : current));
  };

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setProblem(null);
    const checked = checkDraft(draft);
    setErrors(checked.problems);
    const first = firstProblem(checked.problems);
    if (first) {
      focusField(ids[first]);
      return;
    }
    const place = item ? { id: item.id, position: item.position } : { position: props.nextPosition };
    const input = draftInput(draft, checked.priceCents, place, type, tax);
    if (!item) {
      adding.current = keyFor(adding.current, input);
      input.idempotencyKey = adding.current.key;
    }
    try {
      await commitAsync(commit, { input });
      adding.current = null;
      toasts.show(item ? pricesText.itemSaved : pricesText.itemAdded, { values: { name: intl.locale === 'sl' ? input.nameSl : input.nameEn } });
      props.onClose();
    } catch (caught) {
      const server = readProblem(caught);
      // A refused key is retired; after any other failure the item may exist, so a retry keeps it.
      if (server.code.startsWith('IDEMPOTENCY_KEY_')) adding.current = null;
      const fields = serverProblems(server.fields);
      setErrors(fields);
      const rateProblem = fieldCodeText(server.fields.vatRateId);
      setTaxError(rateProblem);
      const firstServer = firstProblem(fields);
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
          <TextField id={ids.nameEn} label={<FormattedMessage id="staff.prices.nameEn" />} value={draft.nameEn} onChange={set('nameEn')} error={errors.nameEn} maxLength={MENU_NAME_MAX_LENGTH} />
          <TextField id={ids.nameSl} label={<FormattedMessage id="staff.prices.nameSl" />} value={draft.nameSl} onChange={set('nameSl')} error={errors.nameSl} maxLength={MENU_NAME_MAX_LENGTH} />
        </div>
        <div className="lang-pair">
          <TextField
            id={ids.descriptionEn}
            label={<FormattedMessage id="staff.prices.descriptionEn" />}
            optional
            multiline
            rows={2}
            value={draft.descriptionEn}
            onChange={set('descriptionEn')}
            error={errors.descriptionEn}
            maxLength={MENU_DESCRIPTION_MAX_LENGTH}
          />
          <TextField
            id={ids.descriptionSl}
            label={<FormattedMessage id="staff.prices.descriptionSl" />}
            optional
            multiline
            rows={2}
            value={draft.descriptionSl}
            onChange={set('descriptionSl')}
            error={errors.descriptionSl}
            maxLength={MENU_DESCRIPTION_MAX_LENGTH}
          />
        </div>
        <div className="lang-pair">
          <TextField
            id={ids.priceCents}
            label={<FormattedMessage id="staff.prices.itemPrice" />}
            optional
            hint={<FormattedMessage id="staff.prices.itemPriceHint" />}
            value={draft.price}
            onChange={set('price')}
            error={errors.priceCents}
            autoComplete="off"
            addon={<span className="money-suffix" aria-hidden="true">€</span>}
          />
          <label className="choice item-form__visible">
            <input type="checkbox" checked={draft.active} onChange={(event) => set('active')(event.target.checked)} />
            <span>
              <FormattedMessage id="staff.prices.visibleLabel" />
            </span>
          </label>
        </div>
        <PriceTaxPicker
          id={`${idBase}-rate`}
          rates={vatRates}
          current={read?.vatRate ?? offer.vatRate}
          value={tax}
          error={taxError}
          onChange={(next) => {
            setTax(next);
            setTaxError(null);
          }}
        />
        <MenuItemMarks draft={draft} onChange={(marks) => setDraft((current) => ({ ...current, ...marks(current) }))} />
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
