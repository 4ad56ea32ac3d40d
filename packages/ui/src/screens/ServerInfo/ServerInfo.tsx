import { Button } from "../../components/Button/Button.tsx"
import { Notice } from "../../components/Notice/Notice.tsx"
import { Spinner } from "../../components/Spinner/Spinner.tsx"
import { useMessages } from "../../i18n/Messages.tsx"
import type { LoadState } from "../loadable.ts"
import * as styles from "./ServerInfo.css.ts"
import { serverInfoEnglish } from "./serverInfoTexts.ts"

/** The page's single picture and its text alternative, as the operator set them. */
export interface ServerInfoPicture {
  readonly imageUrl: string
  readonly description: string
}

/** The picture's load: loading, failed, or loaded. */
export type ServerInfoLoad = LoadState<ServerInfoPicture>

export interface ServerInfoProps {
  /** The server information picture: loading, failed or loaded. */
  readonly info: ServerInfoLoad
  /** Called when the player asks to load the picture again after a failure. */
  readonly onRetry?: () => void
}

const Picture = ({ info, onRetry }: ServerInfoProps) => {
  const t = useMessages(serverInfoEnglish)
  if (info.status === "loaded")
    return (
      <img
        className={styles.picture}
        src={info.value.imageUrl}
        alt={info.value.description}
        width={640}
        height={420}
      />
    )
  return (
    <div className={styles.stage}>
      {info.status === "loading" ? (
        <Spinner label={t("serverInfoTexts.loading")} />
      ) : (
        <>
          <Notice tone="danger">{t("serverInfoTexts.failed")}</Notice>
          {onRetry !== undefined && <Button onPress={onRetry}>{t("serverInfoTexts.retry")}</Button>}
        </>
      )}
    </div>
  )
}

/**
 * The Server information page: a single picture of the server's facts. The operator's description
 * is the picture's text alternative, so the facts reach screen-reader users too.
 */
export const ServerInfo = ({ info, onRetry }: ServerInfoProps) => {
  const t = useMessages(serverInfoEnglish)
  return (
    <article className={styles.root}>
      <h1 className={styles.heading}>{t("serverInfoTexts.heading")}</h1>
      <Picture info={info} onRetry={onRetry} />
    </article>
  )
}
