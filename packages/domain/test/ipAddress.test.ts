import { describe, expect, it } from "vitest"
import { plainAddress } from "../src/ipAddress.ts"

describe("a client's address as people write it", () => {
  it("writes an IPv4 peer that a dual-stack socket reported as IPv6 as plain IPv4", () => {
    expect(plainAddress("::ffff:127.0.0.1")).toBe("127.0.0.1")
    expect(plainAddress("::FFFF:203.0.113.7")).toBe("203.0.113.7")
  })

  it("leaves IPv6 and plain IPv4 addresses as they are", () => {
    for (const address of ["203.0.113.7", "2001:db8::7", "::1", "::ffff:7f00:1", "unknown"]) {
      expect(plainAddress(address)).toBe(address)
    }
  })
})
