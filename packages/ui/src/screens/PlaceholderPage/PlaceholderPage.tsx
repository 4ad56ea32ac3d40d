import * as styles from "./PlaceholderPage.css.ts"

export interface PlaceholderPageProps {
  /** The page's heading: the name of the section that is not ready yet. */
  readonly title: string
}

/** A page with only a heading (spec §2): for the screens whose body the product leaves empty. */
export const PlaceholderPage = ({ title }: PlaceholderPageProps) => (
  <article className={styles.root}>
    <h1 className={styles.heading}>
      <span className={styles.ornament} aria-hidden="true" />
      {title}
    </h1>
  </article>
)
