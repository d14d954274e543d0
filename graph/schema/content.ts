// Site content edited by the manager (contact details, footer texts): the GraphQL surface.
import { builder } from '../builder.ts';
import { IDEMPOTENCY_KEY_DESCRIPTION, managerId } from './guards.ts';
import type { Context } from '../context.ts';
import type { Language } from '../i18n/messages.ts';
import { AllergenEnum, LanguageEnum, StopTypeEnum } from './enums.ts';
import { ALLERGEN_CODES } from '../domain/allergens.ts';
import { isSiteTextKey, MENU_DESCRIPTION_MAX_LENGTH, MENU_MAX_ITEMS, MENU_NAME_MAX_LENGTH, PRICE_MAX_CENTS, SITE_TEXT_KEYS, SITE_TEXT_MAX_LENGTH } from '../domain/content-rules.ts';
import { maxItems } from './bounds.ts';
import { nodeVisibility } from './node.ts';
import { deleteMenuItem, reorderMenu, saveMenuItem, saveSiteTexts, setStopPrice, type PriceTaxInput } from '../services/content.ts';
import { AppError } from '../errors.ts';
import { VatRateRef } from './billing/vat-rate.ts';
import { qrImage, type QrImage } from '../lib/qr.ts';
import { readPublicContent } from '../services/public-content.ts';
import { isDemo } from '../demo/marker.ts';
import { describeMutation, INPUT_ERRORS } from './mutations.ts';
import type { StopType } from '../generated/prisma/enums.ts';

/** Site texts by key, each in both languages (missing translations fall back to English). */
export class SiteTexts {
  constructor(private readonly texts: Map<string, Partial<Record<Language, string>>>) {}

  exact(key: string, language: Language): string | null {
    return this.texts.get(key)?.[language] ?? null;
  }

  get(key: string, language: Language): string | null {
    const entry = this.texts.get(key);
    return entry?.[language] ?? entry?.en ?? null;
  }

  static async load(ctx: Context, prefixes: string[]): Promise<SiteTexts> {
    // Every text is one small table, read whole and kept (services/public-content.ts).
    const rows = await readPublicContent(ctx, 'siteTexts', () => ctx.prisma.siteText.findMany({ select: { key: true, language: true, value: true } }));
    const texts = new Map<string, Partial<Record<Language, string>>>();
    for (const row of rows) {
      if (prefixes.some((prefix) => row.key.startsWith(prefix))) texts.set(row.key, { ...texts.get(row.key), [row.language]: row.value });
    }
    return new SiteTexts(texts);
  }
}

const SiteTextRef = builder.objectRef<{ key: string; language: Language; value: string }>('SiteText').implement({
  description: 'One editable site text in one language.',
  fields: (t) => ({
    key: t.exposeString('key', { description: `The text’s key, one of: ${SITE_TEXT_KEYS.join(', ')}.` }),
    language: t.expose('language', { type: LanguageEnum, description: 'The language this value is in.' }),
    value: t.exposeString('value', { description: 'The text (empty: not written yet).' }),
  }),
});

interface SiteShape {
  texts: SiteTexts;
  language: Language;
}

const QrImageRef = builder.objectRef<QrImage>('QrImage').implement({
  description: 'A QR code as an SVG path: dark modules drawn in a square of `size` units (quiet zone included).',
  fields: (t) => ({
    url: t.exposeString('url', { description: 'The absolute URL the code carries.' }),
    size: t.exposeInt('size', { description: 'Width and height in modules: the SVG viewBox is `0 0 size size`.' }),
    path: t.exposeString('path', { description: 'SVG path data (`d`) of the dark modules.' }),
  }),
});

