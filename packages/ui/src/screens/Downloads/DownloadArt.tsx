import * as styles from "./Downloads.css.ts"

/**
 * The picture of a download entry without its own icon: a themed plate with an arrow and the link's
 * name, drawn here so every entry still is one image link. Its text alternative names the link.
 */
export const DownloadArt = ({
  name,
  description,
}: {
  readonly name: string
  readonly description: string | null
}) => (
  <svg
    className={styles.linkImage}
    viewBox="0 0 280 90"
    role="img"
    aria-label={description === null ? name : `${name}, ${description}`}
    focusable="false"
  >
    <rect className={styles.artPlate} width="280" height="90" />
    <path className={styles.artArrow} d="M34 18h14v26h12L41 66 22 44h12z" />
    <text className={styles.artText} x="78" y="44">
      {name}
    </text>
    {description !== null && (
      <text className={styles.artSubText} x="78" y="66">
        {description}
      </text>
    )}
  </svg>
)
