import type { ReactNode } from "react"
import { Button } from "../../components/Button/Button.tsx"
import { LinkButton } from "../../components/Button/LinkButton.tsx"
import { useMessages } from "../../i18n/Messages.tsx"
import * as styles from "./ConsoleRowActions.css.ts"
import english from "./ConsoleRowActions.en.json"

export interface ConsoleRowActionsProps {
  /** The row's actions, in the order they are pressed most. */
  readonly children: ReactNode
}

/** The actions of one row of a console table, side by side, wrapping on a phone. */
export const ConsoleRowActions = ({ children }: ConsoleRowActionsProps) => (
  <div className={styles.actions}>{children}</div>
)

export interface ConsoleEditLinkProps {
  /** Where the row's form opens. */
  readonly href: string
  /** The row's name: screen readers hear "Edit {name}", so every row's link is told apart. */
  readonly name: string
}

/** "Edit" leading to a row's form. */
export const ConsoleEditLink = ({ href, name }: ConsoleEditLinkProps) => {
  const t = useMessages(english)
  return (
    <LinkButton tone="secondary" href={href}>
      {t("ConsoleRowActions.edit")}
      <span className={styles.hidden}> {name}</span>
    </LinkButton>
  )
}

export interface ConsoleDeleteButtonProps {
  /** The row's name: screen readers hear "Delete {name}". */
  readonly name: string
  /** Asks for the confirmation; nothing is deleted by this press alone. */
  readonly onPress: () => void
  /** While a change is being saved. */
  readonly isDisabled?: boolean
}

/** "Delete" on a row, quiet so it never draws the eye before Edit. */
export const ConsoleDeleteButton = ({ name, onPress, isDisabled = false }: ConsoleDeleteButtonProps) => {
  const t = useMessages(english)
  return (
    <Button tone="quiet" isDisabled={isDisabled} onPress={onPress}>
      {t("ConsoleRowActions.delete")}
      <span className={styles.hidden}> {name}</span>
    </Button>
  )
}
