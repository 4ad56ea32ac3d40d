import { type ReactNode, useEffect, useState } from "react"
import { Button as AriaButton } from "react-aria-components"
import { Icon } from "../../art/Icon/Icon.tsx"
import { useMessages } from "../../i18n/Messages.tsx"
import { TextLink } from "../TextLink/TextLink.tsx"
import * as styles from "./Toast.css.ts"
import english from "./Toast.en.json"

/** How long a confirmation stays when the player does not touch it: long enough to read and reach its link. */
export const toastHideAfterMs = 8_000

/** What a toast says, and where its link leads. */
export interface ToastMessage {
  /** Tells one toast from the next, so the same words said twice are announced and timed again. */
  readonly id: number
  /** What happened, in a short sentence (the item's name and the server's message). */
  readonly text: ReactNode
  /** The link after the text: where the player goes next (the cart). */
  readonly link?: { readonly label: string; readonly href: string }
}

export interface ToastProps {
  /** The confirmation shown now; null when there is none. */
  readonly message: ToastMessage | null
  /** Called when the player closes it or its time is up. */
  readonly onClose: () => void
  /** Milliseconds before it closes by itself; null keeps it until closed (stories, screenshots). */
  readonly hideAfterMs?: number | null
}

/**
 * A confirmation that does not stop the player: a box at the bottom of the screen naming what was
 * done, with a link onward and a close button. Screen readers hear it when they are next idle (its
 * status region is on the page before the message arrives, so it is announced). It closes by itself
 * after a while, but never while the pointer or the keyboard focus is on it. Failures are dialogs.
 */
export const Toast = ({ message, onClose, hideAfterMs = toastHideAfterMs }: ToastProps) => {
  const [isHeld, setHeld] = useState(false)
  const t = useMessages(english)
  const id = message?.id
  useEffect(() => {
    if (id === undefined || hideAfterMs === null || isHeld) return
    const timer = setTimeout(onClose, hideAfterMs)
    return () => clearTimeout(timer)
  }, [id, hideAfterMs, isHeld, onClose])
  return (
    <div
      className={styles.region}
      role="status"
      // Only the box takes the pointer (the strip around it lets taps through), so these are its.
      onPointerEnter={() => setHeld(true)}
      onPointerLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
    >
      {message !== null && (
        <div key={message.id} className={styles.toast}>
          <span className={styles.icon}>
            <Icon name="shop" />
          </span>
          <p className={styles.text}>
            {message.text}
            {message.link !== undefined && (
              <>
                {" "}
                <TextLink href={message.link.href}>{message.link.label}</TextLink>
              </>
            )}
          </p>
          <AriaButton className={styles.close} aria-label={t("Toast.close")} onPress={onClose}>
            <Icon name="close" />
          </AriaButton>
        </div>
      )}
    </div>
  )
}
