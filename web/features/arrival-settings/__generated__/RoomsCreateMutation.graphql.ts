/**
 * @generated SignedSource<<59c5fdb0045421a5dd6b1ed053d559ca>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type CreateRoomInput = {
  active?: boolean | null | undefined;
  nameEn: string;
  nameSl: string;
  position?: number | null | undefined;
  seasonEnd?: string | null | undefined;
  seasonStart?: string | null | undefined;
  seats: number;
};
export type RoomsCreateMutation$variables = {
  input: CreateRoomInput;
};
export type RoomsCreateMutation$data = {
  readonly createRoom: {
    readonly arrivalSettings: {
      readonly " $fragmentSpreads": FragmentRefs<"ArrivalSettingsPage_sections">;
    };
  };
};
export type RoomsCreateMutation = {
  response: RoomsCreateMutation$data;
  variables: RoomsCreateMutation$variables;
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
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "seasonStart",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "seasonEnd",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "RoomsCreateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "CreateRoomPayload",
        "kind": "LinkedField",
        "name": "createRoom",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "ArrivalSettings",
            "kind": "LinkedField",
            "name": "arrivalSettings",
            "plural": false,
            "selections": [
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "ArrivalSettingsPage_sections"
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "RoomsCreateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "CreateRoomPayload",
        "kind": "LinkedField",
        "name": "createRoom",
        "plural": false,
        "selections": [
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
                "name": "pacingSlotMinutes",
                "storageKey": null
              },
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
                "kind": "ScalarField",
                "name": "bayTurnaroundMinutes",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "waitlistOfferHours",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "waitlistLastDayOfferHours",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "PacingRule",
                "kind": "LinkedField",
                "name": "pacingRules",
                "plural": true,
                "selections": [
                  (v2/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "stopType",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "weekdays",
                    "storageKey": null
                  },
                  (v3/*:: as any*/),
                  (v4/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "maxGuests",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "maxCoaches",
                    "storageKey": null
                  }
                ],
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
                  (v2/*:: as any*/),
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
                    "name": "seats",
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
                    "name": "active",
                    "storageKey": null
                  },
                  (v3/*:: as any*/),
                  (v4/*:: as any*/)
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
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Room",
                    "kind": "LinkedField",
                    "name": "rooms",
                    "plural": true,
                    "selections": [
                      (v2/*:: as any*/)
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
    ]
  },
  "params": {
    "cacheID": "ddeabbac1a365232a8aeeb10ae85b5ed",
    "id": null,
    "metadata": {},
    "name": "RoomsCreateMutation",
    "operationKind": "mutation",
    "text": "mutation RoomsCreateMutation(\n  $input: CreateRoomInput!\n) {\n  createRoom(input: $input) {\n    arrivalSettings {\n      ...ArrivalSettingsPage_sections\n    }\n  }\n}\n\nfragment ArrivalSettingsPage_sections on ArrivalSettings {\n  ...GeneralSettingsForm_settings\n  ...PacingRules_settings\n  ...Rooms_settings\n  ...RoomCombinations_settings\n}\n\nfragment GeneralSettingsForm_settings on ArrivalSettings {\n  pacingSlotMinutes\n  coachBays\n  bayTurnaroundMinutes\n  waitlistOfferHours\n  waitlistLastDayOfferHours\n}\n\nfragment PacingRules_settings on ArrivalSettings {\n  pacingRules {\n    id\n    stopType\n    weekdays\n    seasonStart\n    seasonEnd\n    maxGuests\n    maxCoaches\n  }\n}\n\nfragment RoomCombinations_settings on ArrivalSettings {\n  rooms {\n    id\n    name\n    seats\n    active\n  }\n  roomCombinations {\n    rooms {\n      id\n    }\n  }\n}\n\nfragment Rooms_settings on ArrivalSettings {\n  rooms {\n    id\n    name\n    nameEn\n    nameSl\n    seats\n    position\n    active\n    seasonStart\n    seasonEnd\n  }\n}\n"
  }
};
})();

(node as any).hash = "0484ea67bd1d44fe1d7d169e9b90b6ab";

export default node;
