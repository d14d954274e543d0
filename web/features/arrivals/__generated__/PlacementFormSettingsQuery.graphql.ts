/**
 * @generated SignedSource<<04ed026c9c25e58672cac5f67ae11a0e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type PlacementFormSettingsQuery$variables = Record<PropertyKey, never>;
export type PlacementFormSettingsQuery$data = {
  readonly arrivalSettings: {
    readonly coachBays: number;
    readonly roomCombinations: ReadonlyArray<{
      readonly rooms: ReadonlyArray<{
        readonly id: string;
        readonly name: string;
      }>;
      readonly seats: number;
    }>;
    readonly rooms: ReadonlyArray<{
      readonly active: boolean;
      readonly id: string;
      readonly name: string;
      readonly seats: number;
    }>;
  };
};
export type PlacementFormSettingsQuery = {
  response: PlacementFormSettingsQuery$data;
  variables: PlacementFormSettingsQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
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
  "name": "seats",
  "storageKey": null
},
v3 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "ArrivalSettings",
    "kind": "LinkedField",
    "name": "arrivalSettings",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "coachBays",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Room",
        "kind": "LinkedField",
        "name": "rooms",
        "plural": true,
        "selections": [
          (v0/*:: as any*/),
          (v1/*:: as any*/),
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "active",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "RoomCombination",
        "kind": "LinkedField",
        "name": "roomCombinations",
        "plural": true,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Room",
            "kind": "LinkedField",
            "name": "rooms",
            "plural": true,
            "selections": [
              (v0/*:: as any*/),
              (v1/*:: as any*/)
            ],
            "storageKey": null
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
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "PlacementFormSettingsQuery",
    "selections": (v3/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "PlacementFormSettingsQuery",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "cacheID": "883f56c73c6abda7cfd5f8631c53b445",
    "id": null,
    "metadata": {},
    "name": "PlacementFormSettingsQuery",
    "operationKind": "query",
    "text": "query PlacementFormSettingsQuery {\n  arrivalSettings {\n    coachBays\n    rooms {\n      id\n      name\n      seats\n      active\n    }\n    roomCombinations {\n      seats\n      rooms {\n        id\n        name\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "475f087128493f18fe9d820b65ed480a";

export default node;
