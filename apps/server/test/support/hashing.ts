import { Layer } from "effect"
import { HashingCost } from "../../src/security/passwords.ts"

/**
 * The scrypt cost the tests hash new passwords and secret answers with: the same algorithm, stored
 * and verified by the same code, 32 times cheaper than production's (N = 2^10 against 2^15). Tests of
 * the hashing line itself, which need a hash's real duration, keep production's (passwords.test.ts
 * pins the production cost).
 */
export const TestHashingCost = Layer.succeed(HashingCost, { N: 2 ** 10, r: 8, p: 1 })
