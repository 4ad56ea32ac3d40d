import { readdirSync } from "node:fs"
import { join } from "node:path"

const repository = join(import.meta.dirname, "..", "..", "..")

/** The sources players, designers and staff read words from: the ui's components and the portal's screens. */
export const sourceRoots = [
  join(repository, "packages", "ui", "src"),
  join(repository, "apps", "portal", "src"),
]

/** Files under the sources whose name ends so, stories, tests and story fixtures left out. */
export const sourceFiles = (ending: string): ReadonlyArray<string> =>
  sourceRoots.flatMap((root) =>
    readdirSync(root, { recursive: true, encoding: "utf8" })
      .filter(
        (file) =>
          file.endsWith(ending) &&
          !/\.(stories|test)\.tsx?$/.test(file) &&
          !file.split(/[\\/]/).includes("fixtures"),
      )
      .map((file) => join(root, file))
      .sort(),
  )

/** The staff console speaks English only (issue: languages); its catalogues have no other language. */
export const isConsole = (file: string) => /[\\/]console[\\/]/.test(file)

export const relativeName = (file: string) => file.slice(repository.length + 1)
