import { compileMessage } from "@lingui/message-utils/compileMessage"
import type { Plugin } from "vite"

/**
 * A catalogue file: one language's messages of one component or screen, named by its language's
 * tag (`LoginForm.en.json`, `LoginForm.fil.json`), each value an ICU message.
 */
export const catalogueFile = /\.(?:en|fil|[a-z]{2,3}(?:-[A-Za-z]{2,4})?)\.json$/

/**
 * Compiles every catalogue file as it is imported: each ICU message becomes Lingui's compiled form
 * (`"Welcome to {site}"` → `["Welcome to ", ["site"]]`), so the browser never carries a message
 * parser (7 kB gz) and every message is read the same way (docs/adr/0038-languages.md). The output
 * is JSON still: the bundler's own JSON handling turns it into a module whose keys tree-shake.
 */
export const messagesPlugin = (): Plugin => ({
  name: "gatehouse:messages",
  enforce: "pre",
  transform(code, id) {
    const [path = id, query] = id.split("?")
    // `?raw` asks for the file's own text: the English a server translates from.
    if (!catalogueFile.test(path) || query !== undefined) return undefined
    const messages = JSON.parse(code) as Record<string, string>
    const compiled = Object.fromEntries(
      Object.entries(messages).map(([key, message]) => [key, compileMessage(message)]),
    )
    return { code: JSON.stringify(compiled), map: null }
  },
})
