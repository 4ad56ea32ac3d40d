import { TextField } from "../../components/TextField/TextField.tsx"
import { useMessages } from "../../i18n/Messages.tsx"
import { ContentForm, ContentTextArea } from "../ContentForm/ContentForm.tsx"
import { useDraft } from "../ContentForm/useDraft.ts"
import { PictureField } from "../PictureField/PictureField.tsx"
import english from "./SiteSettingsForm.en.json"

/** The site's settings staff edit. */
export interface SiteSettingsDraft {
  /** The single picture of the Server information page. */
  readonly serverInfoImage: string
  /** The picture's text alternative: the same facts in words. */
  readonly serverInfoDescription: string
  /** Where the support menu's 'Talk to an Agent' leads; empty keeps the product's placeholder. */
  readonly agentChatUrl: string
}

export interface SiteSettingsFormProps {
  /** What the form starts with: the record as it is, or an empty one for a new record. */
  readonly initial: SiteSettingsDraft
  /** Called with what the staff member entered when they press Save. */
  readonly onSave: (draft: SiteSettingsDraft) => void
  /** Stores a chosen picture and answers its address, or null when it was refused. */
  readonly onUpload: (file: File) => Promise<string | null>
  /** The messenger address 'Talk to an Agent' keeps while none is set. */
  readonly placeholderChatUrl: string
  /** While a change is being saved: the buttons wait and cannot be pressed again. */
  readonly isPending?: boolean
}

/** The Server information picture with its words, and the messenger link of 'Talk to an Agent'. */
export const SiteSettingsForm = ({
  initial,
  onSave,
  onUpload,
  placeholderChatUrl,
  isPending,
}: SiteSettingsFormProps) => {
  const t = useMessages(english)
  const [draft, set] = useDraft(initial)
  return (
    <ContentForm
      title={t("SiteSettingsForm.title")}
      submitLabel={t("SiteSettingsForm.save")}
      onSubmit={() => onSave(draft)}
      isPending={isPending}
    >
      <PictureField
        label={t("SiteSettingsForm.picture")}
        name="serverInfoImage"
        value={draft.serverInfoImage}
        onChange={set("serverInfoImage")}
        onUpload={onUpload}
      />
      <ContentTextArea
        label={t("SiteSettingsForm.pictureText")}
        name="serverInfoDescription"
        value={draft.serverInfoDescription}
        maxLength={500}
        description={t("SiteSettingsForm.pictureTextDescription")}
        onChange={set("serverInfoDescription")}
      />
      <TextField
        label={t("SiteSettingsForm.messenger")}
        name="agentChatUrl"
        value={draft.agentChatUrl}
        maxLength={500}
        description={t("SiteSettingsForm.messengerDescription", { placeholderChatUrl })}
        onChange={set("agentChatUrl")}
      />
    </ContentForm>
  )
}
