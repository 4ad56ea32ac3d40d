import { writeFileSync } from "node:fs"
import { messageKeysFile, messageKeysSource } from "./messageKeys.ts"

writeFileSync(messageKeysFile, messageKeysSource())
console.log(`Wrote ${messageKeysFile}`)
