/**
 * @generated SignedSource<<8630393df3e21dcb1c7a180bbd21d537>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type StopType = "LONG_STOP" | "SHORT_STOP" | "%future added value";
export type SaveMenuItemInput = {
  active?: boolean | null | undefined;
  descriptionEn?: string | null | undefined;
  descriptionSl?: string | null | undefined;
  id?: string | null | undefined;
  idempotencyKey?: string | null | undefined;
  nameEn: string;
  nameSl: string;
  position?: number | null | undefined;
  priceCents?: number | null | undefined;
  stopType: StopType;
};
export type WebsitePricesPageSaveItemMutation$variables = {
  input: SaveMenuItemInput;
};
export type WebsitePricesPageSaveItemMutation$data = {
  readonly saveMenuItem: {
    readonly stopOffer: {
      readonly id: string;
      readonly menu: ReadonlyArray<{
        readonly active: boolean;
        readonly descriptionEn: string | null | undefined;
        readonly descriptionSl: string | null | undefined;
        readonly id: string;
        readonly nameEn: string;
        readonly nameSl: string;
        readonly position: number;
        readonly priceCents: number | null | undefined;
        readonly stopType: StopType;
      }>;
    };
  };
};
export type WebsitePricesPageSaveItemMutation = {
  response: WebsitePricesPageSaveItemMutation$data;
  variables: WebsitePricesPageSaveItemMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "SaveMenuItemPayload",
    "kind": "LinkedField",
    "name": "saveMenuItem",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "StopOffer",
        "kind": "LinkedField",
        "name": "stopOffer",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": [
              {
                "kind": "Literal",
                "name": "includeInactive",
                "value": true
              }
            ],
            "concreteType": "MenuItem",
            "kind": "LinkedField",
            "name": "menu",
            "plural": true,
            "selections": [
              (v1/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "nameEn",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "nameSl",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "descriptionEn",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "descriptionSl",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "priceCents",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "active",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "position",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "stopType",
                "storageKey": null
              }
            ],
            "storageKey": "menu(includeInactive:true)"
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "WebsitePricesPageSaveItemMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "WebsitePricesPageSaveItemMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "5e5ee4dbd96c200b1284eab363d7b8a1",
    "id": null,
    "metadata": {},
    "name": "WebsitePricesPageSaveItemMutation",
    "operationKind": "mutation",
    "text": "mutation WebsitePricesPageSaveItemMutation(\n  $input: SaveMenuItemInput!\n) {\n  saveMenuItem(input: $input) {\n    stopOffer {\n      id\n      menu(includeInactive: true) {\n        id\n        nameEn\n        nameSl\n        descriptionEn\n        descriptionSl\n        priceCents\n        active\n        position\n        stopType\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "526bcc73a72966bc0f08e5e8ba39a31e";

export default node;
