// The `totalCount` that plugin-prisma adds to a connection (its `totalCount` option) takes no
// description of its own; this plugin gives every one the same, as the builder's relay options do for
// the other pieces every connection shares.
import SchemaBuilder, { BasePlugin, type PothosOutputFieldConfig, type SchemaTypes } from '@pothos/core';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  export namespace PothosSchemaTypes {
    export interface Plugins<Types extends SchemaTypes> {
      totalCountDescription: TotalCountDescriptionPlugin<Types>;
    }
  }
}

const DESCRIPTION = 'How many items the whole list has, over all pages (with the same arguments).';

export class TotalCountDescriptionPlugin<Types extends SchemaTypes> extends BasePlugin<Types> {
  override onOutputFieldConfig(fieldConfig: PothosOutputFieldConfig<Types>): PothosOutputFieldConfig<Types> {
    if (!fieldConfig.extensions?.pothosPrismaTotalCount || fieldConfig.description) return fieldConfig;
    return { ...fieldConfig, description: DESCRIPTION };
  }
}

SchemaBuilder.registerPlugin('totalCountDescription', TotalCountDescriptionPlugin);
