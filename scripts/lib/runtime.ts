import { readFileSync } from "node:fs"
import { SemVer, SemVerRange } from "effect"

const manifest = JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8")) as {
  engines: { node: string }
}

/** The Node versions the product supports: `engines.node` in the root package.json. */
export const supportedNode = manifest.engines.node

/**
 * Undefined when this process runs on a supported Node, else why not. npm scripts run the Node that
 * `npm install` placed in node_modules/.bin (the `node` package), whatever the machine's own is.
 */
export const unsupportedRuntime = (): string | undefined =>
  SemVerRange.matches(SemVerRange.parseUnsafe(supportedNode), SemVer.parseUnsafe(process.versions.node))
    ? undefined
    : `Node ${process.versions.node} runs these tests, but Gatehouse needs ${supportedNode}. ` +
      "Run them through npm (`npm test`), which uses the Node that `npm install` put in node_modules/.bin."
