import * as styles from "./BrandMark.css.ts"

export interface BrandMarkProps {
  /** What the mark stands for, read by screen readers; leave out where a visible name sits beside it. */
  readonly title?: string
}

/**
 * The brand emblem: a gatehouse arch with its portcullis inside a shield, a crescent moon and a star
 * above. Drawn for this package; colours come from the theme.
 */
export const BrandMark = ({ title }: BrandMarkProps) => (
  <svg
    className={styles.root}
    viewBox="0 0 64 64"
    role={title ? "img" : undefined}
    aria-hidden={title ? undefined : true}
    aria-label={title}
    focusable="false"
  >
    <path className={styles.shield} d="M32 3 58 12v18c0 16-11.5 26-26 31C17.5 56 6 46 6 30V12Z" />
    <path
      className={styles.innerShield}
      d="M32 8 53 15.5v14.5c0 13-9.2 21.4-21 25.6C20.2 51.4 11 43 11 30V15.5Z"
    />
    <path className={styles.arch} d="M20 52V33a12 12 0 0 1 24 0v19Z" />
    <path className={styles.glow} d="M23 52V34a9 9 0 0 1 18 0v18Z" />
    <path className={styles.portcullis} d="M26.5 26.5V52M32 24.5V52M37.5 26.5V52M22 37h20M22 44h20" />
    <path className={styles.moon} d="M26.5 10.5a6 6 0 1 0 7.5 7.7 5 5 0 1 1-7.5-7.7Z" />
    <path className={styles.star} d="m40 10.5 1.3 3.2 3.2 1.3-3.2 1.3-1.3 3.2-1.3-3.2-3.2-1.3 3.2-1.3Z" />
  </svg>
)
