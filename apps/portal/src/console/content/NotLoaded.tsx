import { Notice } from "@gatehouse/ui"

/** What a tab shows while its read is under way, or after it failed. */
export const NotLoaded = ({
  status,
  what,
}: {
  readonly status: "loading" | "failed"
  readonly what: string
}) =>
  status === "loading" ? (
    <Notice tone="empty" announce="status">
      Loading...
    </Notice>
  ) : (
    <Notice tone="danger">{`The ${what} could not be read. Please try again.`}</Notice>
  )
