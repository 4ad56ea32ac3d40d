import { HttpApiEndpoint } from "effect/http-api"
import {
  FindPasswordPayload,
  FindUserIdPayload,
  MailOutboxResponse,
  PasswordCheckPayload,
  RegisterPayload,
  RegisterResponse,
  ResetPasswordPayload,
  SecretAnswerPayload,
  UpdatePasswordPayload,
  UpdateUserDetailsPayload,
  UserIpResponse,
} from "../schemas/accounts.ts"
import { CheckResponse, MessageResponse } from "../schemas/common.ts"
import { LoginPayload, LoginResponse } from "../schemas/login.ts"
import { Conflict, Forbidden, NotFound, NotImplemented, ValidationFailed } from "./errors.ts"
import { archerKimSignedIn } from "./examples/signedIn.ts"
import { contractGroup, described } from "./group.ts"
import { Authorization } from "./middleware.ts"

export class AccountsGroup extends contractGroup(
  "accounts",
  "Sign-in, registration, account recovery and the account page.",
).add(
  HttpApiEndpoint.post("processLogin", "/processlogin", {
    payload: LoginPayload,
    success: LoginResponse,
    error: ValidationFailed,
  }).annotateMerge(
    described(
      "Log in",
      "Checks a User ID and password and opens a session: `{ data: { user, token, message, status } }`, where `status` is the user type (1 or less a player, 11 or more staff) and `token` goes in `Authorization: Bearer` on every signed-in call. An account with two-step sign-in answers `{ secondStep: { challenge, message } }` instead and opens no session until `processLoginCode`. Wrong credentials are a 422, not a 401: to the portal a 401 means the session ended. Wrong passwords are counted per account and address (5 per 15 minutes) and per account (20 per 15 minutes); past either the answer is 429.",
      {},
      {
        request: { UserID: "ArcherKim", UserPass: "my-long-passphrase" },
        answer: archerKimSignedIn,
      },
    ),
  ),
  HttpApiEndpoint.post("logout", "/logout", { success: MessageResponse })
    .annotateMerge(
      described(
        "Log out",
        "Ends the caller's session: the token is revoked and answers 401 from now on.",
        {},
        { answer: { message: "You have been logged out." } },
      ),
    )
    .middleware(Authorization),
  HttpApiEndpoint.post("register", "/register", {
    payload: RegisterPayload,
    success: RegisterResponse,
    error: [ValidationFailed, Conflict],
  }).annotateMerge(
    described(
      "Register an account",
      "Creates a player account from the Sign Up form. Form errors come as a 422 keyed by the payload's field names; a taken user ID or e-mail address is a 409. Past 5 registrations an hour for one user ID or e-mail address (from all addresses) the answer is 429. `status` is 1 when the account was created.",
      {},
      {
        request: {
          userId: "ArcherKim",
          userFirstName: "Kim",
          userLastName: "Santos",
          userPassword: "my-long-passphrase",
          userPasswordConfirm: "my-long-passphrase",
          userEmail: "kim@example.com",
          secretQuestion: 2,
          secretAnswer: "Manila",
          gender: "Female",
          country: "Philippines",
          agreeTerms: true,
        },
        answer: { message: "Registration successful! You can now log in.", status: 1 },
      },
    ),
  ),
  HttpApiEndpoint.post("updateUserDetails", "/updateuserdetails", {
    payload: UpdateUserDetailsPayload,
    success: MessageResponse,
    error: [ValidationFailed, Forbidden, Conflict],
  })
    .annotateMerge(
      described(
        "Update account details",
        "Changes the caller's e-mail, name, phone number and, when `UserPass2` is given, password; `UserPass` is the current password. Naming another account (`UserNum` or `UserID`) is a 403 and changes nothing; an e-mail address another account uses is a 409. The portal logs out on the answer's message.",
        {},
        {
          request: {
            UserNum: 1042,
            UserID: "ArcherKim",
            UserPass: "my-long-passphrase",
            UserPass2: "",
            UserEmail: "kim.santos@example.com",
            NameFirst: "Kim",
            NameLast: "Santos",
            PhoneNumber: "09171234567",
          },
          answer: { message: "Your account details have been saved. Please log in again." },
        },
      ),
    )
    .middleware(Authorization),
  HttpApiEndpoint.post("findUserId", "/findUserID", {
    payload: FindUserIdPayload,
    success: MessageResponse,
    error: [ValidationFailed, NotImplemented],
  }).annotateMerge(
    described(
      "Find a User ID",
      "Mails the User ID to the owner of the e-mail address. The answer is the same whether or not an account uses the address, so it tells nobody which addresses exist; 5 requests per 15 minutes per address (429 past them).",
      {},
      {
        request: { findIDEmail: "kim@example.com" },
        answer: { message: "If an account uses that e-mail address, we have sent its User ID there." },
      },
    ),
  ),
  HttpApiEndpoint.post("findPassword", "/findPassword", {
    payload: FindPasswordPayload,
    success: MessageResponse,
    error: [ValidationFailed, NotImplemented],
  }).annotateMerge(
    described(
      "Send a password reset link",
      "Mails a reset link (`/findaccount?reset={token}`, valid once for 30 minutes) to the account with this User ID and e-mail address. The answer is the same whether or not they match; 501 when this deployment cannot send mail.",
      {},
      { request: { findPWID: "ArcherKim", findPWEmail: "kim@example.com" } },
    ),
  ),
  HttpApiEndpoint.post("updatePassword", "/updatepassword", {
    payload: UpdatePasswordPayload,
    success: MessageResponse,
    error: [ValidationFailed, Forbidden],
  })
    .annotateMerge(
      described(
        "Change the password",
        "Sets a new password, only after a correct `validateSecretAnswer` in the same session, within 10 minutes, once. The player's other sessions end. Another account named is a 403.",
        {},
        {
          request: {
            UserNum: 1042,
            UserID: "ArcherKim",
            UserPass: "my-long-passphrase",
            NewUserPass: "another-long-passphrase",
          },
          answer: { message: "Your password has been changed. Please log in again with your new password." },
        },
      ),
    )
    .middleware(Authorization),
  HttpApiEndpoint.post("validateSecretAnswer", "/validate-secret-answer", {
    payload: SecretAnswerPayload,
    success: CheckResponse,
    error: Forbidden,
  })
    .annotateMerge(
      described(
        "Check the secret answer",
        "Answers `{ message }` with a text when the secret answer is right and `null` when not (a 200 either way, as the spec reads it). Wrong answers count against the account: 5 per 15 minutes, then 429.",
        {},
        { request: { UserNum: 1042, UserID: "ArcherKim", secretAnswer: "Manila" } },
      ),
    )
    .middleware(Authorization),
  HttpApiEndpoint.post("validatePassword", "/api/validate-password", {
    payload: PasswordCheckPayload,
    success: CheckResponse,
    error: Forbidden,
  })
    .annotateMerge(
      described(
        "Check the password",
        "Answers `{ message }` with a text when the password is the caller's and `null` when not. Wrong passwords count against the account: 5 per 15 minutes, then 429.",
        {},
        { request: { UserNum: 1042, UserID: "ArcherKim", UserPass: "my-long-passphrase" } },
      ),
    )
    .middleware(Authorization),
  HttpApiEndpoint.post("whitelistUserIp", "/whitelist-user-ip", {
    success: MessageResponse,
    error: [NotFound, Conflict],
  })
    .annotateMerge(
      described(
        "Ask to whitelist this address",
        "Asks staff to whitelist the address the call comes from (for the game client). 409 when the address is already whitelisted or waiting; 404 when the account cannot be found.",
        {},
        { answer: { message: "Your IP address has been submitted for whitelisting." } },
      ),
    )
    .middleware(Authorization),
  HttpApiEndpoint.get("getUserIp", "/user-ip", {
    success: UserIpResponse,
    error: NotFound,
  })
    .annotateMerge(
      described(
        "Read this address's whitelist state",
        "The caller's address and its whitelist state: `CC_status` 0 not whitelisted, 1 whitelisted, 2 waiting for staff, 3 rejected by staff (the player may ask again).",
        {},
        { answer: { useripdata: { CC_IP: "203.0.113.24", CC_status: 2 } } },
      ),
    )
    .middleware(Authorization),
  HttpApiEndpoint.post("resetPassword", "/reset-password", {
    payload: ResetPasswordPayload,
    success: MessageResponse,
    error: ValidationFailed,
  }).annotateMerge(
    described(
      "Reset the password from a mailed link",
      "Beyond spec §7: the screen behind the mailed reset link sets a new password with the link's token. Every session of the player ends. A dead link (used, replaced by a newer one or older than 30 minutes) or a password the rules refuse is a 422.",
      {},
      {
        request: { token: "q7Hc2vXk9LmN4pR8sT1wY6zB3dF5gJ0a", NewUserPass: "another-long-passphrase" },
        answer: { message: "Your password has been reset. You can now log in with your new password." },
      },
    ),
  ),
  HttpApiEndpoint.get("getMailOutbox", "/staff/mail-outbox", {
    success: MailOutboxResponse,
    error: Forbidden,
  })
    .annotateMerge(
      described(
        "Read the mail outbox",
        "Beyond spec §7, for administrators (user type 20 or higher; anyone else 403): the newest 100 mails the server sent or kept, with reset links withheld.",
      ),
    )
    .middleware(Authorization),
) {}
