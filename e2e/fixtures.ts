import { test as base, expect } from "@playwright/test"

/**
 * Every journey runs under the server's Content-Security-Policy and fails when the browser refuses
 * anything because of it: a script, a style, a picture or a connection the portal needed. Chromium
 * reports each refusal on the page's console.
 */
export const test = base.extend<{ contentSecurityPolicyHolds: undefined }>({
  contentSecurityPolicyHolds: [
    async ({ page }, use) => {
      const violations: Array<string> = []
      page.on("console", (message) => {
        if (/Content Security Policy/i.test(message.text())) violations.push(message.text())
      })
      await use(undefined)
      expect(violations, "what the browser refused under the Content-Security-Policy").toEqual([])
    },
    { auto: true },
  ],
})
