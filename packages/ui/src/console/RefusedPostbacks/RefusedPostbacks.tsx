import { plainAddress, voteRefusals } from "@gatehouse/domain"
import { useId } from "react"
import { DataTable, type DataTableColumn } from "../../components/DataTable/DataTable.tsx"
import { ServerDate } from "../../components/ServerDate/ServerDate.tsx"
import { type Translate, useMessages } from "../../i18n/Messages.tsx"
import type { LoadState } from "../../screens/loadable.ts"
import { ConsoleListState } from "../ConsoleListState/ConsoleListState.tsx"
import voteEnglish from "../voteTexts.en.json"
import * as styles from "./RefusedPostbacks.css.ts"
import english from "./RefusedPostbacks.en.json"

/** A postback that changed nothing, kept for staff with why. */
export interface RefusedPostbackView {
  readonly id: string
  readonly toplistName: string
  readonly receivedAt: string
  /** The address it came from. */
  readonly address: string
  /** The player it named, as the site sent it. */
  readonly player: string
  /** Why it was refused: the domain's sentence, or its key. */
  readonly reason: string
}

export interface RefusedPostbacksProps {
  /** The newest refused postbacks, newest first. */
  readonly refused: LoadState<ReadonlyArray<RefusedPostbackView>>
}

/** The sentence staff read, whether the server sent the domain's sentence or its key. */
const reasonText = (reason: string): string =>
  Object.hasOwn(voteRefusals, reason) ? voteRefusals[reason as keyof typeof voteRefusals] : reason

const columns = (t: Translate<keyof typeof english>): ReadonlyArray<DataTableColumn<RefusedPostbackView>> => [
  { header: t("RefusedPostbacks.toplist"), kind: "rowHeader", cell: (postback) => postback.toplistName },
  { header: t("RefusedPostbacks.when"), cell: (postback) => <ServerDate value={postback.receivedAt} /> },
  { header: t("RefusedPostbacks.address"), cell: (postback) => plainAddress(postback.address) },
  // What the site sent may be empty or anything at all; an empty one shows as a dash, not a gap.
  {
    header: t("RefusedPostbacks.player"),
    cell: (postback) => (postback.player === "" ? "—" : postback.player),
  },
  { header: t("RefusedPostbacks.reason"), cell: (postback) => reasonText(postback.reason) },
]

/**
 * The newest postbacks that changed nothing, with why: a wrong secret or address says the site's
 * settings (or someone else) are sending them, an unknown player a vote address that names players
 * another way.
 */
export const RefusedPostbacks = ({ refused }: RefusedPostbacksProps) => {
  const t = useMessages(english)
  const v = useMessages(voteEnglish)
  const headingId = useId()
  return (
    <section className={styles.root} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {t("RefusedPostbacks.heading")}
      </h2>
      <p className={styles.intro}>{v("voteTexts.refusedIntro")}</p>
      <ConsoleListState
        list={refused}
        isEmpty={(all) => all.length === 0}
        failed={v("voteTexts.reportFailed")}
        empty={v("voteTexts.noRefusal")}
      >
        {(all) => (
          <DataTable
            rows={all}
            columns={columns(t)}
            rowKey={(postback) => postback.id}
            label={t("RefusedPostbacks.heading")}
          />
        )}
      </ConsoleListState>
    </section>
  )
}
