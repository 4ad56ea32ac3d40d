import { SiteContentTabs } from "@gatehouse/ui/console"
import type { ConsolePageProps } from "./consolePageScreens.ts"
import { BannersTab } from "./content/BannersTab.tsx"
import { contentHref, contentTabOf, editTargetOf } from "./content/contentAddresses.ts"
import { DownloadsTab } from "./content/DownloadsTab.tsx"
import { PoliciesTab } from "./content/PoliciesTab.tsx"
import { SettingsTab } from "./content/SettingsTab.tsx"

/**
 * The console's Site content page: one tab per part of the site (`?tab=downloads`), and within a
 * tab the record being edited (`&edit=3`, `&edit=new`) or the policy page (`&policy=cash`), so every
 * view can be shared or reloaded.
 */
const SiteContentPage = ({ search }: ConsolePageProps) => {
  const params = new URLSearchParams(search)
  const tab = contentTabOf(params)
  const edit = editTargetOf(params)
  return (
    <>
      <SiteContentTabs current={tab} hrefOf={(target) => contentHref(target)} />
      {tab === "banners" ? (
        <BannersTab edit={edit} />
      ) : tab === "downloads" ? (
        <DownloadsTab edit={edit} />
      ) : tab === "settings" ? (
        <SettingsTab edit={edit} />
      ) : (
        <PoliciesTab policy={params.get("policy")} />
      )}
    </>
  )
}

export default SiteContentPage
