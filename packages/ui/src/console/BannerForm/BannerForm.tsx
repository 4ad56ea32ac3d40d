import { TextField } from "../../components/TextField/TextField.tsx"
import { useMessages } from "../../i18n/Messages.tsx"
import { ContentForm, ContentSwitch } from "../ContentForm/ContentForm.tsx"
import { useDraft } from "../ContentForm/useDraft.ts"
import { PictureField } from "../PictureField/PictureField.tsx"
import english from "./BannerForm.en.json"

/** What the banner form edits; a new banner has no id. */
export interface BannerDraft {
  readonly id?: number
  readonly imgUrl: string
  readonly title: string
  /** Empty: the banner leads nowhere. */
  readonly linkUrl: string
  readonly isActive: boolean
}

export const emptyBannerDraft: BannerDraft = { imgUrl: "", title: "", linkUrl: "", isActive: true }

export interface BannerFormProps {
  /** What the form starts with: the record as it is, or an empty one for a new record. */
  readonly initial: BannerDraft
  /** Called with what the staff member entered when they press Save. */
  readonly onSave: (draft: BannerDraft) => void
  /** Stores a chosen picture and answers its address (see PictureField). */
  readonly onUpload: (file: File) => Promise<string | null>
  /** The list the form was opened from. */
  readonly cancelHref: string
  /** While a change is being saved: the buttons wait and cannot be pressed again. */
  readonly isPending?: boolean
}

/**
 * One banner of the rotator: its picture (615 × 210 shows it whole), its title (what players who
 * cannot see the picture hear), where it leads, and whether it is shown. The server checks every
 * field and says what is wrong.
 */
export const BannerForm = ({ initial, onSave, onUpload, cancelHref, isPending }: BannerFormProps) => {
  const t = useMessages(english)
  const [draft, set] = useDraft(initial)
  return (
    <ContentForm
      title={initial.id === undefined ? t("BannerForm.newBanner") : t("BannerForm.editBanner")}
      submitLabel={t("BannerForm.save")}
      onSubmit={() => onSave(draft)}
      cancelHref={cancelHref}
      isPending={isPending}
    >
      <PictureField
        label={t("BannerForm.picture")}
        name="imgUrl"
        value={draft.imgUrl}
        onChange={set("imgUrl")}
        onUpload={onUpload}
      />
      <TextField
        label={t("BannerForm.title")}
        name="title"
        value={draft.title}
        maxLength={120}
        description={t("BannerForm.titleDescription")}
        onChange={set("title")}
      />
      <TextField
        label={t("BannerForm.link")}
        name="linkUrl"
        value={draft.linkUrl}
        maxLength={500}
        description={t("BannerForm.linkDescription")}
        onChange={set("linkUrl")}
      />
      <ContentSwitch
        label={t("BannerForm.shown")}
        name="isActive"
        isSelected={draft.isActive}
        onChange={set("isActive")}
      />
    </ContentForm>
  )
}
