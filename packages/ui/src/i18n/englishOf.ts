import { type Messages, setupI18n } from "@lingui/core"
import type { MessageValues } from "./Messages.tsx"

/**
 * A catalogue's English outside a component, whatever language the page speaks: for the words a
 * module exports for its stories, tests and callers (`export const homeTexts = { clubs: inEnglish("…") }`).
 * Components read the chosen language through `useMessages`.
 */
export const englishOf = <Key extends string>(catalogue: Readonly<Record<Key, string>>) => {
  const i18n = setupI18n({ locale: "en", messages: { en: catalogue as unknown as Messages } })
  return (key: Key, values?: MessageValues): string => i18n._(key, values)
}
