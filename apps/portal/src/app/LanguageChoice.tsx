import { defaultLanguage, type Language } from "@gatehouse/domain"
import { type Catalogue, MessagesProvider } from "@gatehouse/ui"
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from "react"
import { catalogueOf } from "./catalogues/catalogueOf.ts"

/** A language and the catalogue it is spoken from. */
export interface Spoken {
  readonly language: Language
  readonly catalogue: Catalogue
}

export const english: Spoken = { language: defaultLanguage, catalogue: {} }

interface LanguageChoice {
  readonly language: Language
  /** Speaks the portal in another language, in place: its catalogue loads, then every word changes. */
  readonly choose: (language: Language) => void
}

const LanguageChoiceContext = createContext<LanguageChoice>({ language: defaultLanguage, choose: () => {} })

/** The language the portal speaks and the means to choose another (the frame's picker). */
export const useLanguageChoice = (): LanguageChoice => useContext(LanguageChoiceContext)

// A missing key is said in the console while the portal is developed, never to players.
const missingReport = import.meta.env.DEV ? undefined : null

export const WithLanguage = ({
  spoken,
  onChosen,
  children,
}: {
  readonly spoken: Spoken
  /** Told once the chosen language's catalogue has come, as the page changes to it (the browser remembers it). */
  readonly onChosen?: ((language: Language) => void) | undefined
  readonly children: ReactNode
}) => {
  const [current, setCurrent] = useState(spoken)
  const choose = useCallback(
    (language: Language) => {
      // Offline, the catalogue cannot come: the page stays in the language it speaks.
      catalogueOf(language).then(
        (catalogue) => {
          onChosen?.(language)
          setCurrent({ language, catalogue })
        },
        () => {},
      )
    },
    [onChosen],
  )
  const choice = useMemo(() => ({ language: current.language, choose }), [current.language, choose])
  return (
    <LanguageChoiceContext value={choice}>
      <MessagesProvider
        language={current.language}
        catalogue={current.catalogue}
        onMissingMessage={missingReport}
      >
        {children}
      </MessagesProvider>
    </LanguageChoiceContext>
  )
}
