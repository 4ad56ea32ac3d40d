import { TextField } from "../../components/TextField/TextField.tsx"
import { useMessages } from "../../i18n/Messages.tsx"
import { ContentForm, ContentSwitch, ContentTextArea } from "../ContentForm/ContentForm.tsx"
import { useDraft } from "../ContentForm/useDraft.ts"
import english from "./MirrorForm.en.json"

/** What the download link form edits; a new link has no id. */
export interface MirrorDraft {
  readonly id?: number
  readonly name: string
  readonly description: string
  readonly address: string
  readonly isActive: boolean
}

export const emptyMirrorDraft: MirrorDraft = { name: "", description: "", address: "", isActive: true }

export interface MirrorFormProps {
  /** What the form starts with: the record as it is, or an empty one for a new record. */
  readonly initial: MirrorDraft
  /** Called with what the staff member entered when they press Save. */
  readonly onSave: (draft: MirrorDraft) => void
  /** The list the form was opened from; Cancel leads back there. */
  readonly cancelHref: string
  /** While a change is being saved: the buttons wait and cannot be pressed again. */
  readonly isPending?: boolean
}

/** One download link of the full client: its name, a line about it, its web address, shown or not. */
export const MirrorForm = ({ initial, onSave, cancelHref, isPending }: MirrorFormProps) => {
  const t = useMessages(english)
  const [draft, set] = useDraft(initial)
  return (
    <ContentForm
      title={initial.id === undefined ? t("MirrorForm.newLink") : t("MirrorForm.editLink")}
      submitLabel={t("MirrorForm.save")}
      onSubmit={() => onSave(draft)}
      cancelHref={cancelHref}
      isPending={isPending}
    >
      <TextField
        label={t("MirrorForm.name")}
        name="name"
        value={draft.name}
        maxLength={120}
        onChange={set("name")}
      />
      <ContentTextArea
        label={t("MirrorForm.description")}
        name="description"
        value={draft.description}
        maxLength={500}
        rows={2}
        description={t("MirrorForm.descriptionDescription")}
        onChange={set("description")}
      />
      <TextField
        label={t("MirrorForm.link")}
        name="address"
        value={draft.address}
        maxLength={500}
        description={t("MirrorForm.linkDescription")}
        onChange={set("address")}
      />
      <ContentSwitch
        label={t("MirrorForm.shown")}
        name="isActive"
        isSelected={draft.isActive}
        onChange={set("isActive")}
      />
    </ContentForm>
  )
}
