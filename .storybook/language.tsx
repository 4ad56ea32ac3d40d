import type { Decorator, Preview } from "@storybook/react-vite"
import { useEffect } from "react"
import { filipinoCatalogue } from "../packages/ui/src/i18n/catalogues/filipino.ts"
import { type Catalogue, MessagesProvider } from "../packages/ui/src/index.ts"

/** The languages the toolbar offers; a story pins one with `globals: { language: "fil" }`. */
const catalogues: Readonly<Record<string, Catalogue>> = { en: {}, fil: filipinoCatalogue }

export const languageGlobal = {
  description: "The language every story speaks",
  toolbar: {
    title: "Language",
    icon: "globe",
    items: [
      { value: "en", title: "English" },
      { value: "fil", title: "Filipino" },
    ],
    dynamicTitle: true,
  },
} satisfies NonNullable<Preview["globalTypes"]>[string]

/** The chosen language's words for every component, and on <html> as the portal writes it. */
export const withLanguage: Decorator = (Story, context) => {
  const chosen = typeof context.globals.language === "string" ? context.globals.language : "en"
  const language = Object.hasOwn(catalogues, chosen) ? chosen : "en"
  useEffect(() => {
    document.documentElement.lang = language
  }, [language])
  return (
    <MessagesProvider language={language} catalogue={catalogues[language] ?? {}}>
      <Story />
    </MessagesProvider>
  )
}
