import clientFailureTexts from "./clientFailureTexts.fil.json" with { type: "json" }

/**
 * The sentences the client writes itself, in Filipino, keyed `<table>.<key>` beside their English
 * tables. A bundler that compiles catalogues as they are imported (the ui's) hands them on compiled.
 */
export const clientFilipino: Readonly<Record<string, string>> = { ...clientFailureTexts }
