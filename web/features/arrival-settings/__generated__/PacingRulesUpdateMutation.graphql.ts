/**
 * @generated SignedSource<<aa7e0e0d4318d055f8b2299ed588cd23>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type StopType = "LONG_STOP" | "SHORT_STOP" | "%future added value";
export type UpdatePacingRuleInput = {
  id: string;
  maxCoaches?: number | null | undefined;
  maxGuests?: number | null | undefined;
  seasonEnd?: string | null | undefined;
  seasonStart?: string | null | undefined;
  stopType?: StopType | null | undefined;
  weekdays: ReadonlyArray<number>;
};
export type PacingRulesUpdateMutation$variables = {
  input: UpdatePacingRuleInput;
};
export type PacingRulesUpdateMutation$data = {
  readonly updatePacingRule: {
    readonly arrivalSettings: {
      readonly " $fragmentSpreads": FragmentRefs<"ArrivalSettingsPage_sections">;
    };
  };
};
export type PacingRulesUpdateMutation = {
  response: PacingRulesUpdateMutation$data;
  variables: PacingRulesUpdateMutation$variables;
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
    "name": "PacingRulesUpdateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "UpdatePacingRulePayload",
        "kind": "LinkedField",
        "name": "updatePacingRule",
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
    "name": "PacingRulesUpdateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "UpdatePacingRulePayload",
        "kind": "LinkedField",
        "name": "updatePacingRule",
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
    "cacheID": "06e0252707295ed25f35e2f7100e74da",
    "id": null,
    "metadata": {},
    "name": "PacingRulesUpdateMutation",
    "operationKind": "mutation",
    "text": "mutation PacingRulesUpdateMutation(\n  $input: UpdatePacingRuleInput!\n) {\n  updatePacingRule(input: $input) {\n    arrivalSettings {\n      ...ArrivalSettingsPage_sections\n    }\n  }\n}\n\nfragment ArrivalSettingsPage_sections on ArrivalSettings {\n  ...GeneralSettingsForm_settings\n  ...PacingRules_settings\n  ...Rooms_settings\n  ...RoomCombinations_settings\n}\n\nfragment GeneralSettingsForm_settings on ArrivalSettings {\n  pacingSlotMinutes\n  coachBays\n  bayTurnaroundMinutes\n  waitlistOfferHours\n  waitlistLastDayOfferHours\n}\n\nfragment PacingRules_settings on ArrivalSettings {\n  pacingRules {\n    id\n    stopType\n    weekdays\n    seasonStart\n    seasonEnd\n    maxGuests\n    maxCoaches\n  }\n}\n\nfragment RoomCombinations_settings on ArrivalSettings {\n  rooms {\n    id\n    name\n    seats\n    active\n  }\n  roomCombinations {\n    rooms {\n      id\n    }\n  }\n}\n\nfragment Rooms_settings on ArrivalSettings {\n  rooms {\n    id\n    name\n    nameEn\n    nameSl\n    seats\n    position\n    active\n    seasonStart\n    seasonEnd\n  }\n}\n"
  }
};
})();

(node as any).hash = "0cc324fcca62078953d30e7079fd400b";

export default node;