const SiteContact = builder.objectRef<SiteShape>('SiteContact').implement({
  description: 'How to reach the restaurant, as shown in the footer and the guide.',
  fields: (t) => {
    const text = (key: string, description: string) =>
      t.string({ description: `${description} In the request’s language (English when untranslated); empty when not set.`, resolve: ({ texts, language }) => texts.get(key, language) ?? '' });
    const optionalText = (key: string, description: string) =>
      t.string({ nullable: true, description: `${description} Null when not set.`, resolve: ({ texts, language }) => texts.get(key, language) });
    return {
      companyName: text('company.name', 'The restaurant company’s name.'),
      address: text('contact.address', 'The postal address (may span lines).'),
      country: t.string({
        description: 'The country, in the language asked for (English when untranslated); empty when not set.',
        args: { language: t.arg({ type: LanguageEnum, required: true, description: 'The language to name the country in.' }) },
        resolve: ({ texts }, { language }) => texts.get('contact.country', language) ?? '',
      }),
      email: text('contact.email', 'The restaurant’s e-mail address.'),
      phone: text('contact.phone', 'The restaurant’s phone number.'),
      menuUrl: text('contact.menuUrl', 'A link to the full menu (absolute, or relative to the site).'),
      menuQr: t.field({
        type: QrImageRef,
        nullable: true,
        description: 'The menu link as a QR code (relative links resolved against the site’s public address); null when there is no usable link.',
        resolve: ({ texts, language }, _args, ctx) => qrImage(texts.get('contact.menuUrl', language) ?? '', ctx.services.config.publicUrl),
      }),
      facebookUrl: optionalText('social.facebook', 'The restaurant’s Facebook page.'),
      instagramUrl: optionalText('social.instagram', 'The restaurant’s Instagram profile.'),
    };
  },
});

export const MenuItemRef = builder.prismaNode('MenuItem', {
  description: 'A dish or drink on a stop type’s menu.',
  id: { field: 'id' },
  // Hidden (inactive) items are the manager's drafts: staff only, as in StopOffer.menu.
  authScopes: nodeVisibility('MenuItem', 'menuItem', (item: { id: string; active: boolean }, ctx) => item.active || ctx.viewer.kind === 'staff'),
  fields: (t) => ({
    stopType: t.expose('stopType', { type: StopTypeEnum, description: 'The stop type whose menu it is on.' }),
    position: t.exposeInt('position', { description: 'Its place in the menu, ascending (gaps allowed).' }),
    name: t.string({ description: 'In the request’s language.', resolve: (item, _args, ctx) => (ctx.language === 'sl' ? item.nameSl : item.nameEn) }),
    description: t.string({
      nullable: true,
      description: 'In the request’s language.',
      resolve: (item, _args, ctx) => (ctx.language === 'sl' ? item.descriptionSl : item.descriptionEn) ?? null,
    }),
    nameEn: t.exposeString('nameEn', { description: 'The name in English.' }),
    nameSl: t.exposeString('nameSl', { description: 'The name in Slovenian.' }),
    descriptionEn: t.exposeString('descriptionEn', { nullable: true, description: 'The description in English (null: none).' }),
    descriptionSl: t.exposeString('descriptionSl', { nullable: true, description: 'The description in Slovenian (null: none).' }),
    priceCents: t.exposeInt('priceCents', { nullable: true, description: 'Price of the item alone, in cents (null: included in the stop price).' }),
    active: t.exposeBoolean('active', { description: 'Inactive items are kept for the manager but not shown publicly.' }),
    vatRate: t.relation('vatRate', { authScopes: { staff: true }, description: 'The VAT rate its price (its own, or an agreement’s) is taxed at. Staff only.' }),
    priceIncludesVat: t.exposeBoolean('priceIncludesVat', { authScopes: { staff: true }, description: 'Whether priceCents includes VAT (gross) or not (net). Staff only.' }),
  }),
});

/** The two stop types' offers: public, like the pages that show them. A node so that an edit's answer
 * updates what a client already holds; its key is the stop type (`StopOffer:LONG_STOP`). */
