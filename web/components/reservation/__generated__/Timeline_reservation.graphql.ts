/**
 * @generated SignedSource<<3e1cc02f075cc1584b1398ad25180d77>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type ReservationEventKind = "CREATED" | "DRIVER_REPORT" | "EDITED" | "PLACED" | "RECONFIRMED" | "STATUS_CHANGED" | "%future added value";
export type ReservationStatus = "CREATED" | "DELETED" | "FINISHED" | "SCHEDULED" | "WAITING" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type Timeline_reservation$data = {
  readonly history: ReadonlyArray<{
    readonly at: any;
    readonly changes: ReadonlyArray<{
      readonly field: string;
    }>;
    readonly fromStatus: ReservationStatus | null | undefined;
    readonly kind: ReservationEventKind;
    readonly note: string | null | undefined;
    readonly toStatus: ReservationStatus | null | undefined;
  }>;
  readonly orderNumber: string;
  readonly status: ReservationStatus;
  readonly " $fragmentType": "Timeline_reservation";
};
export type Timeline_reservation$key = {
  readonly " $data"?: Timeline_reservation$data;
  readonly " $fragmentSpreads": FragmentRefs<"Timeline_reservation">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "Timeline_reservation",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "orderNumber",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "status",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ReservationEvent",
      "kind": "LinkedField",
      "name": "history",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "kind",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "fromStatus",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "toStatus",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "note",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "at",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "ReservationFieldChange",
          "kind": "LinkedField",
          "name": "changes",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "field",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Reservation",
  "abstractKey": null
};

(node as any).hash = "2b18f37c4cbc9bf952ff71f29da7a90c";

export default node;
