import { frameEndpoints } from "@gatehouse/api-client"
import { type FrameQuery, isLoggedIn, type RouteMatch } from "@gatehouse/domain"
import { Frame } from "@gatehouse/ui"
import { Suspense } from "react"
import { lazyModule } from "../app/lazyModule.tsx"
import { apiQuery } from "../data/apiQuery.ts"
import { useQuery } from "../data/useQuery.ts"
import { shopSections } from "../economy/shopSections.ts"
import { usePageCrumb } from "../routing/usePageCrumb.ts"
import { contentScreens } from "../screens/contentScreens.ts"
import { useSession } from "../session/useSession.ts"
import { AnnounceTakeover } from "./AnnounceTakeover.tsx"
import { contentProps } from "./contentProps.ts"
import { PortalLanguagePicker } from "./PortalLanguagePicker.tsx"
import { SessionBox } from "./SessionBox.tsx"
import { useFrameAccount } from "./useFrameAccount.ts"
import { useSiteLinks } from "./useSiteLinks.ts"

// Only the shop pages and the login page need these, so other pages never download them.
const ShopSidebar = lazyModule<{ readonly userNum: number | null; readonly section: string }>(
  "../economy/ShopSidebar.tsx",
)
const LoginPageContainer = lazyModule<Record<string, never>>("../login/LoginPageContainer.tsx")

const noBanners: ReadonlyArray<never> = []

export interface PageFrameProps {
  readonly match: RouteMatch
  readonly query: FrameQuery
  /** The site name: in the header, the footer, and as the root's title. */
  readonly appName: string
}

/**
 * The shared frame around every page, with the sidebar box for guests or players and the section's
 * screen in the content zone. The standalone login page is the frame's login variant around the
 * login form. Both render the same Frame, so the clock and rotator keep running across pages.
 */
export const PageFrame = ({ match, query, appName }: PageFrameProps) => {
  const session = useSession()
  // Spec §4, §8: kept in local storage for 30 minutes; a failed load is logged and shows no banners.
  const { state: bannerList } = useQuery(apiQuery(frameEndpoints, "getSiteBanners"))
  const banners = bannerList.status === "loaded" ? bannerList.value.data : noBanners
  // The phone header's balances and cart badge (the session lives in the browser, so a page rendered
  // on the server shows their reserved box empty until the JavaScript runs).
  const account = useFrameAccount(session)
  // Where 'Talk to an Agent' and the footer's policy links lead, as staff set them.
  const { agentChatHref, policyHrefs } = useSiteLinks()
  const { route } = match
  // The section's name over the content, in the chosen language (contentProps gives the route's English).
  const crumbOf = usePageCrumb()

  if (route.section === "login") {
    return (
      <Frame
        variant="login"
        section={route.section}
        isLoggedIn={false}
        banners={banners}
        sidebar={null}
        siteName={appName}
        agentChatHref={agentChatHref}
        policyHrefs={policyHrefs}
        languagePicker={<PortalLanguagePicker />}
      >
        <Suspense fallback={null}>
          <LoginPageContainer />
          <AnnounceTakeover />
        </Suspense>
      </Frame>
    )
  }

  const loggedIn = isLoggedIn(session)
  const Screen = contentScreens[route.section]
  return (
    <Frame
      section={route.section}
      siteName={appName}
      isLoggedIn={loggedIn}
      account={account}
      banners={banners}
      agentChatHref={agentChatHref}
      policyHrefs={policyHrefs}
      languagePicker={<PortalLanguagePicker />}
      sidebar={
        <>
          <SessionBox />
          {shopSections.has(route.section) && (
            <Suspense fallback={null}>
              <ShopSidebar userNum={loggedIn ? session.user.UserNum : null} section={route.section} />
            </Suspense>
          )}
        </>
      }
    >
      <Suspense fallback={null}>
        <Screen {...contentProps(match, query, session, appName)} title={crumbOf(route) ?? appName} />
        <AnnounceTakeover />
      </Suspense>
    </Frame>
  )
}
