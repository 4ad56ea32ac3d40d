import { useRef, useState } from "react"
import { Button } from "../../components/Button/Button.tsx"
import { Field } from "../../components/Field/Field.tsx"
import { useMessages } from "../../i18n/Messages.tsx"
import voteEnglish from "../voteTexts.en.json"
import * as styles from "./PostbackAddress.css.ts"
import english from "./PostbackAddress.en.json"

export interface PostbackAddressProps {
  /** The address the site must send its postbacks to. */
  readonly url: string
}

type Copied = "idle" | "copied" | "failed"

/**
 * The address staff paste into a toplist's settings, read-only, with a Copy button. Where the
 * browser may not write to the clipboard (an address without HTTPS, a refused permission) the
 * address is selected instead, so the keyboard's copy takes it.
 */
export const PostbackAddress = ({ url }: PostbackAddressProps) => {
  const t = useMessages(english)
  const v = useMessages(voteEnglish)
  const input = useRef<HTMLInputElement>(null)
  const [copied, setCopied] = useState<Copied>("idle")
  const copy = () => {
    const selectIt = () => {
      input.current?.select()
      setCopied("failed")
    }
    const clipboard = globalThis.navigator?.clipboard
    if (clipboard === undefined) selectIt()
    else clipboard.writeText(url).then(() => setCopied("copied"), selectIt)
  }
  return (
    <div className={styles.root}>
      <div className={styles.field}>
        <Field label={t("PostbackAddress.label")} description={v("voteTexts.postback")}>
          {(control) => <input {...control} ref={input} name="postbackUrl" value={url} readOnly />}
        </Field>
      </div>
      <div className={styles.actions}>
        <Button tone="secondary" onPress={copy}>
          {t("PostbackAddress.copy")}
        </Button>
        {/* Always there, so screen readers hear it when the words come. */}
        <span className={styles.status} role="status">
          {copied === "copied" ? v("voteTexts.copied") : copied === "failed" ? v("voteTexts.copyFailed") : ""}
        </span>
      </div>
    </div>
  )
}
