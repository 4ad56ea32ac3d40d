import { HttpApiEndpoint } from "effect/http-api"
import { MessageResponse } from "../schemas/common.ts"
import { LoginCodePayload, SignedInResponse } from "../schemas/login.ts"
import {
  SecondFactorCodePayload,
  SecondFactorConfirmResponse,
  SecondFactorDisablePayload,
  SecondFactorSetupResponse,
  SecondFactorStatusResponse,
} from "../schemas/secondFactor.ts"
import { Conflict, Forbidden, ValidationFailed } from "./errors.ts"
import { archerKimSignedIn } from "./examples/signedIn.ts"
import { contractGroup, described } from "./group.ts"
import { Authorization } from "./middleware.ts"

export class SecondFactorGroup extends contractGroup(
  "secondFactor",
  'Two-step sign-in (ADR 0016, "Second factor"): the login\'s code step, and turning it on and off on the account page. A wrong or spent code is a 422 like a wrong password; too many a 429.',
).add(
  HttpApiEndpoint.post("processLoginCode", "/processlogin/code", {
    payload: LoginCodePayload,
    success: SignedInResponse,
    error: ValidationFailed,
  }).annotateMerge(
    described(
      "Finish a two-step login",
      "Sends the `challenge` of `processLogin`'s `secondStep` (it lives 5 minutes and opens one session) with a 6-digit code from the authenticator app or a recovery code; answers as `processLogin`. A wrong or spent code, or a login that waited too long, is a 422; every code attempt counts against the account (10 per 15 minutes, then 429).",
      {},
      {
        request: { challenge: "c3b1a9e2d4f64c0b8e7a5d3c1b9f7e2a", code: "492817" },
        answer: archerKimSignedIn,
      },
    ),
  ),
  HttpApiEndpoint.get("getSecondFactor", "/second-factor", {
    success: SecondFactorStatusResponse,
  })
    .annotateMerge(
      described(
        "Read two-step sign-in",
        "Whether two-step sign-in is on for the caller, whether it is required (a staff account while `STAFF_SECOND_FACTOR` is on) and how many recovery codes are left.",
        {},
        { answer: { enabled: true, required: false, recoveryCodesLeft: 9 } },
      ),
    )
    .middleware(Authorization),
  HttpApiEndpoint.post("setUpSecondFactor", "/second-factor/setup", {
    success: SecondFactorSetupResponse,
    error: Conflict,
  })
    .annotateMerge(
      described(
        "Start two-step sign-in",
        "A new base32 secret and its `otpauth://` URI for the authenticator app; nothing counts until `confirmSecondFactor`. 409 when two-step sign-in is already on.",
      ),
    )
    .middleware(Authorization),
  HttpApiEndpoint.post("confirmSecondFactor", "/second-factor/confirm", {
    payload: SecondFactorCodePayload,
    success: SecondFactorConfirmResponse,
    error: [ValidationFailed, Conflict],
  })
    .annotateMerge(
      described(
        "Turn two-step sign-in on",
        "Confirms the secret with a code from the app and turns two-step sign-in on; answers ten recovery codes, shown only this once. A wrong code is a 422; 409 when nothing was set up or it is already on.",
        {},
        { request: { code: "492817" } },
      ),
    )
    .middleware(Authorization),
  HttpApiEndpoint.post("disableSecondFactor", "/second-factor/disable", {
    payload: SecondFactorDisablePayload,
    success: MessageResponse,
    error: [ValidationFailed, Conflict, Forbidden],
  })
    .annotateMerge(
      described(
        "Turn two-step sign-in off",
        "Turns two-step sign-in off with proof: the password or a code. A wrong proof is a 422, 409 when it is not on, 403 for staff while `STAFF_SECOND_FACTOR` is on (they must keep it).",
        {},
        { request: { proof: "my-long-passphrase" } },
      ),
    )
    .middleware(Authorization),
) {}
