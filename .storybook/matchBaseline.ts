/// <reference types="jest" />
// The visual baselines' matcher: a screenshot byte for byte the same as its baseline is a match
// without more work; any other is compared pixel by pixel by jest-image-snapshot. Chromium encodes
// the same pixels the same way, and a baseline is the screenshot as it was taken, so nearly every
// story matches at once: jest-image-snapshot would otherwise start a Node process for every
// picture (578 a run) to decode both and compare them (measured: the stories 525 -> 485 s).
import { existsSync, readFileSync } from "node:fs"
import { join } from "node:path"
import { type MatchImageSnapshotOptions, toMatchImageSnapshot } from "jest-image-snapshot"

/** What Jest gives a matcher about the snapshots of the test running (not in Jest's public types). */
interface SnapshotState {
  matched: number
  readonly _updateSnapshot: "all" | "new" | "none"
}

/** The baseline file a snapshot is compared with, named as jest-image-snapshot names it. */
const baselineFile = (options: MatchImageSnapshotOptions) =>
  typeof options.customSnapshotIdentifier === "string" && options.customSnapshotsDir !== undefined
    ? join(options.customSnapshotsDir, `${options.customSnapshotIdentifier}.png`)
    : undefined

export function toMatchBaseline(
  this: jest.MatcherContext,
  received: Buffer,
  options: MatchImageSnapshotOptions,
) {
  const { snapshotState } = this as unknown as { snapshotState: SnapshotState }
  const file = baselineFile(options)
  const updating = snapshotState._updateSnapshot === "all"
  if (!updating && file !== undefined && existsSync(file) && readFileSync(file).equals(received)) {
    // Counted as jest-image-snapshot counts a match, so the run's summary tells every picture.
    snapshotState.matched += 1
    return { pass: true, message: () => `The screenshot is its baseline ${file}, byte for byte.` }
  }
  return toMatchImageSnapshot.call(this, received, options)
}

declare global {
  namespace jest {
    interface Matchers<R> {
      toMatchBaseline(options: MatchImageSnapshotOptions): R
    }
  }
}
