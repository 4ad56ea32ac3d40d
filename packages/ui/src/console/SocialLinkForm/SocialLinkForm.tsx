import { TextField } from "../../components/TextField/TextField.tsx"
import { ContentForm, ContentSwitch, ContentTextArea } from "../ContentForm/ContentForm.tsx"
import { useDraft } from "../ContentForm/useDraft.ts"

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
  const [draft, set] = useDraft(initial)
  return (
    <ContentForm
      title={initial.id === undefined ? "New social link" : "Edit social link"}
      submitLabel="Save social link"
      onSubmit={() => onSave(draft)}
      cancelHref={cancelHref}
      isPending={isPending}
    >
      <TextField
        label="Network"
        name="network"
        value={draft.network}
        maxLength={30}
        description="discord, facebook, youtube, twitter or twitch draw their own icon; any other name a generic one."
        onChange={set("network")}
      />
      <TextField label="Name" name="name" value={draft.name} maxLength={80} onChange={set("name")} />
      <ContentTextArea
        label="Description"
        name="description"
        value={draft.description}
        maxLength={500}
        rows={2}
        onChange={set("description")}
      />
      <TextField
        label="Link"
        name="url"
        value={draft.url}
        maxLength={500}
        description="The page's web address (https://…)."
        onChange={set("url")}
      />
      <ContentSwitch
        label="Shown on the Socials page"
        name="isPublished"
        isSelected={draft.isPublished}
        onChange={set("isPublished")}
      />
    </ContentForm>
  )
}
