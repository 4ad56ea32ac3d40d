import { PolicyPayload } from "@gatehouse/api-client/console"
import { isPolicySlug, languages, maxPolicyLength, policyHref } from "@gatehouse/domain"
import { useMessages } from "@gatehouse/ui"
import { ContentLanguagePicker, PolicyEditor } from "@gatehouse/ui/console"
import { useState } from "react"
import { useQuery } from "../../data/useQuery.ts"
import { useConsoleApi } from "../consoleApi.ts"
import { consoleQuery } from "../consoleQuery.ts"
import { addressIn, isTranslationLanguage, originalLanguage } from "../contentLanguages.ts"
import { problemsOf, useContentChange } from "./contentActions.ts"
import { contentHref } from "./contentAddresses.ts"
import { NotLoaded } from "./NotLoaded.tsx"
import english from "./PoliciesTab.en.json"

/** What shows the policy pages: this tab, the footer's and sign-up's links, and the pages themselves. */
const policyReads = {
  refresh: ["console.getPolicyPages", "getSiteLinks", "getPolicyPage"],
}

/**
 * The policy pages tab: which pages are published, and the text of the one named (`&policy=cash`),
 * in the language chosen: English, the page itself, or a translation of it.
 */
export const PoliciesTab = ({ policy }: { readonly policy: string | null }) => {
  const t = useMessages(english)
  const api = useConsoleApi()
  const { state } = useQuery(consoleQuery(api, "getPolicyPages"))
  const { run, isPending } = useContentChange()
  const [language, setLanguage] = useState<string>(originalLanguage)
  if (state.status !== "loaded") return <NotLoaded status={state.status} failed={t("PoliciesTab.failed")} />
  const current = policy !== null && isPolicySlug(policy) ? policy : "operation"
  const page = state.value.data.find((entry) => entry.slug === current)
  // In a translation's language, each page shows its text in that language, unwritten where it has none.
  const pages = isTranslationLanguage(language)
    ? state.value.data.map((entry) => {
        const translation = entry.translations.find((candidate) => candidate.language === language)
        return { ...entry, body: translation?.body ?? "", updatedAt: translation?.updatedAt ?? null }
      })
    : state.value.data
  const shown = pages.find((entry) => entry.slug === current)
  return (
    <>
      <ContentLanguagePicker
        languages={languages}
        written={page?.translations.map((translation) => translation.language) ?? []}
        value={language}
        onChange={setLanguage}
      />
      <PolicyEditor
        // A fresh editor for each page and language, and once its saved text has been read back.
        key={`${current}:${language}:${shown?.updatedAt ?? "unwritten"}`}
        pages={pages}
        current={current}
        editHref={(slug) => contentHref("policies", { policy: slug })}
        publicHref={(slug) => addressIn(isPolicySlug(slug) ? policyHref(slug) : "/", language)}
        maxLength={maxPolicyLength}
        isPending={isPending}
        isTranslation={isTranslationLanguage(language)}
        onSave={(slug, body) => {
          if (!isPolicySlug(slug)) return
          const payload = isTranslationLanguage(language) ? { slug, body, language } : { slug, body }
          run(api.savePolicyPage(payload), policyReads, problemsOf(PolicyPayload, payload))
        }}
      />
    </>
  )
}
