import { Schema } from "effect"
import { PlainText } from "./entities/plainText.ts"
import { seasonPattern } from "./seasons.ts"

/** A season's name as the API carries it (seasons.ts); anything else is refused where a request is decoded. */
export const RankingSeason = PlainText.pipe(
  Schema.check(Schema.isPattern(seasonPattern, { message: "Expected a season as YYYY-MM" })),
)
