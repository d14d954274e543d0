/**
 * @generated SignedSource<<1e7b24aea86df1b52e5b46d2981e03e4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type ProfilePageQuery$variables = {
  money: boolean;
  owns: boolean;
};
export type ProfilePageQuery$data = {
  readonly viewer: {
    readonly client: {
      readonly apiTokensPart?: {
        readonly " $fragmentSpreads": FragmentRefs<"ApiTokensSection_client">;
      } | null | undefined;
      readonly billing?: {
        readonly " $fragmentSpreads": FragmentRefs<"BillingDetailsSection_client">;
      } | null | undefined;
      readonly calendarFeed?: {
        readonly " $fragmentSpreads": FragmentRefs<"CalendarFeedCard_feed">;
      } | null | undefined;
      readonly webhooksPart?: {
        readonly " $fragmentSpreads": FragmentRefs<"WebhooksSection_client">;
      } | null | undefined;
      readonly " $fragmentSpreads": FragmentRefs<"ProfilePage_account" | "ProfilePage_deletion" | "ProfilePage_details" | "ProfilePage_language">;
    } | null | undefined;
  };
};
export type ProfilePageQuery = {
  response: ProfilePageQuery$data;
  variables: ProfilePageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "money"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "owns"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v4 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 50
  }
],
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "cursor",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "createdAt",
  "storageKey": null
},
v8 = {
  "kind": "ClientExtension",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "__id",
      "storageKey": null
    }
  ]
},
v9 = {
  "alias": null,
  "args": null,
  "concreteType": "PageInfo",
  "kind": "LinkedField",
  "name": "pageInfo",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "endCursor",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "hasNextPage",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v10 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 10
  }
],
v11 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 5
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ProfilePageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Client",
            "kind": "LinkedField",
            "name": "client",
            "plural": false,
            "selections": [
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "ProfilePage_details"
              },
              {
                "condition": "money",
                "kind": "Condition",
                "passingValue": true,
                "selections": [
                  {
                    "fragment": {
                      "kind": "InlineFragment",
                      "selections": [
                        {
                          "args": null,
                          "kind": "FragmentSpread",
                          "name": "BillingDetailsSection_client"
                        }
                      ],
                      "type": "Client",
                      "abstractKey": null
                    },
                    "kind": "AliasedInlineFragmentSpread",
                    "name": "billing"
                  }
                ]
              },
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "ProfilePage_account"
              },
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "ProfilePage_language"
              },
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "ProfilePage_deletion"
              },
              {
                "condition": "owns",
                "kind": "Condition",
                "passingValue": true,
                "selections": [
                  {
                    "fragment": {
                      "kind": "InlineFragment",
                      "selections": [
                        {
                          "args": null,
                          "kind": "FragmentSpread",
                          "name": "ApiTokensSection_client"
                        }
                      ],
                      "type": "Client",
                      "abstractKey": null
                    },
                    "kind": "AliasedInlineFragmentSpread",
                    "name": "apiTokensPart"
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "CalendarFeed",
                    "kind": "LinkedField",
                    "name": "calendarFeed",
                    "plural": false,
                    "selections": [
                      {
                        "args": null,
                        "kind": "FragmentSpread",
                        "name": "CalendarFeedCard_feed"
                      }
                    ],
                    "storageKey": null
                  },
                  {
                    "fragment": {
                      "kind": "InlineFragment",
                      "selections": [
                        {
                          "args": null,
                          "kind": "FragmentSpread",
                          "name": "WebhooksSection_client"
                        }
                      ],
                      "type": "Client",
                      "abstractKey": null
                    },
                    "kind": "AliasedInlineFragmentSpread",
                    "name": "webhooksPart"
                  }
                ]
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ProfilePageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Client",
            "kind": "LinkedField",
            "name": "client",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "firstName",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "lastName",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "phone",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "contactInfo",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "email",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "username",
                "storageKey": null
              },
              (v2/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "registeredAt",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "language",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "approvedAt",
                "storageKey": null
              },
              (v3/*:: as any*/),
              {
                "condition": "money",
                "kind": "Condition",
                "passingValue": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "BillingDetails",
                    "kind": "LinkedField",
                    "name": "billingDetails",
                    "plural": false,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "legalName",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "addressLine",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "postcode",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "city",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "countryCode",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "vatId",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "billingEmail",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  }
                ]
              },
              {
                "condition": "owns",
                "kind": "Condition",
                "passingValue": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "emailVerified",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": (v4/*:: as any*/),
                    "concreteType": "ApiTokenConnection",
                    "kind": "LinkedField",
                    "name": "apiTokens",
                    "plural": false,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "ApiTokenEdge",
                        "kind": "LinkedField",
                        "name": "edges",
                        "plural": true,
                        "selections": [
                          (v5/*:: as any*/),
                          (v6/*:: as any*/),
                          {
                            "alias": null,
                            "args": null,
                            "concreteType": "ApiToken",
                            "kind": "LinkedField",
                            "name": "node",
                            "plural": false,
                            "selections": [
                              (v5/*:: as any*/),
                              (v3/*:: as any*/),
                              (v1/*:: as any*/),
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "prefix",
                                "storageKey": null
                              },
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "scopes",
                                "storageKey": null
                              },
                              (v7/*:: as any*/),
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "lastUsedAt",
                                "storageKey": null
                              },
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "lastUsedIp",
                                "storageKey": null
                              },
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "expiresAt",
                                "storageKey": null
                              },
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "revokedAt",
                                "storageKey": null
                              },
                              {
                                "alias": null,
                                "args": null,
                                "concreteType": "Client",
                                "kind": "LinkedField",
                                "name": "client",
                                "plural": false,
                                "selections": [
                                  (v1/*:: as any*/),
                                  (v3/*:: as any*/)
                                ],
                                "storageKey": null
                              }
                            ],
                            "storageKey": null
                          }
                        ],
                        "storageKey": null
                      },
                      (v8/*:: as any*/),
                      (v9/*:: as any*/)
                    ],
                    "storageKey": "apiTokens(first:50)"
                  },
                  {
                    "alias": null,
                    "args": (v4/*:: as any*/),
                    "filters": null,
                    "handle": "connection",
                    "key": "ApiTokensSection_apiTokens",
                    "kind": "LinkedHandle",
                    "name": "apiTokens"
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "CalendarFeed",
                    "kind": "LinkedField",
                    "name": "calendarFeed",
                    "plural": false,
                    "selections": [
                      (v7/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "lastFetchedAt",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": (v10/*:: as any*/),
                    "concreteType": "WebhookEndpointConnection",
                    "kind": "LinkedField",
                    "name": "webhookEndpoints",
                    "plural": false,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "WebhookEndpointEdge",
                        "kind": "LinkedField",
                        "name": "edges",
                        "plural": true,
                        "selections": [
                          (v5/*:: as any*/),
                          (v6/*:: as any*/),
                          {
                            "alias": null,
                            "args": null,
                            "concreteType": "WebhookEndpoint",
                            "kind": "LinkedField",
                            "name": "node",
                            "plural": false,
                            "selections": [
                              (v5/*:: as any*/),
                              (v3/*:: as any*/),
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "url",
                                "storageKey": null
                              },
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "description",
                                "storageKey": null
                              },
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "events",
                                "storageKey": null
                              },
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "enabled",
                                "storageKey": null
                              },
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "disabledForFailing",
                                "storageKey": null
                              },
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "consecutiveFailures",
                                "storageKey": null
                              },
                              {
                                "alias": null,
                                "args": (v11/*:: as any*/),
                                "concreteType": "WebhookDeliveryConnection",
                                "kind": "LinkedField",
                                "name": "deliveries",
                                "plural": false,
                                "selections": [
                                  {
                                    "alias": null,
                                    "args": null,
                                    "concreteType": "WebhookDeliveryEdge",
                                    "kind": "LinkedField",
                                    "name": "edges",
                                    "plural": true,
                                    "selections": [
                                      {
                                        "alias": null,
                                        "args": null,
                                        "concreteType": "WebhookDelivery",
                                        "kind": "LinkedField",
                                        "name": "node",
                                        "plural": false,
                                        "selections": [
                                          (v3/*:: as any*/),
                                          {
                                            "alias": null,
                                            "args": null,
                                            "kind": "ScalarField",
                                            "name": "eventType",
                                            "storageKey": null
                                          },
                                          (v2/*:: as any*/),
                                          {
                                            "alias": null,
                                            "args": null,
                                            "kind": "ScalarField",
                                            "name": "statusCode",
                                            "storageKey": null
                                          },
                                          {
                                            "alias": null,
                                            "args": null,
                                            "kind": "ScalarField",
                                            "name": "durationMs",
                                            "storageKey": null
                                          },
                                          {
                                            "alias": null,
                                            "args": null,
                                            "kind": "ScalarField",
                                            "name": "responseExcerpt",
                                            "storageKey": null
                                          },
                                          {
                                            "alias": null,
                                            "args": null,
                                            "kind": "ScalarField",
                                            "name": "attempts",
                                            "storageKey": null
                                          },
                                          {
                                            "alias": null,
                                            "args": null,
                                            "kind": "ScalarField",
                                            "name": "nextAttemptAt",
                                            "storageKey": null
                                          },
                                          (v7/*:: as any*/),
                                          (v5/*:: as any*/)
                                        ],
                                        "storageKey": null
                                      },
                                      (v6/*:: as any*/)
                                    ],
                                    "storageKey": null
                                  },
                                  (v9/*:: as any*/),
                                  (v8/*:: as any*/)
                                ],
                                "storageKey": "deliveries(first:5)"
                              },
                              {
                                "alias": null,
                                "args": (v11/*:: as any*/),
                                "filters": null,
                                "handle": "connection",
                                "key": "WebhookEndpointRow_deliveries",
                                "kind": "LinkedHandle",
                                "name": "deliveries"
                              }
                            ],
                            "storageKey": null
                          }
                        ],
                        "storageKey": null
                      },
                      (v8/*:: as any*/),
                      (v9/*:: as any*/)
                    ],
                    "storageKey": "webhookEndpoints(first:10)"
                  },
                  {
                    "alias": null,
                    "args": (v10/*:: as any*/),
                    "filters": null,
                    "handle": "connection",
                    "key": "WebhooksSection_webhookEndpoints",
                    "kind": "LinkedHandle",
                    "name": "webhookEndpoints"
                  }
                ]
              }
            ],
            "storageKey": null
          },
          (v3/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "14f4899ef56c6c825fb93f1504c4ea75",
    "id": null,
    "metadata": {},
    "name": "ProfilePageQuery",
    "operationKind": "query",
    "text": "query ProfilePageQuery(\n  $money: Boolean!\n  $owns: Boolean!\n) {\n  viewer {\n    client {\n      ...ProfilePage_details\n      ...BillingDetailsSection_client @include(if: $money)\n      ...ProfilePage_account\n      ...ProfilePage_language\n      ...ProfilePage_deletion\n      ...ApiTokensSection_client @include(if: $owns)\n      calendarFeed @include(if: $owns) {\n        ...CalendarFeedCard_feed\n      }\n      ...WebhooksSection_client @include(if: $owns)\n      id\n    }\n    id\n  }\n}\n\nfragment ApiTokenList_connection on ApiTokenConnection {\n  edges {\n    node {\n      id\n      ...ApiTokenRow_token\n    }\n  }\n}\n\nfragment ApiTokenRow_token on ApiToken {\n  id\n  name\n  prefix\n  scopes\n  createdAt\n  lastUsedAt\n  lastUsedIp\n  expiresAt\n  revokedAt\n  client {\n    name\n    id\n  }\n}\n\nfragment ApiTokensSection_client on Client {\n  status\n  emailVerified\n  apiTokens(first: 50) {\n    edges {\n      __typename\n      cursor\n      node {\n        __typename\n        id\n      }\n    }\n    ...ApiTokenList_connection\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}\n\nfragment BillingDetailsSection_client on Client {\n  billingDetails {\n    legalName\n    addressLine\n    postcode\n    city\n    countryCode\n    vatId\n    billingEmail\n  }\n}\n\nfragment CalendarFeedCard_feed on CalendarFeed {\n  createdAt\n  lastFetchedAt\n}\n\nfragment ProfilePage_account on Client {\n  email\n  username\n  status\n  registeredAt\n}\n\nfragment ProfilePage_deletion on Client {\n  email\n  approvedAt\n}\n\nfragment ProfilePage_details on Client {\n  name\n  firstName\n  lastName\n  phone\n  contactInfo\n}\n\nfragment ProfilePage_language on Client {\n  language\n}\n\nfragment WebhookDeliveryItem_delivery on WebhookDelivery {\n  id\n  eventType\n  status\n  statusCode\n  durationMs\n  responseExcerpt\n  attempts\n  nextAttemptAt\n  createdAt\n}\n\nfragment WebhookEndpointRow_endpoint on WebhookEndpoint {\n  id\n  url\n  description\n  events\n  enabled\n  disabledForFailing\n  consecutiveFailures\n  deliveries(first: 5) {\n    edges {\n      node {\n        id\n        ...WebhookDeliveryItem_delivery\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}\n\nfragment WebhookList_connection on WebhookEndpointConnection {\n  edges {\n    node {\n      id\n      ...WebhookEndpointRow_endpoint\n    }\n  }\n}\n\nfragment WebhooksSection_client on Client {\n  status\n  emailVerified\n  webhookEndpoints(first: 10) {\n    edges {\n      __typename\n      cursor\n      node {\n        __typename\n        id\n      }\n    }\n    ...WebhookList_connection\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "52a9df841c43d125e338eb1b1bea578b";

export default node;
