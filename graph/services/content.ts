// The manager's edits of prices, menus and site texts. Each change is one transaction with its
// audit entry; the public pages read the result through `site`.
import type { Services } from '../context.ts';
import type { Language } from '../i18n/messages.ts';
import type { MenuItem, Prisma, StopType } from '../generated/prisma/client.ts';
import { isUuid } from '../domain/text-rules.ts';
import { normaliseAllergens, type Allergen } from '../domain/allergens.ts';
import { AppError } from '../errors.ts';
import { audit } from '../audit.ts';
import { publicContentTransaction } from './public-content.ts';
import { isSameMenu, MENU_MAX_ITEMS, menuDescriptionProblem, menuNameProblem, menuPositionProblem, priceProblem, siteTextProblem, type ContentFieldError } from '../domain/content-rules.ts';
import { claimKey, completeKey, idempotencyClaim, idempotently, type IdempotencyClaim } from './idempotency.ts';

type ContentServices = Pick<Services, 'prisma' | 'now' | 'publicContent'>;

function invalid(language: Language, fields: Record<string, ContentFieldError>): AppError {
  return new AppError('VALIDATION', language, { detail: { fields } });
}

/** A price's VAT terms as the manager picks them: a rate from the list, and whether the price includes it. */
export interface PriceTaxInput {
  vatRateId: string;
  priceIncludesVat: boolean;
}

/**
 * Checks a rate chosen for a price inside the price's transaction: it must exist and be active,
 * unless it is the rate the price already has (a retired rate is never in use, but a price keeps
 * what it points at).
 */
async function chosenRate(tx: Prisma.TransactionClient, vatRateId: string, current: string | null, language: Language) {
  const rate = isUuid(vatRateId) ? await tx.vatRate.findUnique({ where: { id: vatRateId } }) : null;
  if (!rate || (!rate.active && rate.id !== current)) throw invalid(language, { vatRateId: 'UNKNOWN_RATE' });
  return rate;
}

/** Sets a stop type's per-guest price and, when given, its VAT rate and whether it includes VAT, in one change. */
export async function setStopPrice(services: ContentServices, staffId: string, type: StopType, priceCents: number, language: Language, tax: PriceTaxInput | null = null) {
  const problem = priceProblem(priceCents);
  if (problem) throw invalid(language, { priceCents: problem });
  return publicContentTransaction(services, async (tx) => {
    const before = await tx.stopOffer.findUnique({ where: { type } });
    const rate = tax ? await chosenRate(tx, tax.vatRateId, before?.vatRateId ?? null, language) : null;
    const taxData = tax ? { vatRateId: tax.vatRateId.toLowerCase(), priceIncludesVat: tax.priceIncludesVat } : {};
    const offer = await tx.stopOffer.upsert({
      where: { type },
      create: { type, priceCents, updatedById: staffId, ...taxData },
      update: { priceCents, updatedById: staffId, ...taxData },
    });
    await audit(tx, {
      action: 'content.price_changed',
      actor: { kind: 'STAFF', id: staffId },
      detail: { type, from: before?.priceCents ?? null, to: priceCents, ...(rate ? { vatRateBp: rate.rateBp, priceIncludesVat: offer.priceIncludesVat } : {}) },
    });
    return offer;
  });
}

export interface MenuItemInput {
  id?: string | null;
  stopType: StopType;
  nameEn: string;
  nameSl: string;
  descriptionEn?: string | null;
  descriptionSl?: string | null;
  priceCents?: number | null;
  active?: boolean | null;
  position?: number | null;
  /** The EU allergens it contains (omitted on an edit: unchanged). */
  allergens?: readonly Allergen[] | null;
  vegetarian?: boolean | null;
  vegan?: boolean | null;
  /** The VAT rate of its price and whether the price includes VAT (omitted: unchanged; a new item takes the reduced rate, gross). */
  tax?: PriceTaxInput | null;
  /** A retry with the same key and input gets the first result instead of a second item (graph/services/idempotency.ts). */
  idempotencyKey?: string | null;
}

const trimOrNull = (value: string | null | undefined) => value?.trim() || null;

export async function saveMenuItem(services: ContentServices, staffId: string, menuItem: MenuItemInput, language: Language): Promise<MenuItem> {
  const { idempotencyKey, ...input } = menuItem;
  const claim = idempotencyClaim(`staff:${staffId}`, 'saveMenuItem', idempotencyKey, input, language);
  const replay = async (id: string) => {
    const first = await services.prisma.menuItem.findUnique({ where: { id } });
    if (!first) throw new AppError('NOT_FOUND', language);
    return first;
  };
  return idempotently(services, claim, language, replay, () => writeMenuItem(services, staffId, input, language, claim));
}

