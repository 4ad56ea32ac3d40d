import type { FormEvent, ReactNode } from "react"
import { Button } from "../../components/Button/Button.tsx"
import { useMessages } from "../../i18n/Messages.tsx"
import * as styles from "./ConsoleFilterBar.css.ts"
import english from "./ConsoleFilterBar.en.json"

export interface ConsoleFilterBarProps {
  /** The form's accessible name, e.g. "Filter the tickets". */
  readonly label: string
  /** Called when Filter is pressed (or Enter typed in a field); the page reads its own fields. */
  readonly onFilter: () => void
  /** The filter fields. */
  readonly children: ReactNode
}

/** The filters over a console list, then Filter; submitting never reloads the page. */
export const ConsoleFilterBar = ({ label, onFilter, children }: ConsoleFilterBarProps) => {
  const t = useMessages(english)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    onFilter()
  }
  return (
    <form className={styles.filters} onSubmit={submit} aria-label={label}>
      {children}
      <Button type="submit">{t("ConsoleFilterBar.filter")}</Button>
    </form>
  )
}
