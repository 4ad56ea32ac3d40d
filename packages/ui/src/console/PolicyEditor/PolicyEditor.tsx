import { useState } from "react"
import { ServerDate } from "../../components/ServerDate/ServerDate.tsx"
import { TextLink } from "../../components/TextLink/TextLink.tsx"
import { useMessages } from "../../i18n/Messages.tsx"
import { RouterLink } from "../../navigation/RouterLink.tsx"
import { ContentForm, ContentTextArea } from "../ContentForm/ContentForm.tsx"
import * as styles from "./PolicyEditor.css.ts"
import english from "./PolicyEditor.en.json"

/** A policy page as staff edit it: empty and without a date while it is unwritten. */
export interface ContentPolicyPage {
  readonly slug: string
  readonly title: string
  readonly body: string
  readonly updatedAt: string | null
}

export interface PolicyEditorProps {
  /** Every policy page, written or not. */
  readonly pages: ReadonlyArray<ContentPolicyPage>
  /** The page being edited. */
  readonly current: string
  /** Where each page's editor opens (`?tab=policies&page=cash`). */
  readonly editHref: (slug: string) => string
  /** Where players read each page. */
  readonly publicHref: (slug: string) => string
  /** Called with the page and its whole text when the staff member presses Publish. */
  readonly onSave: (slug: string, body: string) => void
  /** The most characters a policy page may hold. */
  readonly maxLength: number
  /** While a change is being saved: the buttons wait and cannot be pressed again. */
  readonly isPending?: boolean
  /**
   * The pages are shown in a language besides English: an unwritten page is read in English, and
   * publishing no text removes the language rather than taking the page down.
   */
  readonly isTranslation?: boolean
}

/**
 * The policy pages (operation policy, privacy policy, cash agreement, terms of service): which are
 * published and when, and the text of the chosen one. Saving publishes at once; saving it empty
 * takes the page down, and its footer link is an empty placeholder again.
 */
export const PolicyEditor = ({
  pages,
  current,
  editHref,
  publicHref,
  onSave,
  maxLength,
  isPending,
  isTranslation = false,
}: PolicyEditorProps) => {
  const t = useMessages(english)
  const page = pages.find((candidate) => candidate.slug === current) ?? pages[0]
  const [body, setBody] = useState(page?.body ?? "")
  if (page === undefined) return null
  return (
    <div className={styles.root}>
      <nav aria-label={t("PolicyEditor.pages")}>
        <ul className={styles.pages}>
          {pages.map((entry) => (
            <li key={entry.slug} className={styles.page}>
              <RouterLink
                className={styles.pageLink}
                href={editHref(entry.slug)}
                aria-current={entry.slug === page.slug ? "page" : undefined}
              >
                {entry.title}
              </RouterLink>
              <span className={styles.state}>
                {entry.updatedAt === null ? (
                  t(isTranslation ? "PolicyEditor.notTranslated" : "PolicyEditor.notWritten")
                ) : (
                  <>
                    {t("PolicyEditor.published")} <ServerDate value={entry.updatedAt} />
                  </>
                )}
              </span>
            </li>
          ))}
        </ul>
      </nav>
      <ContentForm
        title={page.title}
        submitLabel={t("PolicyEditor.publish")}
        onSubmit={() => onSave(page.slug, body)}
        isPending={isPending}
      >
        <ContentTextArea
          label={t("PolicyEditor.text")}
          name="body"
          value={body}
          rows={14}
          maxLength={maxLength}
          description={t(
            isTranslation ? "PolicyEditor.translationDescription" : "PolicyEditor.textDescription",
          )}
          onChange={setBody}
        />
        {page.updatedAt !== null && (
          <p className={styles.state}>
            {t("PolicyEditor.playersReadAt")}{" "}
            <TextLink href={publicHref(page.slug)}>{publicHref(page.slug)}</TextLink>
          </p>
        )}
      </ContentForm>
    </div>
  )
}
