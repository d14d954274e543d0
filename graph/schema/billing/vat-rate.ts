// The manager's VAT rates as the API shows them: a node, staff only (admins read it to see what a
// price is taxed at; the manager writes). Apart from billing/terms.ts so that the price mutations
// of content.ts can name it without importing the billing module that extends their types.
import { builder } from '../../builder.ts';
import { VAT_CATEGORIES } from '../../domain/billing-terms.ts';
import { nodeVisibility } from '../node.ts';

export const VatCategoryEnum = builder.enumType('VatCategory', {
  description: 'EN 16931 VAT category (UNTDID 5305): S standard (the reduced rate too: the rate tells them apart), Z zero-rated, E exempt, O outside the scope of VAT.',
  values: {
    S: { value: 'S', description: 'Standard rate (the reduced rate too).' },
    Z: { value: 'Z', description: 'Zero-rated.' },
    E: { value: 'E', description: 'Exempt from VAT.' },
    O: { value: 'O', description: 'Outside the scope of VAT.' },
  } as const,
});

export const VatRateRef = builder.prismaNode('VatRate', {
  description: 'A VAT rate of the manager’s list, which stop prices and menu items point at. Staff only.',
  id: { field: 'id' },
  authScopes: nodeVisibility('VatRate', 'vatRate', (_rate: { id: string }, ctx) => ctx.viewer.kind === 'staff'),
  fields: (t) => ({
    rateBp: t.exposeInt('rateBp', { description: 'The rate in basis points: 2200 is 22 %, 950 is 9.5 %.' }),
    category: t.field({
      type: VatCategoryEnum,
      description: 'Its EN 16931 category.',
      resolve: (rate) => ((VAT_CATEGORIES as readonly string[]).includes(rate.category) ? (rate.category as (typeof VAT_CATEGORIES)[number]) : 'S'),
    }),
    name: t.string({ description: 'Its name in the request’s language.', resolve: (rate, _args, ctx) => (ctx.language === 'sl' ? rate.nameSl : rate.nameEn) }),
    nameEn: t.exposeString('nameEn', { description: 'Its name in English (“Reduced rate”).' }),
    nameSl: t.exposeString('nameSl', { description: 'Its name in Slovenian (“Znižana stopnja”).' }),
    active: t.exposeBoolean('active', { description: 'False once retired: kept for what points at it, no longer offered for a price.' }),
    position: t.exposeInt('position', { description: 'Its place in the list, ascending.' }),
    inUse: t.boolean({
      description: 'Whether a stop price or a menu item is taxed at it: then its value and category are fixed and it cannot be retired (VAT_RATE_IN_USE).',
      resolve: async (rate, _args, ctx) => (await ctx.prisma.stopOffer.count({ where: { vatRateId: rate.id } })) + (await ctx.prisma.menuItem.count({ where: { vatRateId: rate.id } })) > 0,
    }),
  }),
});
