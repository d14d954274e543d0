/**
 * @generated SignedSource<<0c21b0fd31c59808b8587d129c3f2ee0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type HomePageQuery$variables = Record<PropertyKey, never>;
export type HomePageQuery$data = {
  readonly reservationRules: {
    readonly " $fragmentSpreads": FragmentRefs<"HomeOffers_rules" | "HomeVisit_hours">;
  };
  readonly site: {
    readonly contact: {
      readonly " $fragmentSpreads": FragmentRefs<"HomeVisit_contact">;
    };
    readonly intro: string | null | undefined;
    readonly offers: ReadonlyArray<{
      readonly " $fragmentSpreads": FragmentRefs<"HomeOffers_offer">;
    }>;
  };
};
export type HomePageQuery = {
  response: HomePageQuery$data;
  variables: HomePageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": "intro",
  "args": [
    {
      "kind": "Literal",
      "name": "key",
      "value": "home.intro"
    }
  ],
  "kind": "ScalarField",
  "name": "text",
  "storageKey": "text(key:\"home.intro\")"
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "type",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "priceCents",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "HomePageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Site",
        "kind": "LinkedField",
        "name": "site",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "StopOffer",
            "kind": "LinkedField",
            "name": "offers",
            "plural": true,
            "selections": [
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "HomeOffers_offer"
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "SiteContact",
            "kind": "LinkedField",
            "name": "contact",
            "plural": false,
            "selections": [
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "HomeVisit_contact"
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "ReservationRules",
        "kind": "LinkedField",
        "name": "reservationRules",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "HomeOffers_rules"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "HomeVisit_hours"
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
    "name": "HomePageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Site",
        "kind": "LinkedField",
        "name": "site",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "StopOffer",
            "kind": "LinkedField",
            "name": "offers",
            "plural": true,
            "selections": [
              (v1/*:: as any*/),
              (v2/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "currency",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "MenuItem",
                "kind": "LinkedField",
                "name": "menu",
                "plural": true,
                "selections": [
                  (v3/*:: as any*/),
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
                  (v2/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "allergens",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "vegetarian",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "vegan",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              (v3/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "SiteContact",
            "kind": "LinkedField",
            "name": "contact",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "address",
                "storageKey": null
              },
              {
                "alias": "countryEn",
                "args": [
                  {
                    "kind": "Literal",
                    "name": "language",
                    "value": "en"
                  }
                ],
                "kind": "ScalarField",
                "name": "country",
                "storageKey": "country(language:\"en\")"
              },
              {
                "alias": "countrySl",
                "args": [
                  {
                    "kind": "Literal",
                    "name": "language",
                    "value": "sl"
                  }
                ],
                "kind": "ScalarField",
                "name": "country",
                "storageKey": "country(language:\"sl\")"
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
                "name": "phone",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "ReservationRules",
        "kind": "LinkedField",
        "name": "reservationRules",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "StopRules",
            "kind": "LinkedField",
            "name": "stops",
            "plural": true,
            "selections": [
              (v1/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "leadTimeHours",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "durationMinutes",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "OpeningDay",
            "kind": "LinkedField",
            "name": "openingHours",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "weekday",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "opens",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "closes",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "closed",
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
    "cacheID": "8a722c137bc61a755e185c9177a1f34b",
    "id": null,
    "metadata": {},
    "name": "HomePageQuery",
    "operationKind": "query",
    "text": "query HomePageQuery {\n  site {\n    intro: text(key: \"home.intro\")\n    offers {\n      ...HomeOffers_offer\n      id\n    }\n    contact {\n      ...HomeVisit_contact\n    }\n  }\n  reservationRules {\n    ...HomeOffers_rules\n    ...HomeVisit_hours\n  }\n}\n\nfragment HomeOffers_offer on StopOffer {\n  type\n  priceCents\n  currency\n  menu {\n    id\n    nameEn\n    nameSl\n    descriptionEn\n    descriptionSl\n    priceCents\n    allergens\n    vegetarian\n    vegan\n  }\n}\n\nfragment HomeOffers_rules on ReservationRules {\n  stops {\n    type\n    leadTimeHours\n    durationMinutes\n  }\n}\n\nfragment HomeVisit_contact on SiteContact {\n  address\n  countryEn: country(language: en)\n  countrySl: country(language: sl)\n  email\n  phone\n}\n\nfragment HomeVisit_hours on ReservationRules {\n  openingHours {\n    weekday\n    opens\n    closes\n    closed\n  }\n}\n"
  }
};
})();

(node as any).hash = "9bdaeaafb7235e4ce7aa98856c0ab24c";

export default node;
