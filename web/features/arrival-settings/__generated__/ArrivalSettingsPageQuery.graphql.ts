/**
 * @generated SignedSource<<ec3e33cc76c91b225fe056c27f1fca7d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type ArrivalSettingsPageQuery$variables = Record<PropertyKey, never>;
export type ArrivalSettingsPageQuery$data = {
  readonly arrivalSettings: {
    readonly " $fragmentSpreads": FragmentRefs<"ArrivalSettingsPage_sections">;
  };
};
export type ArrivalSettingsPageQuery = {
  response: ArrivalSettingsPageQuery$data;
  variables: ArrivalSettingsPageQuery$variables;
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
  "name": "seasonStart",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "seasonEnd",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "ArrivalSettingsPageQuery",
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
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "ArrivalSettingsPageQuery",
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
              (v0/*:: as any*/),
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
              (v1/*:: as any*/),
              (v2/*:: as any*/),
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
              (v0/*:: as any*/),
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
              (v1/*:: as any*/),
              (v2/*:: as any*/)
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
                  (v0/*:: as any*/)
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
    "cacheID": "09618b13f4d157ec8c619af2e474faf6",
    "id": null,
    "metadata": {},
    "name": "ArrivalSettingsPageQuery",
    "operationKind": "query",
    "text": "query ArrivalSettingsPageQuery {\n  arrivalSettings {\n    ...ArrivalSettingsPage_sections\n  }\n}\n\nfragment ArrivalSettingsPage_sections on ArrivalSettings {\n  ...GeneralSettingsForm_settings\n  ...PacingRules_settings\n  ...Rooms_settings\n  ...RoomCombinations_settings\n}\n\nfragment GeneralSettingsForm_settings on ArrivalSettings {\n  pacingSlotMinutes\n  coachBays\n  bayTurnaroundMinutes\n  waitlistOfferHours\n  waitlistLastDayOfferHours\n}\n\nfragment PacingRules_settings on ArrivalSettings {\n  pacingRules {\n    id\n    stopType\n    weekdays\n    seasonStart\n    seasonEnd\n    maxGuests\n    maxCoaches\n  }\n}\n\nfragment RoomCombinations_settings on ArrivalSettings {\n  rooms {\n    id\n    name\n    seats\n    active\n  }\n  roomCombinations {\n    rooms {\n      id\n    }\n  }\n}\n\nfragment Rooms_settings on ArrivalSettings {\n  rooms {\n    id\n    name\n    nameEn\n    nameSl\n    seats\n    position\n    active\n    seasonStart\n    seasonEnd\n  }\n}\n"
  }
};
})();

(node as any).hash = "aa26d3da1032977280b55678df572480";

export default node;
