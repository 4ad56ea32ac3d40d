import { GatehouseApi } from "@gatehouse/api-client/contract"
import { HttpApiBuilder } from "effect/http-api"
import { notImplemented } from "./notImplemented.ts"

/** Login, registration and account settings: not offered yet, every call answers 501. */
export const AccountsHandlers = HttpApiBuilder.group(GatehouseApi, "accounts", (handlers) =>
  handlers
    .handleRaw("processLogin", notImplemented("processLogin"))
    .handleRaw("logout", notImplemented("logout"))
    .handleRaw("register", notImplemented("register"))
    .handleRaw("updateUserDetails", notImplemented("updateUserDetails"))
    .handleRaw("findUserId", notImplemented("findUserId"))
    .handleRaw("findPassword", notImplemented("findPassword"))
    .handleRaw("updatePassword", notImplemented("updatePassword"))
    .handleRaw("validateSecretAnswer", notImplemented("validateSecretAnswer"))
    .handleRaw("validatePassword", notImplemented("validatePassword"))
    .handleRaw("whitelistUserIp", notImplemented("whitelistUserIp"))
    .handleRaw("getUserIp", notImplemented("getUserIp")),
)
