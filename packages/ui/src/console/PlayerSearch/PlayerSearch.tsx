import { formatAmount } from "@gatehouse/domain"
import { type FormEvent, useState } from "react"
import { Button } from "../../components/Button/Button.tsx"
import { DataTable, type DataTableColumn } from "../../components/DataTable/DataTable.tsx"
import { Pager } from "../../components/Pager/Pager.tsx"
import { ServerDate } from "../../components/ServerDate/ServerDate.tsx"
import { TextField } from "../../components/TextField/TextField.tsx"
import { TextLink } from "../../components/TextLink/TextLink.tsx"
import { type Translate, useMessages } from "../../i18n/Messages.tsx"
import type { LoadState } from "../../screens/loadable.ts"
import { ConsoleListState } from "../ConsoleListState/ConsoleListState.tsx"
import * as styles from "./PlayerSearch.css.ts"
import english from "./PlayerSearch.en.json"

/** One account as the search lists it. */
export interface PlayerSearchEntry {
  readonly userNum: number
  readonly userId: string
  readonly email: string
  /** The staff level in words: Player, Content editor, Administrator. */
  readonly level: string
  readonly rcoin: number
  readonly milleage: number
  readonly lastLoginAt: string | null
  readonly blocked: boolean
}

export interface PlayerSearchPage {
  readonly players: ReadonlyArray<PlayerSearchEntry>
  readonly pageCount: number
}

export interface PlayerSearchProps {
  /** The text the list was searched with; empty lists every account. */
  readonly query: string
  readonly list: LoadState<PlayerSearchPage>
  /** Called with the typed text when the administrator presses Search. */
  readonly onSearch: (query: string) => void
  /** Where a User ID leads: that account's record. */
  readonly playerHref: (userId: string) => string
  readonly page: number
  /** Where the page links lead; the pager appends `&page={n}`. */
  readonly pageTarget: string
}

const columns = (
  playerHref: (userId: string) => string,
  t: Translate<keyof typeof english>,
): ReadonlyArray<DataTableColumn<PlayerSearchEntry>> => [
  {
    header: t("PlayerSearch.userId"),
    kind: "rowHeader",
    cell: (player) => <TextLink href={playerHref(player.userId)}>{player.userId}</TextLink>,
  },
  { header: t("PlayerSearch.email"), cell: (player) => player.email },
  { header: t("PlayerSearch.level"), cell: (player) => player.level },
  { header: t("PlayerSearch.rcoin"), kind: "number", cell: (player) => formatAmount(player.rcoin) },
  { header: t("PlayerSearch.milleage"), kind: "number", cell: (player) => formatAmount(player.milleage) },
  {
    header: t("PlayerSearch.lastLogin"),
    cell: (player) =>
      player.lastLoginAt === null ? t("PlayerSearch.never") : <ServerDate value={player.lastLoginAt} />,
  },
  {
    header: t("PlayerSearch.login"),
    cell: (player) => (player.blocked ? t("PlayerSearch.blocked") : t("PlayerSearch.allowed")),
  },
]

/**
 * The Players page's search: accounts whose User ID or e-mail contains the typed text, in any case,
 * a page at a time; each User ID opens that account's record.
 */
export const PlayerSearch = ({ query, list, onSearch, playerHref, page, pageTarget }: PlayerSearchProps) => {
  const t = useMessages(english)
  const [typed, setTyped] = useState(query)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    onSearch(typed.trim())
  }
  return (
    <>
      <form className={styles.search} onSubmit={submit} aria-label={t("PlayerSearch.findPlayer")}>
        <div className={styles.field}>
          <TextField
            label={t("PlayerSearch.query")}
            name="q"
            value={typed}
            maxLength={60}
            description={t("PlayerSearch.queryDescription")}
            onChange={setTyped}
          />
        </div>
        <Button type="submit" tone="primary">
          {t("PlayerSearch.search")}
        </Button>
      </form>
      <ConsoleListState
        list={list}
        isEmpty={(found) => found.players.length === 0}
        failed={t("PlayerSearch.failed")}
        empty={t("PlayerSearch.empty")}
      >
        {(found) => (
          <>
            <DataTable
              rows={found.players}
              columns={columns(playerHref, t)}
              rowKey={(player) => player.userNum}
              label={t("PlayerSearch.tableLabel")}
            />
            <Pager
              current={page}
              last={found.pageCount}
              target={pageTarget}
              label={t("PlayerSearch.pagerLabel")}
            />
          </>
        )}
      </ConsoleListState>
    </>
  )
}
