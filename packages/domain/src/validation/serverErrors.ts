/**
 * Spec §5: server validation answers arrive either as a list of strings or as lists keyed by field
 * (`{ userId: ["..."], userEmail: ["..."] }`), and are shown one message per line. Anything else the
 * server might send (a lone string, nested lists, empty entries) is flattened the same way so a user
 * always sees every message once and never sees "[object Object]".
 */
export const formErrorLines = (answer: unknown): ReadonlyArray<string> => {
  const lines: Array<string> = []
  const visit = (value: unknown): void => {
    if (typeof value === "string") {
      const line = value.trim()
      if (line !== "" && !lines.includes(line)) lines.push(line)
    } else if (Array.isArray(value)) {
      for (const item of value) visit(item)
    } else if (value !== null && typeof value === "object") {
      for (const item of Object.values(value)) visit(item)
    }
  }
  visit(answer)
  return lines
}

/** The lines as one text block, one message per line. */
export const formErrorText = (answer: unknown): string => formErrorLines(answer).join("\n")

/** Spec §8 Registration failure: the form-error messages as a starred list in an alert. */
export const starredList = (lines: ReadonlyArray<string>): string =>
  lines.map((line) => `* ${line}`).join("\n")
