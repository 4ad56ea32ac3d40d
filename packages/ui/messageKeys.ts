import { readdirSync, readFileSync } from "node:fs"
import { join, relative } from "node:path"
import { domainEnglish } from "@gatehouse/domain"

/** Where the generated union of the ui's message keys lives (run `npm run messages:keys` to write it). */
export const messageKeysFile = join(import.meta.dirname, "src", "i18n", "catalogues", "messageKeys.ts")

const source = join(import.meta.dirname, "src")

const isConsole = (file: string) => relative(source, join(source, file)).startsWith("console")

/** The ui's English catalogue files: the player-facing ones, or the staff console's (English only). */
export const englishFiles = (part: "player" | "console" = "player"): ReadonlyArray<string> =>
  readdirSync(source, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".en.json") && isConsole(file) === (part === "console"))
    .map((file) => join(source, file))
    .sort()

/** The keys those files name, with the domain's sentences the player-facing ones show, sorted. */
export const englishKeys = (part: "player" | "console" = "player"): ReadonlyArray<string> =>
  [
    ...(part === "player" ? Object.keys(domainEnglish) : []),
    ...englishFiles(part).flatMap((file) =>
      Object.keys(JSON.parse(readFileSync(file, "utf8")) as Record<string, string>),
    ),
  ].sort()

/** The module that names every key, for another server's catalogue to be checked against. */
export const messageKeysSource = (): string =>
  [
    "// Written by `npm run messages:keys` from the ui's `*.en.json` files and the domain's tables; a test fails when it is stale.",
    "",
    "/** A key of the ui's English catalogue (the domain's sentences included). */",
    "export type MessageKey =",
    ...englishKeys().map((key) => `  | ${JSON.stringify(key)}`),
    "",
    "/** A key of the staff console's catalogue (English only). */",
    "export type ConsoleMessageKey =",
    ...englishKeys("console").map((key) => `  | ${JSON.stringify(key)}`),
    "",
  ].join("\n")
