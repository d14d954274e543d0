/**
 * @generated SignedSource<<44276da53216f38e5ba6b7dea44bcbff>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type StopType = "LONG_STOP" | "SHORT_STOP" | "%future added value";
export type MenuItemInput = {
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
  input: MenuItemInput;
};
export type WebsitePricesPageSaveItemMutation$data = {
  readonly saveMenuItem: {
    readonly active: boolean;
    readonly descriptionEn: string | null | undefined;
    readonly descriptionSl: string | null | undefined;
    readonly id: string;
    readonly nameEn: string;
    readonly nameSl: string;
    readonly position: number;
    readonly priceCents: number | null | undefined;
    readonly stopType: StopType;
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
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "MenuItem",
    "kind": "LinkedField",
    "name": "saveMenuItem",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "id",
        "storageKey": null
      },
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
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "WebsitePricesPageSaveItemMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "WebsitePricesPageSaveItemMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "0feb359ef4c4d393f5047f3ee957c8dd",
    "id": null,
    "metadata": {},
    "name": "WebsitePricesPageSaveItemMutation",
    "operationKind": "mutation",
    "text": "mutation WebsitePricesPageSaveItemMutation(\n  $input: MenuItemInput!\n) {\n  saveMenuItem(input: $input) {\n    id\n    nameEn\n    nameSl\n    descriptionEn\n    descriptionSl\n    priceCents\n    active\n    position\n    stopType\n  }\n}\n"
  }
};
})();

(node as any).hash = "10957f0b8d6682bf924cd2e0c6440dde";

export default node;
