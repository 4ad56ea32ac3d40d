import type { ConsoleMessageKey, MessageKey } from "./messageKeys.ts"

/**
 * The keys of one catalogue file, by its name (`KeysOf<"NewsList">`): the same keys as
 * `keyof typeof english`, named without the JSON file, so a published declaration can say them.
 */
export type KeysOf<Name extends string> = Extract<MessageKey | ConsoleMessageKey, `${Name}.${string}`>
