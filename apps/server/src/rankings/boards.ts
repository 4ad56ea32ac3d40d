import type { RankingsResponse } from "@gatehouse/domain"

/** The four boards a season has; `toplevelside` is the level board again (the home widget). */
export type BoardList = Exclude<keyof RankingsResponse, "toplevelside">

export interface Board {
  /** The board's key in `ranking_archives.board`. */
  readonly archiveKey: "mmr" | "pk" | "level" | "money"
  /**
   * How the board sorts, best first. Ties go to whoever got there first, then to the older
   * character, so the order is stable; the board indexes of migration 0008 match it column for column.
   */
  readonly order: string
  /** The number the board ranks by, kept in the archive's `score`. */
  readonly score: string
}

export const boards: Readonly<Record<BoardList, Board>> = {
  topmmr: {
    archiveKey: "mmr",
    order: "c.cha_mmr DESC, c.cha_level_up_date ASC, c.cha_num ASC",
    score: "c.cha_mmr",
  },
  toppk: {
    archiveKey: "pk",
    order: "c.cha_pk_score DESC, c.cha_pk_death ASC, c.cha_level_up_date ASC, c.cha_num ASC",
    score: "c.cha_pk_score",
  },
  toplevel: {
    archiveKey: "level",
    order: "c.cha_level DESC, c.cha_level_up_date ASC, c.cha_num ASC",
    score: "c.cha_level",
  },
  topmoney: {
    archiveKey: "money",
    order: "c.cha_money DESC, c.cha_level_up_date ASC, c.cha_num ASC",
    score: "c.cha_money",
  },
}

export const boardLists = Object.keys(boards) as ReadonlyArray<BoardList>
