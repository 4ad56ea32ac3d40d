import { test as base, expect } from "@playwright/test"

interface PolicyOptions {
  /**
   * Refusals a test provokes on purpose (it feeds the page an attack) and expects the policy to make;
   * every other refusal fails the test.
   */
  readonly refusedOnPurpose: ReadonlyArray<RegExp>
}

/**
 * Every journey runs under the server's Content-Security-Policy and fails when the browser refuses
 * anything because of it: a script, a style, a picture or a connection the portal needed. Chromium
 * reports each refusal on the page's console.
 */
export const test = base.extend<PolicyOptions & { contentSecurityPolicyHolds: undefined }>({
  refusedOnPurpose: [[], { option: true }],
  contentSecurityPolicyHolds: [
    async ({ page, refusedOnPurpose }, use) => {
      const violations: Array<string> = []
      page.on("console", (message) => {
        const text = message.text()
        if (
          /Content Security Policy/i.test(text) &&
          !refusedOnPurpose.some((expected) => expected.test(text))
        ) {
          violations.push(text)
        }
      })
      await use(undefined)
      expect(violations, "what the browser refused under the Content-Security-Policy").toEqual([])
    },
    { auto: true },
  ],
})
