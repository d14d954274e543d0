/**
 * @generated SignedSource<<da861fcea9e62d03a5e70c46f09590ee>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type ChangeReservationPlacementInput = {
  bays?: ReadonlyArray<number> | null | undefined;
  expectedVersion: number;
  reservationId: string;
  roomIds?: ReadonlyArray<string> | null | undefined;
};
export type PlacementFormMutation$variables = {
  input: ChangeReservationPlacementInput;
};
export type PlacementFormMutation$data = {
  readonly changeReservationPlacement: {
    readonly reservation: {
      readonly bays: ReadonlyArray<number>;
      readonly id: string;
      readonly rooms: ReadonlyArray<{
        readonly name: string;
        readonly room: {
          readonly id: string;
        } | null | undefined;
        readonly seats: number;
      }>;
      readonly version: number;
    };
  };
};
export type PlacementFormMutation = {
  response: PlacementFormMutation$data;
  variables: PlacementFormMutation$variables;
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
    "concreteType": "ChangeReservationPlacementPayload",
    "kind": "LinkedField",
    "name": "changeReservationPlacement",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Reservation",
        "kind": "LinkedField",
        "name": "reservation",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "version",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "bays",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "ReservationRoomPlacement",
            "kind": "LinkedField",
            "name": "rooms",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "name",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "seats",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Room",
                "kind": "LinkedField",
                "name": "room",
                "plural": false,
                "selections": [
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
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "PlacementFormMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "PlacementFormMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "35af2ffae252218b2ab4aa03994865b6",
    "id": null,
    "metadata": {},
    "name": "PlacementFormMutation",
    "operationKind": "mutation",
    "text": "mutation PlacementFormMutation(\n  $input: ChangeReservationPlacementInput!\n) {\n  changeReservationPlacement(input: $input) {\n    reservation {\n      id\n      version\n      bays\n      rooms {\n        name\n        seats\n        room {\n          id\n        }\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "a5cd48bdfc7d9386fc6c512eb565f972";

export default node;
