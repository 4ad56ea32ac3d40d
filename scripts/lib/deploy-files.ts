// Reads the operator kit's files the way Docker and systemd read them, so a test can start the server
// exactly as the image and the unit would: the same command, arguments, working directory and
// environment.
import { readFileSync } from "node:fs"

export interface DockerfileStage {
  /** `ENV` of the stage, in order. */
  readonly env: Readonly<Record<string, string>>
  readonly workdir: string | undefined
  readonly expose: ReadonlyArray<number>
  /** `CMD` in exec form. */
  readonly cmd: ReadonlyArray<string>
  /** `HEALTHCHECK … CMD` in exec form, without its options. */
  readonly healthcheck: ReadonlyArray<string> | undefined
}

/** Joins continuation lines and drops comments and blank lines. */
const logicalLines = (text: string, comment: RegExp): Array<string> => {
  const lines: Array<string> = []
  let pending = ""
  for (const raw of text.split("\n")) {
    if (pending === "" && comment.test(raw)) continue
    const line = raw.trimEnd()
    if (line.endsWith("\\")) {
      pending += `${line.slice(0, -1).trim()} `
      continue
    }
    const whole = (pending + line.trim()).trim()
    pending = ""
    if (whole !== "") lines.push(whole)
  }
  return lines
}

const execForm = (text: string, what: string): Array<string> => {
  const parsed: unknown = JSON.parse(text)
  if (!Array.isArray(parsed) || !parsed.every((part) => typeof part === "string")) {
    throw new Error(`${what} is not in exec form (a JSON list of strings): ${text}`)
  }
  return parsed
}

/** `A=1 B="two words"` as ENV writes it. */
const assignments = (text: string): Record<string, string> => {
  const found: Record<string, string> = {}
  for (const match of text.matchAll(/([A-Za-z_][A-Za-z0-9_]*)=("(?:[^"\\]|\\.)*"|\S*)/g)) {
    const [, name = "", value = ""] = match
    found[name] = value.startsWith('"') ? (JSON.parse(value) as string) : value
  }
  return found
}

/** The final stage of a Dockerfile: the image that runs. */
export const readDockerfile = (file: string): DockerfileStage => {
  const lines = logicalLines(readFileSync(file, "utf8"), /^\s*#/)
  const lastFrom = lines.findLastIndex((line) => /^FROM\s/i.test(line))
  let env: Record<string, string> = {}
  let workdir: string | undefined
  const expose: Array<number> = []
  let cmd: Array<string> | undefined
  let healthcheck: Array<string> | undefined
  for (const line of lines.slice(lastFrom + 1)) {
    const [, keyword = "", rest = ""] = /^(\S+)\s+([\s\S]*)$/.exec(line) ?? []
    switch (keyword.toUpperCase()) {
      case "ENV":
        env = { ...env, ...assignments(rest) }
        break
      case "WORKDIR":
        workdir = rest.trim()
        break
      case "EXPOSE":
        expose.push(...rest.split(/\s+/).map((port) => Number.parseInt(port, 10)))
        break
      case "CMD":
        cmd = execForm(rest, "CMD")
        break
      case "HEALTHCHECK": {
        const command = /\bCMD\s+(\[[\s\S]*\])\s*$/.exec(rest)?.[1]
        healthcheck = command === undefined ? undefined : execForm(command, "HEALTHCHECK CMD")
        break
      }
    }
  }
  if (cmd === undefined) throw new Error(`${file} has no CMD in its final stage`)
  return { env, workdir, expose, cmd, healthcheck }
}

export interface SystemdService {
  readonly workingDirectory: string | undefined
  /** `Environment=` lines, in order. */
  readonly environment: Readonly<Record<string, string>>
  readonly environmentFiles: ReadonlyArray<string>
  readonly execStart: ReadonlyArray<string>
  readonly successExitStatus: ReadonlyArray<number>
}

/** Splits a systemd command line: words, with double or single quotes grouping. */
const systemdWords = (text: string): Array<string> =>
  [...text.matchAll(/"((?:[^"\\]|\\.)*)"|'([^']*)'|(\S+)/g)].map(
    (match) => match[1] ?? match[2] ?? match[3] ?? "",
  )

/** The `[Service]` section of a unit file. */
export const readSystemdService = (file: string): SystemdService => {
  let section = ""
  let workingDirectory: string | undefined
  let environment: Record<string, string> = {}
  const environmentFiles: Array<string> = []
  let execStart: Array<string> | undefined
  const successExitStatus: Array<number> = []
  for (const line of logicalLines(readFileSync(file, "utf8"), /^\s*[#;]/)) {
    const heading = /^\[(.+)\]$/.exec(line)
    if (heading) {
      section = heading[1] ?? ""
      continue
    }
    if (section !== "Service") continue
    const separator = line.indexOf("=")
    const key = line.slice(0, separator).trim()
    const value = line.slice(separator + 1).trim()
    if (key === "WorkingDirectory") workingDirectory = value
    if (key === "Environment") {
      for (const word of systemdWords(value)) {
        const equals = word.indexOf("=")
        if (equals > 0) environment = { ...environment, [word.slice(0, equals)]: word.slice(equals + 1) }
      }
    }
    if (key === "EnvironmentFile") environmentFiles.push(value.replace(/^-/, ""))
    if (key === "ExecStart") execStart = systemdWords(value.replace(/^[-@:+!]+/, ""))
    if (key === "SuccessExitStatus")
      successExitStatus.push(...value.split(/\s+/).map(Number).filter(Number.isInteger))
  }
  if (execStart === undefined) throw new Error(`${file} has no ExecStart`)
  return { workingDirectory, environment, environmentFiles, execStart, successExitStatus }
}

/**
 * An environment file as systemd's EnvironmentFile= and compose's env_file read the simple cases:
 * `KEY=value` lines, `#` comments, values optionally in double or single quotes.
 */
export const readEnvironmentFile = (file: string): Record<string, string> => {
  const found: Record<string, string> = {}
  for (const raw of readFileSync(file, "utf8").split("\n")) {
    const match = /^\s*([A-Za-z_][A-Za-z0-9_]*)=(.*)$/.exec(raw)
    if (!match) continue
    const [, name = "", rawValue = ""] = match
    const value = rawValue.trim()
    const quoted = /^"(.*)"$/.exec(value) ?? /^'(.*)'$/.exec(value)
    found[name] = quoted ? (quoted[1] ?? "") : value
  }
  return found
}

/** Every `KEY=` an environment file names, commented out (`# KEY=default`) or not. */
export const namedInEnvironmentFile = (file: string): Set<string> =>
  new Set(
    [...readFileSync(file, "utf8").matchAll(/^\s*#?\s*([A-Z][A-Z0-9_]*)=/gm)].map((match) => match[1] ?? ""),
  )
