import { mkdir, open, readFile, rm } from "node:fs/promises"
import * as path from "node:path"
import { Data, Effect } from "effect"

export class DataDirInUse extends Data.TaggedError("DataDirInUse")<{ readonly message: string }> {}

const lockFileName = "gatehouse.pid"

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === "EPERM"
  }
}

const tryCreate = (file: string) =>
  open(file, "wx").then(
    async (handle) => {
      await handle.writeFile(String(process.pid))
      await handle.close()
      return true
    },
    (error: NodeJS.ErrnoException) => {
      if (error.code === "EEXIST") return false
      throw error
    },
  )

/**
 * Claims the data directory for this process. The embedded database is a single session: two
 * servers writing the same files would corrupt them, so a second one stops with a clear message.
 * A lock left behind by a process that no longer runs is taken over.
 */
export const lockDataDir = (dataDir: string) => {
  const file = path.join(dataDir, lockFileName)
  const acquire = Effect.tryPromise({
    try: async () => {
      await mkdir(dataDir, { recursive: true })
      if (await tryCreate(file)) return undefined
      const owner = Number((await readFile(file, "utf8")).trim())
      if (Number.isInteger(owner) && owner !== process.pid && isRunning(owner)) return owner
      await rm(file, { force: true })
      return (await tryCreate(file)) ? undefined : -1
    },
    catch: (cause) => new DataDirInUse({ message: `Cannot use the data directory ${dataDir}: ${cause}` }),
  }).pipe(
    Effect.flatMap((owner) =>
      owner === undefined
        ? Effect.void
        : Effect.fail(
            new DataDirInUse({
              message: `The data directory ${dataDir} is in use by another Gatehouse process${
                owner > 0 ? ` (pid ${owner})` : ""
              }. Stop it first, or set DATA_DIR to another directory.`,
            }),
          ),
    ),
  )
  return Effect.acquireRelease(acquire, () => Effect.promise(() => rm(file, { force: true })))
}
