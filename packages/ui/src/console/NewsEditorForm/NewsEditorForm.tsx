import { type NewsKind, newsKindNames, newsKinds, newsSubjectMaxLength } from "@gatehouse/domain"
import { type FormEvent, useId, useState } from "react"
import { FileTrigger, Tab, TabList, TabPanel, Tabs } from "react-aria-components"
import { Button } from "../../components/Button/Button.tsx"
import { LinkButton } from "../../components/Button/LinkButton.tsx"
import { Notice } from "../../components/Notice/Notice.tsx"
import { SelectField } from "../../components/SelectField/SelectField.tsx"
import { TextField } from "../../components/TextField/TextField.tsx"
import { type Translate, useMessages } from "../../i18n/Messages.tsx"
import { NewsDetail } from "../../screens/NewsDetail/NewsDetail.tsx"
import { RichTextEditor } from "../RichTextEditor/RichTextEditor.tsx"
import * as styles from "./NewsEditorForm.css.ts"
import english from "./NewsEditorForm.en.json"

/** What staff write for one news item. An empty thumbnail is none. */
export interface NewsDraftValues {
  readonly type: NewsKind
  readonly subject: string
  readonly content: string
  readonly imgThumbnail: string
  readonly published: boolean
}

export const emptyNewsDraft: NewsDraftValues = {
  type: 0,
  subject: "",
  content: "",
  imgThumbnail: "",
  published: false,
}

export const newsDraftFields = ["type", "subject", "content", "imgThumbnail", "published"] as const
export type NewsDraftField = (typeof newsDraftFields)[number]

/** Why the last save was refused: the server's sentence and its messages per field. */
export interface NewsSaveFailure {
  readonly message: string
  readonly errors?: Partial<Record<NewsDraftField, string>>
}

/** What an upload came to: the stored picture's address, or why it was refused. */
export type ThumbnailUpload = { readonly url: string } | { readonly error: string }

export interface NewsEditorFormProps {
  /** "new" writes a new item; "edit" changes the one given. */
  readonly mode: "new" | "edit"
  readonly initial: NewsDraftValues
  /** Who the preview names as the writer: the item's own, or the staff member writing a new one. */
  readonly author: string
  /** When the item was written, for the preview; null for a new one (it reads as now). */
  readonly createdAt: string | null
  /** Where "Back to the list" leads. */
  readonly listHref: string
  readonly onSave: (draft: NewsDraftValues) => void
  readonly isSaving?: boolean
  readonly failure?: NewsSaveFailure | null
  /** What the last save came to, when it was saved. */
  readonly savedMessage?: string | null
  /** Stores a picture the staff member chose and answers its address. */
  readonly onUploadThumbnail: (file: File) => Promise<ThumbnailUpload>
  /** The browser's sanitiser: the preview shows the body exactly as players' browsers will. */
  readonly sanitizeBody: (html: string) => string
  /** The moment the preview's date counts from; the clock's time when left out. */
  readonly now?: Date
}

export const newsEditorTexts = {
  newHeading: "Write news",
  editHeading: "Edit news item",
  kindDescription: "Guides and events also appear on their own boards; every kind is on the all-news board.",
  visibilityDescription: "A draft is kept for staff only; published news is on the boards at once.",
  thumbnailDescription:
    "Upload a picture or give an address; it is shown above the article. Leave empty for none.",
  uploading: "Uploading the picture...",
  previewNote: "This is how players will see it once it is published.",
} as const

const kindOptions = newsKinds.map((kind) => ({ value: String(kind), label: newsKindNames[kind] }))
const visibilityOptions = (t: Translate<keyof typeof english>) => [
  { value: "draft", label: t("NewsEditorForm.draft") },
  { value: "published", label: t("NewsEditorForm.published") },
]
const pictureTypes = ["image/png", "image/jpeg", "image/gif", "image/webp"]

/**
 * Writing one news item: its kind, subject, rich-text article, thumbnail (uploaded or by address)
 * and whether players see it, with a preview of the unsaved draft exactly as the news page shows
 * it. The draft lives here until it is saved; the container stores it and reports back.
 */
