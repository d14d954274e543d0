// Integrators read the schema as the API's reference: every type, field, argument, input field and
// enum value says what it is. A new one without a description fails here, naming it.
import { describe, expect, it } from 'vitest';
import { isEnumType, isInputObjectType, isInterfaceType, isObjectType, isSpecifiedScalarType, type GraphQLNamedType } from 'graphql';
import { getSchema } from './index.ts';

const described = (element: { description?: string | null }) => Boolean(element.description?.trim());

/** "Type", "Type.field", "Type.field(argument)" or "Enum.VALUE" of every element that has no description. */
function undescribed(type: GraphQLNamedType): string[] {
  const missing = described(type) ? [] : [type.name];
  if (isObjectType(type) || isInterfaceType(type)) {
    for (const field of Object.values(type.getFields())) {
      if (!described(field)) missing.push(`${type.name}.${field.name}`);
      for (const arg of field.args) if (!described(arg)) missing.push(`${type.name}.${field.name}(${arg.name})`);
    }
  }
  if (isInputObjectType(type)) {
    for (const field of Object.values(type.getFields())) if (!described(field)) missing.push(`${type.name}.${field.name}`);
  }
  if (isEnumType(type)) {
    for (const value of type.getValues()) if (!described(value)) missing.push(`${type.name}.${value.name}`);
  }
  return missing;
}

describe('schema descriptions', () => {
  it('describes every type, field, argument, input field and enum value', () => {
    // GraphQL's own scalars and introspection types are described by the specification.
    const types = Object.values(getSchema().getTypeMap()).filter((type) => !type.name.startsWith('__') && !isSpecifiedScalarType(type));
    expect(types.length).toBeGreaterThan(50);
    expect(types.flatMap(undescribed)).toEqual([]);
  });
});
