// What each player-facing component of @gatehouse/ui costs a fan server's app beyond React: one build
// of the ui consumer app per component (weigh-components.mjs, run with the app's own Vite), held
// against the budgets the ui README states. `npm run test:consumer` fails past a budget and, with
// `--write-readme`, writes the measured table into the README.
import { copyFile, readFile } from "node:fs/promises"
import { join } from "node:path"
import { exec, repositoryRoot } from "./packages.ts"

export const uiReadmePath = join(repositoryRoot, "packages", "ui", "README.md")

/** A component's gzipped JavaScript beyond React's own, and its CSS, in a page of its own. */
export interface ComponentWeight {
  readonly name: string
  readonly jsOverReact: number
  readonly css: number
}

export interface Weighed {
  /** React's own JavaScript (gzipped) in a page with nothing else. */
  readonly react: number
  readonly components: ReadonlyArray<ComponentWeight>
}

/** The components an entry of the installed package exports: its values named in PascalCase. */
export const componentExports = async (
  appDir: string,
  entryFile = "dist/index.js",
): Promise<Array<string>> => {
  const code = await readFile(join(appDir, "node_modules", "@gatehouse", "ui", entryFile), "utf8")
  const names = [...code.matchAll(/export\s*\{([^}]*)\}/g)].flatMap(([, list = ""]) =>
    list.split(",").map(
      (specifier) =>
        specifier
          .trim()
          .split(/\s+as\s+/)
          .at(-1) ?? "",
    ),
  )
  return names.filter((name) => /^[A-Z]/.test(name)).sort()
}

/** Weighs each component in a page of its own, built by the consumer app's Vite. */
export const weighComponents = async (appDir: string, names: ReadonlyArray<string>): Promise<Weighed> => {
  const script = "weigh-components.mjs"
  await copyFile(join(repositoryRoot, "scripts", "lib", script), join(appDir, script))
  const output = await exec(process.execPath, [script, "@gatehouse/ui", ...names], {
    cwd: appDir,
    quiet: true,
  })
  const measured = JSON.parse(output.trim().split("\n").at(-1) ?? "{}") as {
    readonly react: number
    readonly components: Record<string, { readonly js: number; readonly css: number }>
  }
  return {
    react: measured.react,
    components: names.map((name) => {
      const weight = measured.components[name]
      if (weight === undefined) throw new Error(`${name} was not weighed`)
      return { name, jsOverReact: weight.js - measured.react, css: weight.css }
    }),
  }
}

export interface Budgets {
  /** Every component the README does not name. */
  readonly default: number
  readonly byComponent: ReadonlyMap<string, number>
}

const section = (readme: string, marker: string) => {
  const start = `<!-- ${marker}:start -->`
  const end = `<!-- ${marker}:end -->`
  const from = readme.indexOf(start)
  const to = readme.indexOf(end)
  if (from === -1 || to < from) throw new Error(`The ui README has no ${start} … ${end} section`)
  return { from: from + start.length, to }
}

const kilobytes = (text: string) => Math.round(Number.parseFloat(text) * 1000)

/**
 * The budgets the README states, one table row each: "every other component" or the `Component`s a
 * budget is for, then the budget in kB (JavaScript beyond React, gzipped), then why they need more.
 */
export const readBudgets = (readme: string): Budgets => {
  const { from, to } = section(readme, "component-budgets")
  const rows = [...readme.slice(from, to).matchAll(/^\| *(.+?) *\| *([\d.]+) kB *\|/gm)]
  const byComponent = new Map<string, number>()
  let fallback: number | undefined
  for (const [, who = "", budget = ""] of rows) {
    if (/every other/i.test(who)) fallback = kilobytes(budget)
    for (const [, component = ""] of who.matchAll(/`(\w+)`/g)) byComponent.set(component, kilobytes(budget))
  }
  if (fallback === undefined) throw new Error('The ui README\'s budgets have no "every other component" row')
  return { default: fallback, byComponent }
}

export const budgetOf = (budgets: Budgets, name: string): number =>
  budgets.byComponent.get(name) ?? budgets.default

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`

/** The components past their budgets, and budgets for no component, as lines a reader can act on. */
export const overBudget = (weighed: Weighed, budgets: Budgets): Array<string> => {
  const weighedNames = new Set(weighed.components.map((component) => component.name))
  const over = weighed.components
    .filter((component) => component.jsOverReact > budgetOf(budgets, component.name))
    .map(
      (component) =>
        `${component.name}: ${kB(component.jsOverReact)} beyond React, budget ${kB(budgetOf(budgets, component.name))}`,
    )
  const stale = [...budgets.byComponent.keys()]
    .filter((name) => !weighedNames.has(name))
    .map((name) => `${name}: the README gives it a budget, but the package exports no such component`)
  return [...over, ...stale]
}

/** The measured table, as the README shows it. */
export const weightsTable = (weighed: Weighed, budgets: Budgets): string =>
  [
    `React's own JavaScript in such a page: ${kB(weighed.react)} (gzipped).`,
    "",
    "| component | JavaScript beyond React | budget | CSS |",
    "|---|---:|---:|---:|",
    ...weighed.components.map(
      (component) =>
        `| \`${component.name}\` | ${kB(component.jsOverReact)} | ${kB(budgetOf(budgets, component.name))} | ${kB(component.css)} |`,
    ),
  ].join("\n")

/** The README with `table` in its measured section. */
export const withWeightsTable = (readme: string, table: string): string => {
  const { from, to } = section(readme, "component-weights")
  return `${readme.slice(0, from)}\n${table}\n${readme.slice(to)}`
}
