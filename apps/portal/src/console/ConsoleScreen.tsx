import {
  consolePageHref,
  consolePageOf,
  consolePagesFor,
  consolePath,
  effectiveUserType,
  isLoggedIn,
  staffMay,
  staffRoleNames,
  staffRoleOf,
} from "@gatehouse/domain"
import { Notice, TextLink, twoStepTexts, useMessages } from "@gatehouse/ui"
import { ConsoleLayout } from "@gatehouse/ui/console"
import { Suspense } from "react"
import { useLocation, useSearch } from "wouter"
import { twoStepQuery } from "../accounts/twoStepSignIn.ts"
import { usePortalServices } from "../app/PortalServices.tsx"
import { useQuery } from "../data/useQuery.ts"
import type { ContentProps } from "../screens/ContentProps.ts"
import { useSession } from "../session/useSession.ts"
import english from "./ConsoleScreen.en.json"
import { consolePageScreens } from "./consolePageScreens.ts"
import OverviewPage from "./OverviewPage.tsx"

/**
 * The staff console (ADR 0025), on the whole screen outside the players' frame (StaffConsoleRoute). Spec §6 decides who sees it: the user type
 * kept in memory must equal the stored one, or the visitor counts as level 0. The server checks every
 * staff call again, so this only decides what to show.
 */
const ConsoleScreen = ({ query }: ContentProps) => {
  const t = useMessages(english)
  const { session: sessionStore, appName } = usePortalServices()
  const session = useSession()
  const [path] = useLocation()
  const search = useSearch()
  const role = isLoggedIn(session)
    ? staffRoleOf(effectiveUserType(session.userType, sessionStore.storedUserType()))
    : null
  // Staff who must turn on two-step sign-in (STAFF_SECOND_FACTOR) are sent to My Account first.
  const twoStep = useQuery(role === null ? null : twoStepQuery).state
  if (!isLoggedIn(session)) return null
  const pages = consolePagesFor(role)
  const page = consolePageOf(path)
  const layout = {
    siteName: appName,
    signedInAs: `${session.user.UserID}${role === null ? "" : ` · ${staffRoleNames[role]}`}`,
    pages: pages.map((entry) => ({ href: consolePageHref(entry.slug), label: entry.label })),
  }

  if (role === null) {
    return (
      <ConsoleLayout title={t("ConsoleScreen.title")} current={null} {...layout}>
        <Notice tone="danger">{t("ConsoleScreen.staffOnly")}</Notice>
      </ConsoleLayout>
    )
  }
  // Read first, so no console page calls the server only to be refused; a failed read leaves it to the server.
  if (twoStep.status === "loading") {
    return (
      <ConsoleLayout title={t("ConsoleScreen.title")} current={null} {...layout}>
        <Notice tone="empty" announce="status">
          {t("ConsoleScreen.loading")}
        </Notice>
      </ConsoleLayout>
    )
  }
  if (twoStep.status === "loaded" && twoStep.value.required && !twoStep.value.enabled) {
    return (
      <ConsoleLayout title={t("ConsoleScreen.title")} current={null} {...layout}>
        <Notice tone="danger" action={<TextLink href="/user">{t("ConsoleScreen.turnOnTwoStep")}</TextLink>}>
          {twoStepTexts.required}
        </Notice>
      </ConsoleLayout>
    )
  }
  if (page === undefined) {
    return (
      <ConsoleLayout title={t("ConsoleScreen.title")} current={consolePath} {...layout}>
        <OverviewPage
          pages={pages.map((entry) => ({ ...entry, href: consolePageHref(entry.slug) }))}
          showsReport={staffMay(role, "administrator")}
        />
      </ConsoleLayout>
    )
  }
  const Page = consolePageScreens[page.slug]
  return (
    <ConsoleLayout title={page.label} current={consolePageHref(page.slug)} {...layout}>
      {!staffMay(role, page.role) || Page === undefined ? (
        <Notice tone="danger">{t("ConsoleScreen.administratorOnly")}</Notice>
      ) : (
        <Suspense
          fallback={
            <Notice tone="empty" announce="status">
              {t("ConsoleScreen.loading")}
            </Notice>
          }
        >
          <Page page={query.page} search={search} />
        </Suspense>
      )}
    </ConsoleLayout>
  )
}

export default ConsoleScreen