export const StopOfferRef = builder.prismaNode('StopOffer', {
  description: 'What a stop type costs per guest, and its menu.',
  id: { field: 'type' },
  authScopes: nodeVisibility('StopOffer', 'stopOffer', () => true),
  fields: (t) => ({
    type: t.expose('type', { type: StopTypeEnum, description: 'The stop type this offer is for.' }),
    priceCents: t.exposeInt('priceCents', { description: 'Price per guest, in cents.' }),
    currency: t.exposeString('currency', { description: 'ISO 4217 code of every price here (EUR).' }),
    vatRate: t.relation('vatRate', { authScopes: { staff: true }, description: 'The VAT rate the per-guest price is taxed at. Staff only.' }),
    priceIncludesVat: t.exposeBoolean('priceIncludesVat', { authScopes: { staff: true }, description: 'Whether priceCents includes VAT (gross) or not (net). Staff only.' }),
    menu: t.prismaField({
      type: ['MenuItem'],
      description: 'The menu, in position order: visible items only, unless staff ask for hidden ones too.',
      args: { includeInactive: t.arg.boolean({ defaultValue: false, description: 'Staff only: include hidden items.' }) },
      resolve: (query, offer, { includeInactive }, ctx) =>
        readPublicContent(ctx, `menu:${offer.type}:${JSON.stringify(query)}`, () =>
          ctx.prisma.menuItem.findMany({
            ...query,
            where: { stopType: offer.type, ...(includeInactive && ctx.viewer.kind === 'staff' ? {} : { active: true }) },
            orderBy: [{ position: 'asc' }, { id: 'asc' }],
          }),
        ),
    }),
  }),
});

const Site = builder.objectRef<SiteShape>('Site').implement({
  description: 'Public site content, edited by the manager.',
  fields: (t) => ({
    contact: t.field({ type: SiteContact, description: 'How to reach the restaurant.', resolve: (site) => site }),
    analyticsId: t.string({
      nullable: true,
      description: 'The analytics measurement id; the web app loads analytics only after a visitor consents, and never when this is null.',
      resolve: (_site, _args, ctx) => ctx.services.config.analyticsId,
    }),
    demo: t.boolean({
      description: 'True when this installation serves the made-up restaurant of `npm run demo`: every page says it shows demo data.',
      resolve: (_site, _args, ctx) => readPublicContent(ctx, 'demo', () => isDemo(ctx.prisma)),
    }),
    offers: t.prismaField({
      type: ['StopOffer'],
      description: 'Short and long stops (in that order) with their prices and menus.',
      resolve: (query, _site, _args, ctx) => readPublicContent(ctx, `offers:${JSON.stringify(query)}`, () => ctx.prisma.stopOffer.findMany({ ...query, orderBy: { type: 'asc' } })),
    }),
    text: t.string({
      nullable: true,
      description: 'A manager-edited text (home intro, guide, FAQ) in the request’s language.',
      args: { key: t.arg.string({ required: true, description: `The text’s key, one of: ${SITE_TEXT_KEYS.join(', ')}; an unknown key answers null.` }) },
      resolve: async ({ language }, { key }, ctx) => (isSiteTextKey(key) ? (await SiteTexts.load(ctx, [key])).get(key, language) : null),
    }),
    texts: t.field({
      type: [SiteTextRef],
      description: 'Every editable text in both languages (for the manager’s editor).',
      authScopes: { manager: true },
      resolve: async (_site, _args, ctx) => {
        const texts = await SiteTexts.load(ctx, ['']);
        return SITE_TEXT_KEYS.flatMap((key) => (['en', 'sl'] as const).map((language) => ({ key, language, value: texts.exact(key, language) ?? '' })));
      },
    }),
  }),
});

builder.queryField('site', (t) =>
  t.field({
    type: Site,
    description: 'Public site content (no sign-in needed).',
    resolve: (_root, _args, ctx) => loadSite(ctx),
  }),
);