async function writeMenuItem(services: ContentServices, staffId: string, input: MenuItemInput, language: Language, claim: IdempotencyClaim | null): Promise<MenuItem> {
  const fields: Record<string, ContentFieldError> = {};
  const nameEn = menuNameProblem(input.nameEn);
  const nameSl = menuNameProblem(input.nameSl);
  if (nameEn) fields.nameEn = nameEn;
  if (nameSl) fields.nameSl = nameSl;
  for (const key of ['descriptionEn', 'descriptionSl'] as const) {
    const problem = menuDescriptionProblem(input[key]);
    if (problem) fields[key] = problem;
  }
  if (input.priceCents !== null && input.priceCents !== undefined) {
    const price = priceProblem(input.priceCents);
    if (price) fields.priceCents = price;
  }
  const position = input.position != null ? menuPositionProblem(input.position) : null;
  if (position) fields.position = position;
  if (Object.keys(fields).length) throw invalid(language, fields);

  return publicContentTransaction(services, async (tx) => {
    if (claim) await claimKey(tx, claim, services.now(), language);
    const current = input.id ? await tx.menuItem.findUnique({ where: { id: input.id }, select: { vatRateId: true } }) : null;
    if (input.tax) await chosenRate(tx, input.tax.vatRateId, current?.vatRateId ?? null, language);
    const data = {
      stopType: input.stopType,
      nameEn: input.nameEn.trim(),
      nameSl: input.nameSl.trim(),
      descriptionEn: trimOrNull(input.descriptionEn),
      descriptionSl: trimOrNull(input.descriptionSl),
      priceCents: input.priceCents ?? null,
      ...(input.allergens != null ? { allergens: normaliseAllergens(input.allergens) } : {}),
      // A vegan dish is vegetarian too.
      ...(input.vegetarian != null || input.vegan != null ? { vegetarian: Boolean(input.vegetarian || input.vegan), vegan: Boolean(input.vegan) } : {}),
      ...(input.tax ? { vatRateId: input.tax.vatRateId.toLowerCase(), priceIncludesVat: input.tax.priceIncludesVat } : {}),
      updatedById: staffId,
    };
    let item: MenuItem;
    if (input.id) {
      const existing = await tx.menuItem.findUnique({ where: { id: input.id } });
      if (!existing) throw new AppError('NOT_FOUND', language);
      // Fields left out keep their value (hiding is explicit: active: false).
      item = await tx.menuItem.update({
        where: { id: input.id },
        data: { ...data, ...(input.active != null ? { active: input.active } : {}), ...(input.position != null ? { position: input.position } : {}) },
      });
    } else {
      // Locked like a reorder: two adds at once cannot both take the last place or the same position.
      const menu = await tx.$queryRaw<Array<{ id: string }>>`SELECT id FROM menu_items WHERE stop_type = ${input.stopType}::"StopType" FOR UPDATE`;
      if (menu.length >= MENU_MAX_ITEMS) throw new AppError('MENU_FULL', language, { detail: { maxItems: MENU_MAX_ITEMS } });
      // New items go to the end of their stop type's menu unless placed explicitly.
      const last = await tx.menuItem.aggregate({ where: { stopType: input.stopType }, _max: { position: true } });
      item = await tx.menuItem.create({ data: { ...data, active: input.active ?? true, position: input.position ?? (last._max.position ?? 0) + 1 } });
    }
    await audit(tx, { action: 'content.menu_changed', actor: { kind: 'STAFF', id: staffId }, detail: { id: item.id, name: item.nameEn, created: !input.id } });
    if (claim) await completeKey(tx, claim, item.id);
    return item;
  });
}

/** Deletes a menu item; answers the row as it was (its stop type says which menu lost it). */
export async function deleteMenuItem(services: ContentServices, staffId: string, id: string, language: Language): Promise<MenuItem> {
  return publicContentTransaction(services, async (tx) => {
    const existing = await tx.menuItem.findUnique({ where: { id } });
    if (!existing) throw new AppError('NOT_FOUND', language);
    await tx.menuItem.delete({ where: { id } });
    await audit(tx, { action: 'content.menu_changed', actor: { kind: 'STAFF', id: staffId }, detail: { id, name: existing.nameEn, deleted: true } });
    return existing;
  });
}

export interface SiteTextInput {
  key: string;
  language: Language;
  value: string;
}

/** Saves several texts at once: all of them or none (the form is saved as a whole). */
export async function saveSiteTexts(services: ContentServices, staffId: string, texts: SiteTextInput[], language: Language): Promise<void> {
  const fields: Record<string, ContentFieldError> = {};
  for (const text of texts) {
    const problem = siteTextProblem(text.key, text.value);
    if (problem) fields[`${text.key}.${text.language}`] = problem;
  }
  if (Object.keys(fields).length) throw invalid(language, fields);
  await publicContentTransaction(services, async (tx) => {
    for (const text of texts) {
      const value = text.value.trim();
      await tx.siteText.upsert({
        where: { key_language: { key: text.key, language: text.language } },
        create: { key: text.key, language: text.language, value, updatedById: staffId },
        update: { value, updatedById: staffId },
      });
    }
    await audit(tx, { action: 'content.texts_changed', actor: { kind: 'STAFF', id: staffId }, detail: { keys: texts.map((t) => `${t.key}.${t.language}`) } });
  });
}

/** Puts a stop type's menu in the given order (positions 1…n), all at once. */
export async function reorderMenu(services: ContentServices, staffId: string, stopType: StopType, itemIds: readonly string[], language: Language): Promise<void> {
  await publicContentTransaction(services, async (tx) => {
    // Lock the menu's rows: a concurrent add, delete or reorder waits, then sees this one's result.
    const current = await tx.$queryRaw<Array<{ id: string }>>`SELECT id FROM menu_items WHERE stop_type = ${stopType}::"StopType" FOR UPDATE`;
    if (!isSameMenu(current.map((row) => row.id), itemIds)) throw new AppError('MENU_CHANGED', language);
    for (const [index, id] of itemIds.entries()) {
      await tx.menuItem.update({ where: { id }, data: { position: index + 1, updatedById: staffId } });
    }
    await audit(tx, { action: 'content.menu_reordered', actor: { kind: 'STAFF', id: staffId }, detail: { stopType, items: itemIds.length } });
  });
}
