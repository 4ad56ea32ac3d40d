import { TextField } from "../../components/TextField/TextField.tsx"
import { useMessages } from "../../i18n/Messages.tsx"
import { ContentForm, ContentSwitch, ContentTextArea } from "../ContentForm/ContentForm.tsx"
import { useDraft } from "../ContentForm/useDraft.ts"
import english from "./SocialLinkForm.en.json"

/** What the social link form edits; a new link has no id. */
export interface SocialLinkDraft {
  readonly id?: number
  readonly network: string
  readonly name: string
  readonly description: string
  readonly url: string
  readonly isPublished: boolean
}

export const emptySocialLinkDraft: SocialLinkDraft = {
  network: "",
  name: "",
  description: "",
  url: "",
  isPublished: true,
}

export interface SocialLinkFormProps {
  /** What the form starts with: the record as it is, or an empty one for a new record. */
  readonly initial: SocialLinkDraft
  /** Called with what the staff member entered when they press Save. */
  readonly onSave: (draft: SocialLinkDraft) => void
  /** The list the form was opened from; Cancel leads back there. */
  readonly cancelHref: string
  /** While a change is being saved: the buttons wait and cannot be pressed again. */
  readonly isPending?: boolean
}

/** One community page of the Socials page: its network (which picks the icon), name, words and address. */
export const SocialLinkForm = ({ initial, onSave, cancelHref, isPending }: SocialLinkFormProps) => {
  const t = useMessages(english)
  const [draft, set] = useDraft(initial)
  return (
    <ContentForm
      title={initial.id === undefined ? t("SocialLinkForm.newLink") : t("SocialLinkForm.editLink")}
      submitLabel={t("SocialLinkForm.save")}
      onSubmit={() => onSave(draft)}
      cancelHref={cancelHref}
      isPending={isPending}
    >
      <TextField
        label={t("SocialLinkForm.network")}
        name="network"
        value={draft.network}
        maxLength={30}
        description={t("SocialLinkForm.networkDescription")}
        onChange={set("network")}
      />
      <TextField
        label={t("SocialLinkForm.name")}
        name="name"
        value={draft.name}
        maxLength={80}
        onChange={set("name")}
      />
      <ContentTextArea
        label={t("SocialLinkForm.description")}
        name="description"
        value={draft.description}
        maxLength={500}
        rows={2}
        onChange={set("description")}
      />
      <TextField
        label={t("SocialLinkForm.link")}
        name="url"
        value={draft.url}
        maxLength={500}
        description={t("SocialLinkForm.linkDescription")}
        onChange={set("url")}
      />
      <ContentSwitch
        label={t("SocialLinkForm.shown")}
        name="isPublished"
        isSelected={draft.isPublished}
        onChange={set("isPublished")}
      />
    </ContentForm>
  )
}