async function loadSite(ctx: Context): Promise<SiteShape> {
  return { texts: await SiteTexts.load(ctx, ['company.', 'contact.', 'social.']), language: ctx.language };
}

// ————— the manager's edits —————

const MENU_ITEM_FIELD_ERRORS = 'nameEn, nameSl REQUIRED or TOO_LONG; descriptionEn, descriptionSl TOO_LONG; priceCents, position OUT_OF_RANGE';

/** The offer of a stop type as it is now (after the change). */
function offerOf(ctx: Context, type: StopType) {
  return ctx.prisma.stopOffer.findUniqueOrThrow({ where: { type } });
}

const stopOfferField = (description: string) => ({ type: StopOfferRef, description }) as const;

const TAX_FIELD_ERRORS = 'vatRateId UNKNOWN_RATE (no such rate, or a retired one), or REQUIRED (vatRateId and priceIncludesVat come together)';

/** A price's VAT terms from a mutation's input: both fields or neither (then unchanged). */
function taxOf(input: { vatRateId?: { id: string } | null; priceIncludesVat?: boolean | null }, ctx: Context): PriceTaxInput | null {
  const rate = input.vatRateId?.id;
  const gross = input.priceIncludesVat;
  if (rate == null && gross == null) return null;
  if (rate == null || gross == null) throw new AppError('VALIDATION', ctx.language, { detail: { fields: { [rate == null ? 'vatRateId' : 'priceIncludesVat']: 'REQUIRED' } } });
  return { vatRateId: rate, priceIncludesVat: gross };
}

builder.relayMutationField(
  'setStopPrice',
  {
    inputFields: (t) => ({
      type: t.field({ type: StopTypeEnum, required: true, description: 'The stop type to price.' }),
      priceCents: t.int({ required: true, description: `Per guest, in cents (0–${PRICE_MAX_CENTS}).` }),
      vatRateId: t.globalID({ for: [VatRateRef], description: 'The VAT rate of the price, an active one of `vatRates` (omitted: unchanged; give priceIncludesVat with it).' }),
      priceIncludesVat: t.boolean({ description: 'Whether priceCents includes VAT (omitted: unchanged; give vatRateId with it).' }),
    }),
  },
  {
    description: describeMutation('Sets the per-guest price of a stop type and, when given, its VAT rate and whether it includes VAT (bookings already made keep their terms). Manager only.', 'manager', [
      ['VALIDATION', `extensions.fields.priceCents is OUT_OF_RANGE; ${TAX_FIELD_ERRORS}`],
      INPUT_ERRORS.id,
    ]),
    authScopes: { manager: true },
    resolve: async (_root, { input }, ctx) => ({ stopOffer: await setStopPrice(ctx.services, managerId(ctx), input.type, input.priceCents, ctx.language, taxOf(input, ctx)) }),
  },
  {
    outputFields: (t) => ({
      stopOffer: t.field({ ...stopOfferField('The stop type’s offer with its new price.'), resolve: (payload) => payload.stopOffer }),
    }),
  },
);

