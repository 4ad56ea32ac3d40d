import { readFileSync } from "node:fs"
import { describe, expect, it } from "vitest"
import { messageKeysFile, messageKeysSource } from "../messageKeys.ts"

describe("the published types of the ui's message keys", () => {
  it("name every key of its English catalogue (npm run messages:keys writes them)", () => {
    expect(readFileSync(messageKeysFile, "utf8")).toBe(messageKeysSource())
  })
})
