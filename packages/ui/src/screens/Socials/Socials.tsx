import type { SocialLink } from "@gatehouse/domain"
import { TextLink } from "../../components/TextLink/TextLink.tsx"
import type { Loadable } from "../loadable.ts"
import * as media from "../MediaPage/MediaPage.css.ts"
import { MediaPage } from "../MediaPage/MediaPage.tsx"
import { NetworkIcon } from "./NetworkIcon.tsx"
import * as styles from "./Socials.css.ts"
import { networkOf, socialTexts } from "./socialTexts.ts"

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
  return (
    <article className={media.card}>
      <div className={styles.top}>
        <NetworkIcon network={networkOf(link.network)} />
        <h2 className={media.cardTitle}>{link.name}</h2>
      </div>
      <p className={media.cardText}>{link.description}</p>
      <span className={styles.link}>
        <TextLink href={link.url} isExternal={external}>
          {socialTexts.visit} {link.name}
          {external && <span className={media.visuallyHidden}> {socialTexts.newTab}</span>}
        </TextLink>
      </span>
    </article>
  )
}

/** The Socials page: a card per community page of the server, each with its network's icon. */
export const Socials = ({ links, onRetry }: SocialsProps) => (
  <MediaPage
    heading={socialTexts.heading}
    intro={socialTexts.intro}
    entries={links}
    texts={socialTexts}
    onRetry={onRetry}
  >
    {(entries) => (
      <ul className={media.grid}>
        {entries.map((link) => (
          <li key={link.id}>
            <SocialCard link={link} />
          </li>
        ))}
      </ul>
    )}
  </MediaPage>
)
