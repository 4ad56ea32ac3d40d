import { createHash } from "node:crypto"
import type { GamePasswordFormat } from "./settings.ts"

/** The game's password column, `UserPass varchar(20)`: nothing longer fits. */
export const gamePasswordLength = 20

/**
 * The password as the game's login procedure compares it: as typed (`plain`), or the upper-case
 * hexadecimal MD5 cut to its first 19 characters (`md5-19`), which is what web panels of RAN servers
 * write and what fits the 20-character column.
 */
export const gamePassword = (format: GamePasswordFormat, password: string) =>
  format === "plain"
    ? password
    : createHash("md5").update(password, "utf8").digest("hex").toUpperCase().slice(0, 19)
