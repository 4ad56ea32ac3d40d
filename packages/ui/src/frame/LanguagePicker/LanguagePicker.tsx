import type { MouseEvent } from "react"
import { useMessages } from "../../i18n/Messages.tsx"
import * as styles from "./LanguagePicker.css.ts"
import english from "./LanguagePicker.en.json"

/** A language the site speaks, named in its own words ("Filipino", never "Tagalog (Filipino)"). */
export interface PickerLanguage {
  /** Its tag (`en`, `fil`). */
  readonly tag: string
  readonly name: string
}

export interface LanguagePickerProps {
  /** The languages the site speaks, in the order the picker lists them. */
  readonly languages: ReadonlyArray<PickerLanguage>
  /** The tag of the language the page speaks. */
  readonly current: string
  /** The address of this same page in a language: followed as a plain link before the JavaScript runs, and by crawlers. */
  readonly hrefOf: (tag: string) => string
  /** Speaks the page in another language, in place. */
  readonly onChoose: (tag: string) => void
}

/**
 * The site's languages as links, each named in its own language: a tap changes the page's words where
 * it is, nothing typed or scrolled is lost; before the JavaScript runs (or for a search engine) each
 * is a link to the same page in that language.
 */
export const LanguagePicker = ({ languages, current, hrefOf, onChoose }: LanguagePickerProps) => {
  const t = useMessages(english)
  const choose = (tag: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    // A new tab or window asked for (a modified click) is the link's own.
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return
    event.preventDefault()
    if (tag !== current) onChoose(tag)
  }
  return (
    <nav aria-label={t("LanguagePicker.label")} className={styles.root}>
      <ul className={styles.list}>
        {languages.map(({ tag, name }) => (
          <li key={tag}>
            <a
              className={styles.language}
              href={hrefOf(tag)}
              hrefLang={tag}
              lang={tag}
              aria-current={tag === current ? "true" : undefined}
              onClick={choose(tag)}
            >
              {name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}
