/**
 * @generated SignedSource<<702ebb5da38e14a2db77f59f5c6169e6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type ClientAccountEventKind = "APPROVED" | "BLOCKED" | "DELETED" | "REGISTERED" | "REJECTED" | "UNBLOCKED" | "VERIFIED" | "%future added value";
export type OrganisationStatus = "APPROVED" | "ARCHIVED" | "BLOCKED" | "PENDING" | "%future added value";
export type StaffLiveClientAccountSubscription$variables = Record<PropertyKey, never>;
export type StaffLiveClientAccountSubscription$data = {
  readonly clientAccountChanged: {
    readonly at: any;
    readonly client: {
      readonly id: string;
      readonly name: string;
      readonly status: OrganisationStatus;
      readonly " $fragmentSpreads": FragmentRefs<"ClientCard_client" | "PendingClientRow_client">;
    } | null | undefined;
    readonly clientId: string;
    readonly kind: ClientAccountEventKind;
  };
};
export type StaffLiveClientAccountSubscription = {
  response: StaffLiveClientAccountSubscription$data;
  variables: StaffLiveClientAccountSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "kind",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "clientId",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "at",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "email",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "percent",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "StaffLiveClientAccountSubscription",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "ClientAccountEvent",
        "kind": "LinkedField",
        "name": "clientAccountChanged",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          (v1/*:: as any*/),
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Client",
            "kind": "LinkedField",
            "name": "client",
            "plural": false,
            "selections": [
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "PendingClientRow_client"
              },
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "ClientCard_client"
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "StaffLiveClientAccountSubscription",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "ClientAccountEvent",
        "kind": "LinkedField",
        "name": "clientAccountChanged",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          (v1/*:: as any*/),
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Client",
            "kind": "LinkedField",
            "name": "client",
            "plural": false,
            "selections": [
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "firstName",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "lastName",
                "storageKey": null
              },
              (v6/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "emailVerified",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "phone",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "username",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "contactInfo",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "language",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "registeredAt",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "approvedAt",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "blockedReason",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "ReservationCounts",
                "kind": "LinkedField",
                "name": "reservationCounts",
                "plural": false,
                "selections": [
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
                    "name": "finished",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "bookings",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "arrivals",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "noShows",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "lateCancellations",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Agreement",
                "kind": "LinkedField",
                "name": "agreements",
                "plural": true,
                "selections": [
                  (v3/*:: as any*/),
                  (v4/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "validFrom",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "validUntil",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "inForceToday",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "shortStopPriceCents",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "longStopPriceCents",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "pricesIncludeVat",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "AgreementDishPrice",
                    "kind": "LinkedField",
                    "name": "dishPrices",
                    "plural": true,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "__typename",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "MenuItem",
                        "kind": "LinkedField",
                        "name": "menuItem",
                        "plural": false,
                        "selections": [
                          (v3/*:: as any*/)
                        ],
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "priceCents",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "FreePlaces",
                    "kind": "LinkedField",
                    "name": "freePlaces",
                    "plural": false,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "perPaying",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "max",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "crewMealsFree",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "paymentTermsDays",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "guaranteedPercent",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "CancellationTerms",
                    "kind": "LinkedField",
                    "name": "cancellationTerms",
                    "plural": false,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "noShowPercent",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "CancellationTier",
                        "kind": "LinkedField",
                        "name": "tiers",
                        "plural": true,
                        "selections": [
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "hoursBefore",
                            "storageKey": null
                          },
                          (v7/*:: as any*/)
                        ],
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "DepositTerms",
                    "kind": "LinkedField",
                    "name": "depositTerms",
                    "plural": false,
                    "selections": [
                      (v0/*:: as any*/),
                      (v7/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "perGuestCents",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "dueFrom",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "dueDays",
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
                "concreteType": "OrganisationMember",
                "kind": "LinkedField",
                "name": "members",
                "plural": true,
                "selections": [
                  (v3/*:: as any*/),
                  (v4/*:: as any*/),
                  (v6/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "role",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "lastSignInAt",
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
    "cacheID": "2980c6f6af949ff71d13b298db9e000f",
    "id": null,
    "metadata": {},
    "name": "StaffLiveClientAccountSubscription",
    "operationKind": "subscription",
    "text": "subscription StaffLiveClientAccountSubscription {\n  clientAccountChanged {\n    kind\n    clientId\n    at\n    client {\n      id\n      name\n      status\n      ...PendingClientRow_client\n      ...ClientCard_client\n    }\n  }\n}\n\nfragment AgreementDialog_agreement on Agreement {\n  id\n  name\n  validFrom\n  validUntil\n  shortStopPriceCents\n  longStopPriceCents\n  pricesIncludeVat\n  dishPrices {\n    menuItem {\n      id\n    }\n    priceCents\n  }\n  freePlaces {\n    perPaying\n    max\n  }\n  crewMealsFree\n  paymentTermsDays\n  guaranteedPercent\n  cancellationTerms {\n    tiers {\n      hoursBefore\n      percent\n    }\n    noShowPercent\n  }\n  depositTerms {\n    kind\n    percent\n    perGuestCents\n    dueFrom\n    dueDays\n  }\n}\n\nfragment ClientAgreements_client on Client {\n  id\n  name\n  agreements {\n    id\n    name\n    validFrom\n    validUntil\n    inForceToday\n    shortStopPriceCents\n    longStopPriceCents\n    pricesIncludeVat\n    dishPrices {\n      __typename\n    }\n    freePlaces {\n      perPaying\n      max\n    }\n    crewMealsFree\n    paymentTermsDays\n    guaranteedPercent\n    cancellationTerms {\n      noShowPercent\n    }\n    ...AgreementDialog_agreement\n  }\n}\n\nfragment ClientCard_client on Client {\n  id\n  name\n  firstName\n  lastName\n  email\n  emailVerified\n  phone\n  username\n  contactInfo\n  language\n  registeredAt\n  approvedAt\n  status\n  blockedReason\n  reservationCounts {\n    active\n    finished\n    ...ClientRecord_counts\n  }\n  ...ClientAgreements_client\n  ...ClientMembers_client\n}\n\nfragment ClientMembers_client on Client {\n  members {\n    id\n    name\n    email\n    role\n    lastSignInAt\n  }\n}\n\nfragment ClientRecord_counts on ReservationCounts {\n  bookings\n  arrivals\n  noShows\n  lateCancellations\n}\n\nfragment PendingClientRow_client on Client {\n  id\n  name\n  firstName\n  lastName\n  email\n  emailVerified\n  phone\n  username\n  contactInfo\n  language\n  registeredAt\n}\n"
  }
};
})();

(node as any).hash = "eb8b31ce3fe9959328770695f3b65d67";

export default node;
