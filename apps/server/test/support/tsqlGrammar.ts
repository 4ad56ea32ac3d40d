import {
  type ANTLRErrorListener,
  antlr4tsSQL,
  ParserRuleContext,
  type ParseTree,
  SQLDialect,
  TSQLGrammar,
  TSqlLexer,
} from "antlr4ts-sql"

/** What the community T-SQL grammar (grammars-v4's TSqlParser) makes of a statement. */
export interface TsqlReading {
  /** Syntax errors, and anything the grammar accepts that SQL Server would read otherwise. */
  readonly errors: ReadonlyArray<string>
  /** The `@names` the text uses, without the `@`. */
  readonly variables: ReadonlySet<string>
  /** The rows of the longest `VALUES` list. */
  readonly valuesRows: number
}

const tsql = new antlr4tsSQL(SQLDialect.TSQL)

const longestValues = (node: ParseTree): number => {
  const own = node instanceof TSQLGrammar.Table_value_constructorContext ? node.expression_list().length : 0
  const children = node instanceof ParserRuleContext ? (node.children ?? []) : []
  return Math.max(own, ...children.map(longestValues))
}

/** Parses one statement (or batch) as SQL Server's T-SQL. */
export const readTsql = (text: string): TsqlReading => {
  const errors: Array<string> = []
  const listener: ANTLRErrorListener<unknown> = {
    syntaxError: (_recognizer, _symbol, line, column, message) =>
      // The grammar lists every token it expected; the start says enough.
      errors.push(`${line}:${column} ${message.slice(0, 120)}`),
  }
  const tokens = tsql.getTokens(text, [listener])
  tokens.fill()
  const variables = new Set<string>()
  for (const token of tokens.getTokens()) {
    // `$1` lexes as money ($) and a number: a PostgreSQL placeholder SQL Server would take as money.
    if (token.type === TSqlLexer.DOLLAR) errors.push(`a $ at ${token.line}:${token.charPositionInLine}`)
    if (token.type === TSqlLexer.LOCAL_ID)
      variables.add(text.slice(token.startIndex + 1, token.stopIndex + 1))
  }
  tokens.seek(0)
  const tree = tsql.getParseTree(tsql.getParser(tokens, [listener]))
  return { errors, variables, valuesRows: longestValues(tree) }
}
