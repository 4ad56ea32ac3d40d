import { TextField } from "../../components/TextField/TextField.tsx"
import { ContentForm, ContentTextArea } from "../ContentForm/ContentForm.tsx"
import { useDraft } from "../ContentForm/useDraft.ts"
import { PictureField } from "../PictureField/PictureField.tsx"

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
  const [draft, set] = useDraft(initial)
  return (
    <ContentForm
      title="Server information and support"
      submitLabel="Save settings"
      onSubmit={() => onSave(draft)}
      isPending={isPending}
    >
      <PictureField
        label="Server information picture"
        name="serverInfoImage"
        value={draft.serverInfoImage}
        onChange={set("serverInfoImage")}
        onUpload={onUpload}
      />
      <ContentTextArea
        label="What the picture says"
        name="serverInfoDescription"
        value={draft.serverInfoDescription}
        maxLength={500}
        description="Read to players who cannot see the picture: write the same facts."
        onChange={set("serverInfoDescription")}
      />
      <TextField
        label="Messenger link"
        name="agentChatUrl"
        value={draft.agentChatUrl}
        maxLength={500}
        description={`Where 'Talk to an Agent' leads (https://…). Empty: ${placeholderChatUrl}`}
        onChange={set("agentChatUrl")}
      />
    </ContentForm>
  )
}
