/**
 * @generated SignedSource<<6e0be7906b8d1b102629afcf457bf2f2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type StaffLivePendingCountQuery$variables = Record<PropertyKey, never>;
export type StaffLivePendingCountQuery$data = {
  readonly clients: {
    readonly __id: string;
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly emailVerified: boolean;
      };
    }>;
    readonly pageInfo: {
      readonly hasNextPage: boolean;
    };
  };
};
export type StaffLivePendingCountQuery = {
  response: StaffLivePendingCountQuery$data;
  variables: StaffLivePendingCountQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "kind": "Literal",
  "name": "orderBy",
  "value": "REGISTERED_OLDEST_FIRST"
},
v1 = {
  "kind": "Literal",
  "name": "status",
  "value": [
    "PENDING"
  ]
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "emailVerified",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "cursor",
  "storageKey": null
},
v5 = {
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
      "name": "hasNextPage",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "endCursor",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v6 = {
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
v7 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 100
  },
  (v0/*:: as any*/),
  (v1/*:: as any*/)
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "StaffLivePendingCountQuery",
    "selections": [
      {
        "alias": "clients",
        "args": [
          (v0/*:: as any*/),
          (v1/*:: as any*/)
        ],
        "concreteType": "QueryClientsConnection",
        "kind": "LinkedField",
        "name": "__StaffLivePendingCount_clients_connection",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "QueryClientsConnectionEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Client",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  (v2/*:: as any*/),
                  (v3/*:: as any*/)
                ],
                "storageKey": null
              },
              (v4/*:: as any*/)
            ],
            "storageKey": null
          },
          (v5/*:: as any*/),
          (v6/*:: as any*/)
        ],
        "storageKey": "__StaffLivePendingCount_clients_connection(orderBy:\"REGISTERED_OLDEST_FIRST\",status:[\"PENDING\"])"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "StaffLivePendingCountQuery",
    "selections": [
      {
        "alias": null,
        "args": (v7/*:: as any*/),
        "concreteType": "QueryClientsConnection",
        "kind": "LinkedField",
        "name": "clients",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "QueryClientsConnectionEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Client",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  (v2/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "id",
                    "storageKey": null
                  },
                  (v3/*:: as any*/)
                ],
                "storageKey": null
              },
              (v4/*:: as any*/)
            ],
            "storageKey": null
          },
          (v5/*:: as any*/),
          (v6/*:: as any*/)
        ],
        "storageKey": "clients(first:100,orderBy:\"REGISTERED_OLDEST_FIRST\",status:[\"PENDING\"])"
      },
      {
        "alias": null,
        "args": (v7/*:: as any*/),
        "filters": [
          "status",
          "orderBy"
        ],
        "handle": "connection",
        "key": "StaffLivePendingCount_clients",
        "kind": "LinkedHandle",
        "name": "clients"
      }
    ]
  },
  "params": {
    "cacheID": "e2ec7812e3f9c92a8694463f8d03027e",
    "id": null,
    "metadata": {
      "connection": [
        {
          "count": null,
          "cursor": null,
          "direction": "forward",
          "path": [
            "clients"
          ]
        }
      ]
    },
    "name": "StaffLivePendingCountQuery",
    "operationKind": "query",
    "text": "query StaffLivePendingCountQuery {\n  clients(status: [PENDING], orderBy: REGISTERED_OLDEST_FIRST, first: 100) {\n    edges {\n      node {\n        emailVerified\n        id\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "20ac9308b2cde0f0ed770001e627152f";

export default node;
