import { describe, expect, it } from 'vitest';
import { fieldText } from '../../components/forms/messages.ts';
import { MENU_DESCRIPTION_MAX_LENGTH, MENU_NAME_MAX_LENGTH } from '../../../graph/domain/content-rules.ts';
import { checkDraft, draftInput, draftOf, firstProblem, serverProblems, taxOf, toggledInput, type EditableItem } from './menuItemDraft.ts';
import { moneyText } from './pricesMessages.ts';

const trout = {
  id: 'item-1',
  stopType: 'LONG_STOP',
  position: 3,
  nameEn: 'Soča trout',
  nameSl: 'Soška postrv',
  descriptionEn: 'Grilled',
  descriptionSl: null,
  priceCents: 1490,
  active: true,
  allergens: ['FISH'],
  vegetarian: false,
  vegan: false,
  priceIncludesVat: true,
  vatRate: { id: 'rate-reduced' },
} as unknown as EditableItem;

const stopTax = { vatRateId: 'rate-standard', priceIncludesVat: false };

describe('draftOf', () => {
  it('starts a new item empty and shown', () => {
    expect(draftOf(null, 'en')).toEqual({ nameEn: '', nameSl: '', descriptionEn: '', descriptionSl: '', price: '', active: true, allergens: [], vegetarian: false, vegan: false });
    expect(taxOf(null, stopTax)).toBe(stopTax);
  });

  it('starts an edit from the item, its price in the page’s language', () => {
    expect(draftOf(trout, 'sl')).toMatchObject({ nameEn: 'Soča trout', descriptionSl: '', price: '14,90', allergens: ['FISH'] });
    expect(taxOf(trout, stopTax)).toEqual({ vatRateId: 'rate-reduced', priceIncludesVat: true });
  });
});

describe('checkDraft', () => {
  it('asks for both names and words the limits as the server would', () => {
    const draft = { ...draftOf(null, 'en'), nameSl: 'x'.repeat(MENU_NAME_MAX_LENGTH + 1), descriptionEn: 'y'.repeat(MENU_DESCRIPTION_MAX_LENGTH + 1), price: 'abc' };
    const { problems } = checkDraft(draft);
    expect(problems.nameEn).toEqual({ descriptor: fieldText.required });
    expect(problems.nameSl).toEqual({ descriptor: fieldText.tooLong, values: { max: MENU_NAME_MAX_LENGTH } });
    expect(problems.descriptionEn).toEqual({ descriptor: fieldText.tooLong, values: { max: MENU_DESCRIPTION_MAX_LENGTH } });
    expect(problems.priceCents).toEqual({ descriptor: moneyText.INVALID });
    expect(firstProblem(problems)).toBe('nameEn');
  });

  it('passes a complete item, an empty price meaning "included"', () => {
    expect(checkDraft({ ...draftOf(trout, 'en'), price: '' })).toEqual({ problems: {}, priceCents: null });
    expect(checkDraft(draftOf(trout, 'en')).priceCents).toBe(1490);
  });
});

describe('the input sent', () => {
  it('trims, keeps an edit in its place and lists allergens in the Annex’s order', () => {
    const draft = { ...draftOf(trout, 'en'), nameEn: ' Trout ', descriptionEn: '  ', allergens: ['MILK', 'EGGS'], vegan: true };
    expect(draftInput(draft, 1490, { id: trout.id, position: trout.position }, 'LONG_STOP', stopTax)).toEqual({
      id: 'item-1',
      position: 3,
      stopType: 'LONG_STOP',
      nameEn: 'Trout',
      nameSl: 'Soška postrv',
      descriptionEn: null,
      descriptionSl: null,
      priceCents: 1490,
      active: true,
      allergens: ['EGGS', 'MILK'],
      vegetarian: true,
      vegan: true,
      vatRateId: 'rate-standard',
      priceIncludesVat: false,
    });
  });

  it('adds a new item at the given place, without an id', () => {
    const input = draftInput({ ...draftOf(null, 'en'), nameEn: 'Soup', nameSl: 'Juha' }, null, { position: 7 }, 'SHORT_STOP', stopTax);
    expect(input).not.toHaveProperty('id');
    expect(input.position).toBe(7);
  });

  it('hides or shows an item with its other fields as they are', () => {
    expect(toggledInput(trout)).toEqual({
      id: 'item-1',
      stopType: 'LONG_STOP',
      nameEn: 'Soča trout',
      nameSl: 'Soška postrv',
      descriptionEn: 'Grilled',
      descriptionSl: null,
      priceCents: 1490,
      active: false,
      position: 3,
    });
  });

  it('words the server’s field codes with each field’s limit', () => {
    expect(serverProblems({ descriptionSl: 'TOO_LONG', priceCents: 'OUT_OF_RANGE', vatRateId: 'INVALID' })).toEqual({
      descriptionSl: { descriptor: fieldText.tooLong, values: { max: MENU_DESCRIPTION_MAX_LENGTH } },
      priceCents: { descriptor: moneyText.OUT_OF_RANGE },
    });
  });
});