builder.relayMutationField(
  'saveMenuItem',
  {
    inputFields: (t) => ({
      id: t.globalID({ for: [MenuItemRef], description: 'Omit to add a new item.' }),
      stopType: t.field({ type: StopTypeEnum, required: true, description: 'The menu the item is on (an edit may move it to the other).' }),
      nameEn: t.string({ required: true, maxLength: MENU_NAME_MAX_LENGTH, description: `The name in English (at most ${MENU_NAME_MAX_LENGTH} characters).` }),
      nameSl: t.string({ required: true, maxLength: MENU_NAME_MAX_LENGTH, description: `The name in Slovenian (at most ${MENU_NAME_MAX_LENGTH} characters).` }),
      descriptionEn: t.string({ maxLength: MENU_DESCRIPTION_MAX_LENGTH, multiline: true, description: `The description in English (at most ${MENU_DESCRIPTION_MAX_LENGTH} characters; omitted or empty: none).` }),
      descriptionSl: t.string({ maxLength: MENU_DESCRIPTION_MAX_LENGTH, multiline: true, description: `The description in Slovenian (at most ${MENU_DESCRIPTION_MAX_LENGTH} characters; omitted or empty: none).` }),
      priceCents: t.int({ description: `The item’s own price in cents (0–${PRICE_MAX_CENTS}); omitted: included in the stop price.` }),
      active: t.boolean({ description: 'Shown publicly (default true for a new item; omitted on an edit: unchanged).' }),
      position: t.int({ description: 'Its place in the menu (0–100000; omitted: at the end for a new item, unchanged on an edit).' }),
      allergens: t.field({ type: [AllergenEnum], description: 'The EU allergens it contains, each once (omitted on an edit: unchanged).', ...maxItems(ALLERGEN_CODES.length) }),
      vegetarian: t.boolean({ description: 'Suitable for vegetarians (omitted on an edit: unchanged).' }),
      vegan: t.boolean({ description: 'Suitable for vegans; a vegan dish is vegetarian too (omitted on an edit: unchanged).' }),
      vatRateId: t.globalID({ for: [VatRateRef], description: 'The VAT rate of its price, an active one of `vatRates` (omitted: unchanged; a new item takes the reduced rate; give priceIncludesVat with it).' }),
      priceIncludesVat: t.boolean({ description: 'Whether priceCents includes VAT (omitted: unchanged; a new item’s price includes it; give vatRateId with it).' }),
      idempotencyKey: t.string({ description: IDEMPOTENCY_KEY_DESCRIPTION }),
    }),
  },
  {
    description: describeMutation(
      'Adds or edits a menu item (names in English and Slovenian); a new item goes to the end of its menu unless given a position. Manager only. ' +
        'A retry with the same idempotencyKey answers with the item it saved (as it is now).',
      'manager',
      [
        ['VALIDATION', `extensions.fields maps each refused field to its code: ${MENU_ITEM_FIELD_ERRORS}; ${TAX_FIELD_ERRORS}`],
        ['MENU_FULL', `a new item for a menu that already has ${MENU_MAX_ITEMS} (extensions.maxItems)`],
        INPUT_ERRORS.text,
        ['NOT_FOUND', 'no menu item has this id (or it is not a MenuItem ID), or the item a repeated idempotencyKey names no longer exists'],
        ['IDEMPOTENCY_KEY_INVALID', 'the idempotencyKey is not 16–128 characters of A–Z a–z 0–9 . : - _'],
        ['IDEMPOTENCY_KEY_REUSED', 'the idempotencyKey was used in the last 24 hours with different input'],
      ],
    ),
    authScopes: { manager: true },
    resolve: async (_root, { input }, ctx) => {
      const { vatRateId, priceIncludesVat, ...rest } = input;
      const menuItem = await saveMenuItem(ctx.services, managerId(ctx), { ...rest, id: input.id?.id ?? null, tax: taxOf({ vatRateId, priceIncludesVat }, ctx) }, ctx.language);
      return { menuItem, stopOffer: await offerOf(ctx, menuItem.stopType) };
    },
  },
  {
    outputFields: (t) => ({
      menuItem: t.field({ type: MenuItemRef, description: 'The item as saved.', resolve: (payload) => payload.menuItem }),
      stopOffer: t.field({ ...stopOfferField('The offer whose menu holds the item now (read its menu for the new list).'), resolve: (payload) => payload.stopOffer }),
    }),
  },
);

