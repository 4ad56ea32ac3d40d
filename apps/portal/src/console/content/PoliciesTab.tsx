import { PolicyPayload } from "@gatehouse/api-client/console"
import { isPolicySlug, maxPolicyLength, policyHref } from "@gatehouse/domain"
import { useMessages } from "@gatehouse/ui"
import { PolicyEditor } from "@gatehouse/ui/console"
import { useQuery } from "../../data/useQuery.ts"
import { useConsoleApi } from "../consoleApi.ts"
import { consoleQuery } from "../consoleQuery.ts"
import { problemsOf, useContentChange } from "./contentActions.ts"
import { contentHref } from "./contentAddresses.ts"
import { NotLoaded } from "./NotLoaded.tsx"
import english from "./PoliciesTab.en.json"

/** What shows the policy pages: this tab, the footer's and sign-up's links, and the pages themselves. */
const policyReads = {
  refresh: ["console.getPolicyPages", "getSiteLinks", "getPolicyPage"],
}

/** The policy pages tab: which pages are published, and the text of the one named (`&policy=cash`). */
export const PoliciesTab = ({ policy }: { readonly policy: string | null }) => {
  const t = useMessages(english)
  const api = useConsoleApi()
  const { state } = useQuery(consoleQuery(api, "getPolicyPages"))
  const { run, isPending } = useContentChange()
  if (state.status !== "loaded") return <NotLoaded status={state.status} failed={t("PoliciesTab.failed")} />
  const current = policy !== null && isPolicySlug(policy) ? policy : "operation"
  const page = state.value.data.find((entry) => entry.slug === current)
  return (
    <PolicyEditor
      // A fresh editor for each page, and once its saved text has been read back.
      key={`${current}:${page?.updatedAt ?? "unwritten"}`}
      pages={state.value.data}
      current={current}
      editHref={(slug) => contentHref("policies", { policy: slug })}
      publicHref={(slug) => (isPolicySlug(slug) ? policyHref(slug) : "/")}
      maxLength={maxPolicyLength}
      isPending={isPending}
      onSave={(slug, body) => {
        if (isPolicySlug(slug))
          run(api.savePolicyPage({ slug, body }), policyReads, problemsOf(PolicyPayload, { slug, body }))
      }}
    />
  )
}
