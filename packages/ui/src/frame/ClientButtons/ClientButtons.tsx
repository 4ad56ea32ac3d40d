import { Icon } from "../../art/Icon/Icon.tsx"
import type { IconName } from "../../art/Icon/iconPaths.ts"
import { RouterLink } from "../../navigation/RouterLink.tsx"
import * as styles from "./ClientButtons.css.ts"

const clientButtons: ReadonlyArray<{
  readonly label: string
  readonly href: string
  readonly icon: IconName
}> = [
  { label: "Game Download", href: "/download", icon: "download" },
  { label: "Instructions", href: "/instructions", icon: "map" },
]

/** The frame's two big buttons beside the banners: the client download and the instructions. */
export const ClientButtons = () => (
  <nav aria-label="Game client" className={styles.root}>
    <ul className={styles.list}>
      {clientButtons.map((button) => (
        <li key={button.href} className={styles.item}>
          <RouterLink href={button.href} className={styles.tile}>
            <span className={styles.medallion}>
              <Icon name={button.icon} size="large" />
            </span>
            <span className={styles.label}>{button.label}</span>
          </RouterLink>
        </li>
      ))}
    </ul>
  </nav>
)