builder.relayMutationField(
  'deleteMenuItem',
  { inputFields: (t) => ({ id: t.globalID({ required: true, for: [MenuItemRef], description: 'The item to remove.' }) }) },
  {
    description: describeMutation('Removes a menu item for good (set active: false to hide it instead). Manager only.', 'manager', [
      ['NOT_FOUND', 'no menu item has this id (or it is not a MenuItem ID)'],
    ]),
    authScopes: { manager: true },
    resolve: async (_root, { input }, ctx) => {
      const removed = await deleteMenuItem(ctx.services, managerId(ctx), input.id.id, ctx.language);
      return { id: input.id.id, stopOffer: await offerOf(ctx, removed.stopType) };
    },
  },
  {
    outputFields: (t) => ({
      deletedMenuItemId: t.globalID({ description: 'The global ID of the removed item.', resolve: (payload) => ({ type: MenuItemRef, id: payload.id }) }),
      stopOffer: t.field({ ...stopOfferField('The offer the item was on, without it.'), resolve: (payload) => payload.stopOffer }),
    }),
  },
);

builder.relayMutationField(
  'reorderMenu',
  {
    inputFields: (t) => ({
      stopType: t.field({ type: StopTypeEnum, required: true, description: 'The menu to reorder.' }),
      itemIds: t.globalIDList({ required: true, for: [MenuItemRef], description: 'Every item of the menu (hidden ones too), each once, in the new order.', ...maxItems(MENU_MAX_ITEMS) }),
    }),
  },
  {
    description: describeMutation('Puts a stop type’s menu in this order, all at once (positions 1…n). Manager only.', 'manager', [
      ['MENU_CHANGED', 'itemIds does not list every item of the menu exactly once: it was made before an item was added or removed'],
      INPUT_ERRORS.id,
      INPUT_ERRORS.list,
    ]),
    authScopes: { manager: true },
    resolve: async (_root, { input }, ctx) => {
      await reorderMenu(ctx.services, managerId(ctx), input.stopType, input.itemIds.map((id) => id.id), ctx.language);
      return { stopOffer: await offerOf(ctx, input.stopType) };
    },
  },
  {
    outputFields: (t) => ({
      stopOffer: t.field({ ...stopOfferField('The offer with its menu in the new order (each item’s position changed).'), resolve: (payload) => payload.stopOffer }),
    }),
  },
);

const SiteTextInput = builder.inputType('SiteTextInput', {
  description: 'One site text in one language, to save.',
  fields: (t) => ({
    key: t.string({ required: true, description: `The text’s key, one of: ${SITE_TEXT_KEYS.join(', ')}.` }),
    language: t.field({ type: LanguageEnum, required: true, description: 'The language of the value.' }),
    value: t.string({ required: true, maxLength: SITE_TEXT_MAX_LENGTH, multiline: true, description: `The text (at most ${SITE_TEXT_MAX_LENGTH} characters, may span lines).` }),
  }),
});

builder.relayMutationField(
  'saveSiteTexts',
  // Each key at most once per language: the whole form.
  {
    inputFields: (t) => ({
      texts: t.field({
        type: [SiteTextInput],
        required: true,
        description: `The texts to save, each key at most once per language (at most ${SITE_TEXT_KEYS.length * 2}); texts not listed stay as they are.`,
        ...maxItems(SITE_TEXT_KEYS.length * 2),
      }),
    }),
  },
  {
    description: describeMutation('Saves site texts (contact details, footer, guide, FAQ); all or none. Manager only.', 'manager', [
      [
        'VALIDATION',
        'extensions.fields maps "<key>.<language>" of each refused text to its code: UNKNOWN_KEY, REQUIRED, TOO_LONG, INVALID_EMAIL (contact.email) or INVALID_URL (links)',
      ],
      INPUT_ERRORS.text,
      INPUT_ERRORS.list,
    ]),
    authScopes: { manager: true },
    resolve: async (_root, { input }, ctx) => {
      await saveSiteTexts(ctx.services, managerId(ctx), input.texts, ctx.language);
      return { site: await loadSite(ctx) };
    },
  },
  {
    outputFields: (t) => ({
      site: t.field({ type: Site, description: 'The site content as it is now (Site.texts: every editable text).', resolve: (payload) => payload.site }),
    }),
  },
);
