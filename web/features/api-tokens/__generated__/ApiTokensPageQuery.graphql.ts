/**
 * @generated SignedSource<<114ebf9fbdf66218c3fbe20f4f7539be>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type ApiTokensPageQuery$variables = Record<PropertyKey, never>;
export type ApiTokensPageQuery$data = {
  readonly apiTokens: {
    readonly edges: ReadonlyArray<{
      readonly __typename: "ApiTokenEdge";
    }>;
    readonly " $fragmentSpreads": FragmentRefs<"ApiTokenList_connection">;
  };
  readonly " $fragmentSpreads": FragmentRefs<"RestaurantWebhooks_query">;
};
export type ApiTokensPageQuery = {
  response: ApiTokensPageQuery$data;
  variables: ApiTokensPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "cursor",
  "storageKey": null
},
v2 = {
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
v3 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 50
  }
],
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "createdAt",
  "storageKey": null
},
v7 = {
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
v8 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 10
  }
],
v9 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 5
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "ApiTokensPageQuery",
    "selections": [
      {
        "alias": "apiTokens",
        "args": null,
        "concreteType": "ApiTokenConnection",
        "kind": "LinkedField",
        "name": "__ApiTokensPage_apiTokens_connection",
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
              (v0/*:: as any*/),
              (v1/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "ApiToken",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  (v0/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "ApiTokenList_connection"
          },
          (v2/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "RestaurantWebhooks_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "ApiTokensPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v3/*:: as any*/),
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
              (v0/*:: as any*/),
              (v1/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "ApiToken",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  (v0/*:: as any*/),
                  (v4/*:: as any*/),
                  (v5/*:: as any*/),
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
                  (v6/*:: as any*/),
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
                    "kind": "ScalarField",
                    "name": "createdByName",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "creatorLeft",
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
                      (v5/*:: as any*/),
                      (v4/*:: as any*/)
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          (v7/*:: as any*/),
          (v2/*:: as any*/)
        ],
        "storageKey": "apiTokens(first:50)"
      },
      {
        "alias": null,
        "args": (v3/*:: as any*/),
        "filters": null,
        "handle": "connection",
        "key": "ApiTokensPage_apiTokens",
        "kind": "LinkedHandle",
        "name": "apiTokens"
      },
      {
        "alias": null,
        "args": (v8/*:: as any*/),
        "concreteType": "WebhookEndpointConnection",
        "kind": "LinkedField",
        "name": "restaurantWebhookEndpoints",
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
              (v0/*:: as any*/),
              (v1/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "WebhookEndpoint",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  (v0/*:: as any*/),
                  (v4/*:: as any*/),
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
                    "args": (v9/*:: as any*/),
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
                              (v4/*:: as any*/),
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "eventType",
                                "storageKey": null
                              },
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "status",
                                "storageKey": null
                              },
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
                              (v6/*:: as any*/),
                              (v0/*:: as any*/)
                            ],
                            "storageKey": null
                          },
                          (v1/*:: as any*/)
                        ],
                        "storageKey": null
                      },
                      (v2/*:: as any*/),
                      (v7/*:: as any*/)
                    ],
                    "storageKey": "deliveries(first:5)"
                  },
                  {
                    "alias": null,
                    "args": (v9/*:: as any*/),
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
          (v7/*:: as any*/),
          (v2/*:: as any*/)
        ],
        "storageKey": "restaurantWebhookEndpoints(first:10)"
      },
      {
        "alias": null,
        "args": (v8/*:: as any*/),
        "filters": null,
        "handle": "connection",
        "key": "RestaurantWebhooks_restaurantWebhookEndpoints",
        "kind": "LinkedHandle",
        "name": "restaurantWebhookEndpoints"
      }
    ]
  },
  "params": {
    "cacheID": "bcd993472de59be5ada807ab65729a56",
    "id": null,
    "metadata": {
      "connection": [
        {
          "count": null,
          "cursor": null,
          "direction": "forward",
          "path": [
            "apiTokens"
          ]
        }
      ]
    },
    "name": "ApiTokensPageQuery",
    "operationKind": "query",
    "text": "query ApiTokensPageQuery {\n  apiTokens(first: 50) {\n    edges {\n      __typename\n      cursor\n      node {\n        __typename\n        id\n      }\n    }\n    ...ApiTokenList_connection\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n  ...RestaurantWebhooks_query\n}\n\nfragment ApiTokenList_connection on ApiTokenConnection {\n  edges {\n    node {\n      id\n      ...ApiTokenRow_token\n    }\n  }\n}\n\nfragment ApiTokenRow_token on ApiToken {\n  id\n  name\n  prefix\n  scopes\n  createdAt\n  lastUsedAt\n  lastUsedIp\n  expiresAt\n  revokedAt\n  createdByName\n  creatorLeft\n  client {\n    name\n    id\n  }\n}\n\nfragment RestaurantWebhooks_query on Query {\n  restaurantWebhookEndpoints(first: 10) {\n    edges {\n      __typename\n      cursor\n      node {\n        __typename\n        id\n      }\n    }\n    ...WebhookList_connection\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}\n\nfragment WebhookDeliveryItem_delivery on WebhookDelivery {\n  id\n  eventType\n  status\n  statusCode\n  durationMs\n  responseExcerpt\n  attempts\n  nextAttemptAt\n  createdAt\n}\n\nfragment WebhookEndpointRow_endpoint on WebhookEndpoint {\n  id\n  url\n  description\n  events\n  enabled\n  disabledForFailing\n  consecutiveFailures\n  deliveries(first: 5) {\n    edges {\n      node {\n        id\n        ...WebhookDeliveryItem_delivery\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}\n\nfragment WebhookList_connection on WebhookEndpointConnection {\n  edges {\n    node {\n      id\n      ...WebhookEndpointRow_endpoint\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "c05e5ccb4445efcdc179591dfd88e1e1";

export default node;
