import type { ReactNode } from "react"
import { useMessages } from "../../i18n/Messages.tsx"
import * as styles from "./Socials.css.ts"
import { networkNames, type SocialNetwork, socialEnglish } from "./socialTexts.ts"

/**
 * Simple original glyphs that hint at each kind of network (a chat bubble, a face, a play screen, a
 * cross, a screen on the air, a linked chain); none copies a brand's logo.
 */
const glyphs: Readonly<Record<SocialNetwork, ReactNode>> = {
  discord: (
    <>
      <path d="M8 12c0-2 2-4 4-4h24c2 0 4 2 4 4v16c0 2-2 4-4 4H22l-8 7v-7h-2c-2 0-4-2-4-4z" />
      <circle className={styles.glyphCut} cx="18" cy="20" r="3" />
      <circle className={styles.glyphCut} cx="30" cy="20" r="3" />
    </>
  ),
  facebook: (
    <>
      <circle cx="24" cy="24" r="16" />
      <circle className={styles.glyphCut} cx="24" cy="20" r="5" />
      <path className={styles.glyphCut} d="M14 34c2-5 6-7 10-7s8 2 10 7z" />
    </>
  ),
  youtube: (
    <>
      <rect x="6" y="12" width="36" height="24" rx="7" />
      <path className={styles.glyphCut} d="M20 18l10 6-10 6z" />
    </>
  ),
  twitter: (
    <>
      <rect x="21" y="4" width="6" height="40" rx="3" transform="rotate(45 24 24)" />
      <rect x="21" y="4" width="6" height="40" rx="3" transform="rotate(-45 24 24)" />
    </>
  ),
  twitch: (
    <>
      <path d="M17 6l7 7 7-7 2 2-6 6h11c2 0 4 2 4 4v18c0 2-2 4-4 4H10c-2 0-4-2-4-4V18c0-2 2-4 4-4h11l-6-6z" />
      <circle className={styles.glyphCut} cx="24" cy="27" r="6" />
    </>
  ),
  other: (
    <>
      <rect x="6" y="18" width="20" height="12" rx="6" />
      <rect x="22" y="18" width="20" height="12" rx="6" />
      <rect className={styles.glyphCut} x="10" y="22" width="12" height="4" rx="2" />
      <rect className={styles.glyphCut} x="26" y="22" width="12" height="4" rx="2" />
      <rect x="18" y="22" width="12" height="4" rx="2" />
    </>
  ),
}

/** A social link's network drawn as a small themed badge, named for screen readers. */
export const NetworkIcon = ({ network }: { readonly network: SocialNetwork }) => {
  const t = useMessages(socialEnglish)
  return (
    <svg
      className={styles.icon}
      viewBox="0 0 48 48"
      role="img"
      aria-label={network === "other" ? t("socialTexts.otherNetwork") : networkNames[network]}
      focusable="false"
    >
      {glyphs[network]}
    </svg>
  )
}
