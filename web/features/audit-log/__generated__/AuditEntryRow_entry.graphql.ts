/**
 * @generated SignedSource<<4dfab4452d8c053e2a611269966aa952>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type ActorKind = "ANONYMOUS" | "CLIENT" | "STAFF" | "SYSTEM" | "%future added value";
export type AuditSubjectKind = "API_TOKEN" | "CLIENT" | "RESERVATION" | "STAFF_MEMBER" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type AuditEntryRow_entry$data = {
  readonly action: string;
  readonly actor: {
    readonly accountId: string | null | undefined;
    readonly deleted: boolean;
    readonly kind: ActorKind;
    readonly member: {
      readonly former: boolean;
      readonly name: string | null | undefined;
    } | null | undefined;
    readonly name: string | null | undefined;
  };
  readonly createdAt: any;
  readonly ip: string | null | undefined;
  readonly subject: {
    readonly deleted: boolean;
    readonly kind: AuditSubjectKind;
    readonly label: string | null | undefined;
    readonly nodeId: string;
  } | null | undefined;
  readonly summary: {
    readonly fields: ReadonlyArray<string>;
    readonly from: string | null | undefined;
    readonly kind: string | null | undefined;
    readonly name: string | null | undefined;
    readonly orderNumbers: ReadonlyArray<string>;
    readonly reason: string | null | undefined;
    readonly to: string | null | undefined;
  };
  readonly " $fragmentType": "AuditEntryRow_entry";
};
export type AuditEntryRow_entry$key = {
  readonly " $data"?: AuditEntryRow_entry$data;
  readonly " $fragmentSpreads": FragmentRefs<"AuditEntryRow_entry">;
};

const node: ReaderFragment = (function(){
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
  "name": "name",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "deleted",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AuditEntryRow_entry",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "createdAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "action",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "ip",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "AuditActor",
      "kind": "LinkedField",
      "name": "actor",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "accountId",
          "storageKey": null
        },
        (v1/*:: as any*/),
        (v2/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "concreteType": "PersonName",
          "kind": "LinkedField",
          "name": "member",
          "plural": false,
          "selections": [
            (v1/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "former",
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
      "concreteType": "AuditSubject",
      "kind": "LinkedField",
      "name": "subject",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "nodeId",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "label",
          "storageKey": null
        },
        (v2/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "AuditSummary",
      "kind": "LinkedField",
      "name": "summary",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "from",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "to",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "fields",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "reason",
          "storageKey": null
        },
        (v1/*:: as any*/),
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "orderNumbers",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "AuditLogEntry",
  "abstractKey": null
};
})();

(node as any).hash = "e73b23cdff44c0201c7788bde1b0dc72";

export default node;
