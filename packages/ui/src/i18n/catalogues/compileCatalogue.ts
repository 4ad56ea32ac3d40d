import { compileMessage } from "@lingui/message-utils/compileMessage"
import type { Catalogue } from "../Messages.tsx"
import type { OwnCatalogue } from "./english.ts"

/**
 * A server's own catalogue, written as ICU messages, made ready for `MessagesProvider`. The ui's
 * own catalogues are compiled as the build imports them; this brings the message parser (about
 * 7 kB gz) to the page of a server that writes its language at run time instead.
 */
export const compileCatalogue = (catalogue: OwnCatalogue): Catalogue =>
  Object.fromEntries(
    Object.entries(catalogue).flatMap(([key, message]) =>
      message === undefined ? [] : [[key, compileMessage(message)]],
    ),
  )
