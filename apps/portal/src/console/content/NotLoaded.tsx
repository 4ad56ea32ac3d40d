import { Notice, useMessages } from "@gatehouse/ui"
import english from "./NotLoaded.en.json"

/** What a tab shows while its read is under way, or after it failed. */
export const NotLoaded = ({
  status,
  failed,
}: {
  readonly status: "loading" | "failed"
  /** Why nothing shows after a failed read, in the page's language. */
  readonly failed: string
}) => {
  const t = useMessages(english)
  return status === "loading" ? (
    <Notice tone="empty" announce="status">
      {t("NotLoaded.loading")}
    </Notice>
  ) : (
    <Notice tone="danger">{failed}</Notice>
  )
}
