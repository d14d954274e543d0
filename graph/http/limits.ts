// Query limits for GraphQL (graphql-armor). Sized to the app's own Relay operations with head-room:
// limits.test.ts runs every operation the web app sends through these rules and fails when one
// comes within the margin, so the limits move with the app instead of blocking it.
import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';

export const QUERY_LIMITS = {
  /** Deepest app operation + margin. Introspection (GraphiQL) is exempt from depth and cost only. */
  maxDepth: 12,
  maxCost: 5000,
  maxAliases: 15,
  maxTokens: 2000,
  maxDirectives: 30,
} as const;

export const ARMOR_RULE_OPTIONS = {
  maxDepth: { n: QUERY_LIMITS.maxDepth, ignoreIntrospection: true, flattenFragments: true },
  costLimit: { maxCost: QUERY_LIMITS.maxCost, ignoreIntrospection: true, flattenFragments: true },
  maxAliases: { n: QUERY_LIMITS.maxAliases },
  maxTokens: { n: QUERY_LIMITS.maxTokens },
  maxDirectives: { n: QUERY_LIMITS.maxDirectives },
} as const;

export function armorPlugin(production: boolean) {
  return EnvelopArmorPlugin({
    ...ARMOR_RULE_OPTIONS,
    // Field suggestions ("did you mean ...") leak the schema when introspection is the only door.
    blockFieldSuggestion: { enabled: production },
  });
}
