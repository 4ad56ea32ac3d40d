import { useMessages } from "../../i18n/Messages.tsx"
import { useNumbers } from "../../i18n/useNumbers.ts"
import english from "./homeTexts.en.json"
import * as styles from "./ServerStatusLine.css.ts"

/** The game server as the game link last read it. */
export interface ServerStatus {
  readonly up: boolean
  /** Characters the game marks online. */
  readonly online: number
}

/**
 * The server's status in one line: a dot and Online with the players online, or Offline with why.
 * The dot's colour is never the only sign: the words say it too.
 */
export const ServerStatusLine = ({ status }: { readonly status: ServerStatus }) => {
  const t = useMessages(english)
  const { count } = useNumbers()
  return (
    <p className={styles.line}>
      <span className={styles.label}>{t("homeTexts.serverStatus")}:</span>{" "}
      <span className={styles.state[status.up ? "up" : "down"]}>
        <span className={styles.dot} aria-hidden="true" />
        {status.up ? t("homeTexts.serverUp") : t("homeTexts.serverDown")}
      </span>{" "}
      <span className={styles.detail}>
        {status.up
          ? t("homeTexts.playersOnline", {
              count: status.online,
              shown: count(status.online),
            })
          : t("homeTexts.serverDownNote")}
      </span>
    </p>
  )
}
