// Site content edited by the manager (contact details, footer texts): the GraphQL surface.
import { builder } from '../builder.ts';
import { IDEMPOTENCY_KEY_DESCRIPTION, managerId } from './guards.ts';
import type { Context } from '../context.ts';
import type { Language } from '../i18n/messages.ts';
import { LanguageEnum, StopTypeEnum } from './enums.ts';
import { isSiteTextKey, MENU_DESCRIPTION_MAX_LENGTH, MENU_MAX_ITEMS, MENU_NAME_MAX_LENGTH, SITE_TEXT_KEYS, SITE_TEXT_MAX_LENGTH } from '../domain/content-rules.ts';
import { maxItems } from './bounds.ts';
import { nodeVisibility } from './node.ts';
import { deleteMenuItem, reorderMenu, saveMenuItem, saveSiteTexts, setStopPrice } from '../services/content.ts';
import { qrImage, type QrImage } from '../lib/qr.ts';

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
    const rows = await ctx.prisma.siteText.findMany({
      where: { OR: prefixes.map((prefix) => ({ key: { startsWith: prefix } })) },
      select: { key: true, language: true, value: true },
    });
    const texts = new Map<string, Partial<Record<Language, string>>>();
    for (const row of rows) texts.set(row.key, { ...texts.get(row.key), [row.language]: row.value });
    return new SiteTexts(texts);
  }
}

