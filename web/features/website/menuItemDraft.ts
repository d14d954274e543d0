// A menu item's editable fields, defined once for adding and editing: what the dialog starts from,
// the checks before sending (the server's own, from graph/domain), and the input it sends. Hiding or
// showing an item from its row sends the same fields.
import { graphql, readInlineData } from 'react-relay/hooks';
import type { Text } from '../../components/forms/messages.ts';
import { MENU_DESCRIPTION_MAX_LENGTH, MENU_NAME_MAX_LENGTH, menuDescriptionProblem, menuNameProblem } from '../../../graph/domain/content-rules.ts';
import { ALLERGENS } from '../../../graph/domain/allergens.ts';
import type { PriceTax } from '../billing-terms/VatRatePicker.tsx';
import { centsToInput, parseEuros } from './money.ts';
import { fieldProblem, moneyText } from './pricesMessages.ts';
import type { menuItemDraft_item$data, menuItemDraft_item$key, StopType } from './__generated__/menuItemDraft_item.graphql';
import type { SaveMenuItemInput } from './__generated__/useSaveMenuItemMutation.graphql';

const itemFragment = graphql`
  fragment menuItemDraft_item on MenuItem @inline {
    id
    stopType
    position
    nameEn
    nameSl
    descriptionEn
    descriptionSl
    priceCents
    active
    allergens
    vegetarian
    vegan
    priceIncludesVat
    vatRate {
      id
    }
  }
`;

export type EditableItem = menuItemDraft_item$data;

export function readEditableItem(ref: menuItemDraft_item$key): EditableItem {
  return readInlineData(itemFragment, ref);
}

/** The dialog's fields as typed (the price as text). */
export interface MenuItemDraft {
  nameEn: string;
  nameSl: string;
  descriptionEn: string;
  descriptionSl: string;
  price: string;
  active: boolean;
  allergens: string[];
  vegetarian: boolean;
  vegan: boolean;
}

export type ItemField = 'nameEn' | 'nameSl' | 'descriptionEn' | 'descriptionSl' | 'priceCents';
export const ITEM_FIELDS: readonly ItemField[] = ['nameEn', 'nameSl', 'descriptionEn', 'descriptionSl', 'priceCents'];
export type ItemProblems = Partial<Record<ItemField, Text>>;

/** An item's fields to edit, or a new item's (empty, shown publicly). */
export function draftOf(item: EditableItem | null, locale: string): MenuItemDraft {
  return {
    nameEn: item?.nameEn ?? '',
    nameSl: item?.nameSl ?? '',
    descriptionEn: item?.descriptionEn ?? '',
    descriptionSl: item?.descriptionSl ?? '',
    price: centsToInput(item?.priceCents, locale),
    active: item?.active ?? true,
    allergens: [...(item?.allergens ?? [])],
    vegetarian: item?.vegetarian ?? false,
    vegan: item?.vegan ?? false,
  };
}

/** The tax an item's price starts with: its own, or a new item's stop's rate. */
export function taxOf(item: EditableItem | null, stopTax: PriceTax): PriceTax {
  return item ? { vatRateId: item.vatRate.id, priceIncludesVat: item.priceIncludesVat } : stopTax;
}

const maxFor = (field: ItemField) => (field.startsWith('description') ? MENU_DESCRIPTION_MAX_LENGTH : MENU_NAME_MAX_LENGTH);

/** The server's own checks (graph/domain/content-rules.ts), worded as it would answer; the price in cents when it reads. */
export function checkDraft(draft: MenuItemDraft): { problems: ItemProblems; priceCents: number | null } {
  const problems: ItemProblems = {};
  for (const field of ['nameEn', 'nameSl'] as const) {
    const text = fieldProblem(menuNameProblem(draft[field]) ?? undefined, maxFor(field));
    if (text) problems[field] = text;
  }
  for (const field of ['descriptionEn', 'descriptionSl'] as const) {
    const text = fieldProblem(menuDescriptionProblem(draft[field]) ?? undefined, maxFor(field));
    if (text) problems[field] = text;
  }
  const price = parseEuros(draft.price, { optional: true });
  if (!price.ok) problems.priceCents = { descriptor: moneyText[price.problem] };
  return { problems, priceCents: price.ok ? price.cents : null };
}

/** The server's field codes for an item, worded. */
export function serverProblems(fields: Readonly<Record<string, string | undefined>>): ItemProblems {
  const problems: ItemProblems = {};
  for (const field of ITEM_FIELDS) {
    const message = fieldProblem(fields[field], maxFor(field));
    if (message) problems[field] = message;
  }
  return problems;
}

export function firstProblem(problems: ItemProblems): ItemField | undefined {
  return ITEM_FIELDS.find((field) => problems[field]);
}

/** What "Save" sends: an edit names the item and keeps its place, a new item goes at `place.position`. */
export function draftInput(draft: MenuItemDraft, priceCents: number | null, place: { id?: string; position: number }, stopType: StopType, tax: PriceTax): SaveMenuItemInput {
  return {
    ...(place.id ? { id: place.id, position: place.position } : { position: place.position }),
    stopType,
    nameEn: draft.nameEn.trim(),
    nameSl: draft.nameSl.trim(),
    descriptionEn: draft.descriptionEn.trim() || null,
    descriptionSl: draft.descriptionSl.trim() || null,
    priceCents,
    active: draft.active,
    allergens: ALLERGENS.filter((a) => draft.allergens.includes(a.code)).map((a) => a.code),
    vegetarian: draft.vegetarian || draft.vegan,
    vegan: draft.vegan,
    ...tax,
  };
}

/** Hides a shown item or shows a hidden one; what is not sent stays as it is. */
export function toggledInput(item: EditableItem): SaveMenuItemInput {
  return {
    id: item.id,
    stopType: item.stopType,
    nameEn: item.nameEn,
    nameSl: item.nameSl,
    descriptionEn: item.descriptionEn,
    descriptionSl: item.descriptionSl,
    priceCents: item.priceCents,
    active: !item.active,
    position: item.position,
  };
}
