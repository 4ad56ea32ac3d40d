import { contentEndpoints } from "@gatehouse/api-client"
import type { PolicySlug } from "@gatehouse/domain"
import { PolicyPage, type PolicyText, useMessages } from "@gatehouse/ui"
import { apiQuery } from "../data/apiQuery.ts"
import { useQuery } from "../data/useQuery.ts"
import type { ContentProps } from "../screens/ContentProps.ts"
import english from "./PolicyScreen.en.json"

/** A policy page as staff wrote it in the console (GET /getpolicypage/{slug}). */
const PolicyScreen = ({ slug, title }: { readonly slug: PolicySlug; readonly title: string }) => {
  const { state, retry } = useQuery(apiQuery(contentEndpoints, "getPolicyPage", { slug }))
  const t = useMessages(english)
  const page =
    state.status === "loaded"
      ? {
          status: "loaded" as const,
          value:
            state.value.data === null
              ? null
              : ({ body: state.value.data.body, updatedAt: state.value.data.updatedAt } satisfies PolicyText),
        }
      : state
  return (
    <PolicyPage title={title} page={page} unwrittenMessage={t("PolicyScreen.unwritten")} onRetry={retry} />
  )
}

export const OperationPolicyScreen = ({ title }: ContentProps) => (
  <PolicyScreen slug="operation" title={title} />
)
export const PrivacyPolicyScreen = ({ title }: ContentProps) => <PolicyScreen slug="privacy" title={title} />
export const CashAgreementScreen = ({ title }: ContentProps) => <PolicyScreen slug="cash" title={title} />
export const TermsOfServiceScreen = ({ title }: ContentProps) => <PolicyScreen slug="terms" title={title} />
