import { SiteSettingsPayload, SocialLinkPayload } from "@gatehouse/api-client/console"
import { defaultAgentChatUrl } from "@gatehouse/domain"
import { Notice, useMessages } from "@gatehouse/ui"
import { emptySocialLinkDraft, SiteSettingsForm, SocialLinkForm, SocialLinkList } from "@gatehouse/ui/console"
import { useQuery } from "../../data/useQuery.ts"
import { useConsoleApi } from "../consoleApi.ts"
import { consoleQuery } from "../consoleQuery.ts"
import { problemsOf, useContentChange, useUploadPicture } from "./contentActions.ts"
import { contentHref, type EditTarget } from "./contentAddresses.ts"
import { NotLoaded } from "./NotLoaded.tsx"
import english from "./SettingsTab.en.json"

const listHref = contentHref("settings")

/** What shows these settings: this tab, the frame's links, the Server information and Socials pages. */
const settingsReads = {
  refresh: ["console.getContentSettings", "getSiteLinks", "getServerInfo", "getSocialLinks"],
}

/**
 * The server information and links tab: the Server information picture, the messenger link of
 * 'Talk to an Agent', and the Socials page's links, or one social link's form.
 */
export const SettingsTab = ({ edit }: { readonly edit: EditTarget }) => {
  const t = useMessages(english)
  const api = useConsoleApi()
  const { state } = useQuery(consoleQuery(api, "getContentSettings"))
  const { run, isPending } = useContentChange()
  const onUpload = useUploadPicture(api.uploadPicture)
  if (state.status !== "loaded") return <NotLoaded status={state.status} failed={t("SettingsTab.failed")} />
  const { socials, ...settings } = state.value.data

  if (edit !== null) {
    const link = edit === "new" ? undefined : socials.find((candidate) => candidate.id === edit)
    if (edit !== "new" && link === undefined) return <Notice tone="danger">{t("SettingsTab.gone")}</Notice>
    return (
      <SocialLinkForm
        key={String(edit)}
        initial={link ?? emptySocialLinkDraft}
        cancelHref={listHref}
        isPending={isPending}
        onSave={(draft) =>
          run(
            api.saveSocialLink(draft),
            { ...settingsReads, goTo: listHref },
            problemsOf(SocialLinkPayload, draft),
          )
        }
      />
    )
  }

  return (
    <>
      <SiteSettingsForm
        key={Object.values(settings).join("|")}
        initial={settings}
        placeholderChatUrl={defaultAgentChatUrl}
        onUpload={onUpload}
        isPending={isPending}
        onSave={(draft) =>
          run(api.saveSiteSettings(draft), settingsReads, problemsOf(SiteSettingsPayload, draft))
        }
      />
      <SocialLinkList
        links={socials}
        editHref={(id) => contentHref("settings", { edit: String(id) })}
        newHref={contentHref("settings", { edit: "new" })}
        isPending={isPending}
        onDelete={(id) => run(api.deleteSocialLink({ id }), settingsReads)}
      />
    </>
  )
}