export const NewsEditorForm = ({
  mode,
  initial,
  author,
  createdAt,
  listHref,
  onSave,
  isSaving = false,
  failure = null,
  savedMessage = null,
  onUploadThumbnail,
  sanitizeBody,
  now,
}: NewsEditorFormProps) => {
  const t = useMessages(english)
  const headingId = useId()
  const [draft, setDraft] = useState(initial)
  const [tab, setTab] = useState<"write" | "preview">("write")
  const [upload, setUpload] = useState<{ state: "idle" | "uploading" } | { state: "failed"; error: string }>({
    state: "idle",
  })
  const errors = failure?.errors ?? {}
  const change = (fields: Partial<NewsDraftValues>) => setDraft((current) => ({ ...current, ...fields }))

  const chooseFile = (files: FileList | null) => {
    const file = files?.[0]
    if (file === undefined) return
    setUpload({ state: "uploading" })
    void onUploadThumbnail(file).then((outcome) => {
      if ("url" in outcome) {
        change({ imgThumbnail: outcome.url })
        setUpload({ state: "idle" })
      } else {
        setUpload({ state: "failed", error: outcome.error })
      }
    })
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!isSaving) onSave(draft)
  }

  const thumbnail = draft.imgThumbnail.trim()
  const previewItem = {
    id: 0,
    subject: draft.subject.trim() === "" ? t("NewsEditorForm.noSubject") : draft.subject,
    content: draft.content,
    type: draft.type,
    created_at: createdAt ?? (now ?? new Date()).toISOString(),
    author,
    img_thumbnail: thumbnail === "" ? null : thumbnail,
    IsShowThumbnail: thumbnail === "" ? 0 : 1,
  }

  return (
    <form className={styles.root} onSubmit={submit} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {mode === "new" ? t("NewsEditorForm.newHeading") : t("NewsEditorForm.editHeading")}
      </h2>
      {failure !== null && <Notice tone="danger">{failure.message}</Notice>}
      {savedMessage !== null && failure === null && (
        <Notice tone="success" announce="status">
          {savedMessage}
        </Notice>
      )}
      <Tabs selectedKey={tab} onSelectionChange={(key) => setTab(key === "preview" ? "preview" : "write")}>
        <TabList aria-label={t("NewsEditorForm.tabs")} className={styles.tabList}>
          <Tab id="write" className={styles.tab}>
            {t("NewsEditorForm.write")}
          </Tab>
          <Tab id="preview" className={styles.tab}>
            {t("NewsEditorForm.preview")}
          </Tab>
        </TabList>
        <TabPanel id="write" className={styles.panel}>
          <div className={styles.fields}>
            <div className={styles.pair}>
              <SelectField
                label={t("NewsEditorForm.kind")}
                name="type"
                value={String(draft.type)}
                options={kindOptions}
                description={t("NewsEditorForm.kindDescription")}
                errorMessage={errors.type}
                isDisabled={isSaving}
                onChange={(value) => change({ type: Number(value) as NewsKind })}
              />
              <SelectField
                label={t("NewsEditorForm.visibility")}
                name="published"
                value={draft.published ? "published" : "draft"}
                options={visibilityOptions(t)}
                description={t("NewsEditorForm.visibilityDescription")}
                errorMessage={errors.published}
                isDisabled={isSaving}
                onChange={(value) => change({ published: value === "published" })}
              />
            </div>
            <TextField
              label={t("NewsEditorForm.subject")}
              name="subject"
              value={draft.subject}
              maxLength={newsSubjectMaxLength}
              errorMessage={errors.subject}
              isDisabled={isSaving}
              onChange={(subject) => change({ subject })}
            />
            <RichTextEditor
              label={t("NewsEditorForm.article")}
              value={draft.content}
              errorMessage={errors.content}
              isDisabled={isSaving}
              onChange={(content) => change({ content })}
            />
            <fieldset className={styles.thumbnail}>
              <legend className={styles.legend}>{t("NewsEditorForm.thumbnail")}</legend>
              <div className={styles.thumbnailRow}>
                {/* A refused address is not shown: the message under its field says why. */}
                {thumbnail !== "" && errors.imgThumbnail === undefined && (
                  <img
                    className={styles.thumbnailPicture}
                    src={thumbnail}
                    alt={t("NewsEditorForm.thumbnailAlt")}
                  />
                )}
                <FileTrigger acceptedFileTypes={pictureTypes} onSelect={chooseFile}>
                  <Button tone="secondary" isPending={upload.state === "uploading"} isDisabled={isSaving}>
                    {t("NewsEditorForm.upload")}
                  </Button>
                </FileTrigger>
                {thumbnail !== "" && (
                  <Button tone="quiet" isDisabled={isSaving} onPress={() => change({ imgThumbnail: "" })}>
                    {t("NewsEditorForm.removeThumbnail")}
                  </Button>
                )}
              </div>
              {upload.state === "uploading" && (
                <p className={styles.uploadStatus} role="status">
                  {t("NewsEditorForm.uploading")}
                </p>
              )}
              {upload.state === "failed" && (
                <p className={styles.uploadError} role="alert">
                  {upload.error}
                </p>
              )}
              <TextField
                label={t("NewsEditorForm.thumbnailAddress")}
                name="imgThumbnail"
                value={draft.imgThumbnail}
                description={t("NewsEditorForm.thumbnailDescription")}
                errorMessage={errors.imgThumbnail}
                isDisabled={isSaving}
                onChange={(imgThumbnail) => change({ imgThumbnail })}
              />
            </fieldset>
          </div>
        </TabPanel>
        <TabPanel id="preview" className={styles.panel}>
          <p className={styles.meta}>{t("NewsEditorForm.previewNote")}</p>
          <NewsDetail
            topic={{ status: "loaded", value: { item: previewItem, safeBody: sanitizeBody(draft.content) } }}
            now={now}
          />
        </TabPanel>
      </Tabs>
      <div className={styles.actions}>
        <Button type="submit" tone="primary" isPending={isSaving}>
          {isSaving ? t("NewsEditorForm.saving") : t("NewsEditorForm.save")}
        </Button>
        <LinkButton tone="quiet" href={listHref}>
          {t("NewsEditorForm.back")}
        </LinkButton>
      </div>
    </form>
  )
}
