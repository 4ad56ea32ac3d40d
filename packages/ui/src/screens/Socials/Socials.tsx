import type { SocialLink } from "@gatehouse/domain"
import { VisuallyHidden } from "react-aria-components"
import { MediaGrid } from "../../components/MediaGrid/MediaGrid.tsx"
import { MediaTile } from "../../components/MediaGrid/MediaTile.tsx"
import { TextLink } from "../../components/TextLink/TextLink.tsx"
import { useMessages } from "../../i18n/Messages.tsx"
import type { Loadable } from "../loadable.ts"
import { MediaPage } from "../MediaPage/MediaPage.tsx"
import { NetworkIcon } from "./NetworkIcon.tsx"
import { networkOf, socialEnglish } from "./socialTexts.ts"

export interface SocialsProps {
  /** The server's social network pages: loading, failed, or loaded (possibly none). */
  readonly links: Loadable<SocialLink>
  /** Called when the player asks to load the links again after a failed load. */
  readonly onRetry?: () => void
}

/** Links into the portal itself ("/news") stay in this tab; every other address opens a new one. */
const isInternal = (url: string) => url.startsWith("/") && !url.startsWith("//")

const SocialCard = ({ link }: { readonly link: SocialLink }) => {
  const external = !isInternal(link.url)
  const t = useMessages(socialEnglish)
  return (
    <MediaTile
      title={link.name}
      icon={<NetworkIcon network={networkOf(link.network)} />}
      text={link.description}
    >
      <TextLink href={link.url} isExternal={external}>
        {t("socialTexts.visitLink", { name: link.name })}
        {external && <VisuallyHidden> {t("socialTexts.newTab")}</VisuallyHidden>}
      </TextLink>
    </MediaTile>
  )
}

/** The Socials page: a card per community page of the server, each with its network's icon. */
export const Socials = ({ links, onRetry }: SocialsProps) => {
  const t = useMessages(socialEnglish)
  return (
    <MediaPage
      heading={t("socialTexts.heading")}
      intro={t("socialTexts.intro")}
      entries={links}
      texts={{
        loading: t("socialTexts.loading"),
        failed: t("socialTexts.failed"),
        retry: t("socialTexts.retry"),
        empty: t("socialTexts.empty"),
      }}
      onRetry={onRetry}
    >
      {(entries) => (
        <MediaGrid items={entries} itemKey={(link) => link.id}>
          {(link) => <SocialCard link={link} />}
        </MediaGrid>
      )}
    </MediaPage>
  )
}
