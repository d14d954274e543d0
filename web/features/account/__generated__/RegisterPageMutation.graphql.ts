/**
 * @generated SignedSource<<e7405953056ba999098d61fcf582df67>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type Language = "en" | "sl" | "%future added value";
export type RegisterClientInput = {
  acceptTerms: boolean;
  billingDetails?: BillingDetailsInput | null | undefined;
  contactInfo?: string | null | undefined;
  email: string;
  firstName?: string | null | undefined;
  language?: Language | null | undefined;
  lastName?: string | null | undefined;
  name: string;
  password: string;
  passwordConfirmation: string;
  phone?: string | null | undefined;
  username: string;
};
export type BillingDetailsInput = {
  addressLine: string;
  billingEmail?: string | null | undefined;
  city: string;
  countryCode: string;
  legalName: string;
  postcode: string;
  vatId?: string | null | undefined;
};
export type RegisterPageMutation$variables = {
  input: RegisterClientInput;
};
export type RegisterPageMutation$data = {
  readonly registerClient: {
    readonly email: string;
    readonly resendAvailableInSeconds: number;
  };
};
export type RegisterPageMutation = {
  response: RegisterPageMutation$data;
  variables: RegisterPageMutation$variables;
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
    "concreteType": "RegisterClientPayload",
    "kind": "LinkedField",
    "name": "registerClient",
    "plural": false,
    "selections": [
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
        "name": "resendAvailableInSeconds",
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
    "name": "RegisterPageMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "RegisterPageMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "1da11802a2f3630697c2f189da219b08",
    "id": null,
    "metadata": {},
    "name": "RegisterPageMutation",
    "operationKind": "mutation",
    "text": "mutation RegisterPageMutation(\n  $input: RegisterClientInput!\n) {\n  registerClient(input: $input) {\n    email\n    resendAvailableInSeconds\n  }\n}\n"
  }
};
})();

(node as any).hash = "0a5ee13212bedbee133adc9aa1982ace";

export default node;
