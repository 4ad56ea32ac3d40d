import * as styles from "./PlaceholderPage.css.ts"

export interface PlaceholderPageProps {
  /** The page's heading: the name of the section that is not ready yet. */
  readonly title: string
}

/** A page with only its heading, for the pages of the portal that have no content yet. */
export const PlaceholderPage = ({ title }: PlaceholderPageProps) => (
  <article className={styles.root}>
    <h1 className={styles.heading}>
      <span className={styles.ornament} aria-hidden="true" />
      {title}
    </h1>
  </article>
)