const SiteTextRef = builder.objectRef<{ key: string; language: Language; value: string }>('SiteText').implement({
  description: 'One editable site text in one language.',
  fields: (t) => ({
    key: t.exposeString('key'),
    language: t.expose('language', { type: LanguageEnum }),
    value: t.exposeString('value'),
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
    const text = (key: string) => t.string({ resolve: ({ texts, language }) => texts.get(key, language) ?? '' });
    const optionalText = (key: string) =>
      t.string({ nullable: true, resolve: ({ texts, language }) => texts.get(key, language) });
    return {
      companyName: text('company.name'),
      address: text('contact.address'),
      country: t.string({
        args: { language: t.arg({ type: LanguageEnum, required: true }) },
        resolve: ({ texts }, { language }) => texts.get('contact.country', language) ?? '',
      }),
      email: text('contact.email'),
      phone: text('contact.phone'),
      menuUrl: text('contact.menuUrl'),
      menuQr: t.field({
        type: QrImageRef,
        nullable: true,
        description: 'The menu link as a QR code (relative links resolved against the site’s public address); null when there is no usable link.',
        resolve: ({ texts, language }, _args, ctx) => qrImage(texts.get('contact.menuUrl', language) ?? '', ctx.services.config.publicUrl),
      }),
      facebookUrl: optionalText('social.facebook'),
      instagramUrl: optionalText('social.instagram'),
    };
  },
});

export const MenuItemRef = builder.prismaNode('MenuItem', {
  description: 'A dish or drink on a stop type’s menu.',
  id: { field: 'id' },
  // Hidden (inactive) items are the manager's drafts: staff only, as in StopOffer.menu.
  authScopes: nodeVisibility('MenuItem', 'menuItem', (item: { id: string; active: boolean }, ctx) => item.active || ctx.viewer.kind === 'staff'),
  fields: (t) => ({
    stopType: t.expose('stopType', { type: StopTypeEnum }),
    position: t.exposeInt('position'),
    name: t.string({ description: 'In the request’s language.', resolve: (item, _args, ctx) => (ctx.language === 'sl' ? item.nameSl : item.nameEn) }),
    description: t.string({
      nullable: true,
      description: 'In the request’s language.',
      resolve: (item, _args, ctx) => (ctx.language === 'sl' ? item.descriptionSl : item.descriptionEn) ?? null,
    }),
    nameEn: t.exposeString('nameEn'),
    nameSl: t.exposeString('nameSl'),
    descriptionEn: t.exposeString('descriptionEn', { nullable: true }),
    descriptionSl: t.exposeString('descriptionSl', { nullable: true }),
    priceCents: t.exposeInt('priceCents', { nullable: true, description: 'Price of the item alone, in cents (null: included in the stop price).' }),
    active: t.exposeBoolean('active', { description: 'Inactive items are kept for the manager but not shown publicly.' }),
  }),
});

builder.prismaObject('StopOffer', {
  description: 'What a stop type costs per guest, and its menu.',
  fields: (t) => ({
    type: t.expose('type', { type: StopTypeEnum }),
    priceCents: t.exposeInt('priceCents', { description: 'Price per guest, in cents.' }),
    currency: t.exposeString('currency'),
    menu: t.prismaField({
      type: ['MenuItem'],
      args: { includeInactive: t.arg.boolean({ defaultValue: false, description: 'Staff only: include hidden items.' }) },
      resolve: (query, offer, { includeInactive }, ctx) =>
        ctx.prisma.menuItem.findMany({
          ...query,
          where: { stopType: offer.type, ...(includeInactive && ctx.viewer.kind === 'staff' ? {} : { active: true }) },
          orderBy: [{ position: 'asc' }, { id: 'asc' }],
        }),
    }),
  }),
});

const Site = builder.objectRef<SiteShape>('Site').implement({
  description: 'Public site content, edited by the manager.',
  fields: (t) => ({
    contact: t.field({ type: SiteContact, resolve: (site) => site }),
    analyticsId: t.string({
      nullable: true,
      description: 'The analytics measurement id; the web app loads analytics only after a visitor consents, and never when this is null.',
      resolve: (_site, _args, ctx) => ctx.services.config.analyticsId,
    }),
    offers: t.prismaField({
      type: ['StopOffer'],
      description: 'Short and long stops (in that order) with their prices and menus.',
      resolve: (query, _site, _args, ctx) => ctx.prisma.stopOffer.findMany({ ...query, orderBy: { type: 'asc' } }),
    }),
    text: t.string({
      nullable: true,
      description: 'A manager-edited text (home intro, guide, FAQ) in the request’s language.',
      args: { key: t.arg.string({ required: true }) },
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
    resolve: async (_root, _args, ctx) => ({
      texts: await SiteTexts.load(ctx, ['company.', 'contact.', 'social.']),
      language: ctx.language,
    }),
  }),
);

// ————— the manager's edits —————


builder.mutationField('setStopPrice', (t) =>
  t.prismaField({
    type: 'StopOffer',
    description: 'Sets the per-guest price of a stop type. Manager only.',
    authScopes: { manager: true },
    args: { type: t.arg({ type: StopTypeEnum, required: true }), priceCents: t.arg.int({ required: true }) },
    resolve: (_query, _root, { type, priceCents }, ctx) => setStopPrice(ctx.services, managerId(ctx), type, priceCents, ctx.language),
  }),
);

const MenuItemInput = builder.inputType('MenuItemInput', {
  fields: (t) => ({
    id: t.globalID({ for: [MenuItemRef], description: 'Omit to add a new item.' }),
    stopType: t.field({ type: StopTypeEnum, required: true }),
    nameEn: t.string({ required: true, maxLength: MENU_NAME_MAX_LENGTH }),
    nameSl: t.string({ required: true, maxLength: MENU_NAME_MAX_LENGTH }),
    descriptionEn: t.string({ maxLength: MENU_DESCRIPTION_MAX_LENGTH, multiline: true }),
    descriptionSl: t.string({ maxLength: MENU_DESCRIPTION_MAX_LENGTH, multiline: true }),
    priceCents: t.int(),
    active: t.boolean(),
    position: t.int(),
    idempotencyKey: t.string({ description: IDEMPOTENCY_KEY_DESCRIPTION }),
  }),
});

builder.mutationField('saveMenuItem', (t) =>
  t.field({
    type: MenuItemRef,
    description: 'Adds or edits a menu item (names in English and Slovenian). Manager only. A retry with the same idempotencyKey answers with the item it saved (as it is now).',
    authScopes: { manager: true },
    args: { input: t.arg({ type: MenuItemInput, required: true }) },
    resolve: (_root, { input }, ctx) => saveMenuItem(ctx.services, managerId(ctx), { ...input, id: input.id?.id ?? null }, ctx.language),
  }),
);

builder.mutationField('deleteMenuItem', (t) =>
  t.boolean({
    description: 'Removes a menu item for good (set active: false to hide it instead). Manager only.',
    authScopes: { manager: true },
    args: { id: t.arg.globalID({ required: true, for: [MenuItemRef] }) },
    resolve: async (_root, { id }, ctx) => {
      await deleteMenuItem(ctx.services, managerId(ctx), id.id, ctx.language);
      return true;
    },
  }),
);

builder.mutationField('reorderMenu', (t) =>
  t.prismaField({
    type: 'StopOffer',
    description:
      'Puts a stop type’s menu in this order, all at once. itemIds must list every item of that menu (hidden ones too) exactly once; ' +
      'a list made before an item was added or removed answers MENU_CHANGED. Manager only.',
    authScopes: { manager: true },
    args: {
      stopType: t.arg({ type: StopTypeEnum, required: true }),
      itemIds: t.arg.globalIDList({ required: true, for: [MenuItemRef], ...maxItems(MENU_MAX_ITEMS) }),
    },
    resolve: async (query, _root, { stopType, itemIds }, ctx) => {
      await reorderMenu(ctx.services, managerId(ctx), stopType, itemIds.map((id) => id.id), ctx.language);
      return ctx.prisma.stopOffer.findUniqueOrThrow({ ...query, where: { type: stopType } });
    },
  }),
);

const SiteTextInput = builder.inputType('SiteTextInput', {
  fields: (t) => ({
    key: t.string({ required: true }),
    language: t.field({ type: LanguageEnum, required: true }),
    value: t.string({ required: true, maxLength: SITE_TEXT_MAX_LENGTH, multiline: true }),
  }),
});

builder.mutationField('saveSiteTexts', (t) =>
  t.boolean({
    description: 'Saves site texts (contact details, footer, guide, FAQ); all or none. Manager only.',
    authScopes: { manager: true },
    // Each key at most once per language: the whole form.
    args: { texts: t.arg({ type: [SiteTextInput], required: true, ...maxItems(SITE_TEXT_KEYS.length * 2) }) },
    resolve: async (_root, { texts }, ctx) => {
      await saveSiteTexts(ctx.services, managerId(ctx), texts, ctx.language);
      return true;
    },
  }),
);
