import { BannerPayload, BannerTranslationPayload } from "@gatehouse/api-client/console"
import { languages } from "@gatehouse/domain"
import { Notice, useMessages } from "@gatehouse/ui"
import {
  BannerForm,
  BannerList,
  BannerTranslationForm,
  type ContentBanner,
  ContentLanguagePicker,
  emptyBannerDraft,
} from "@gatehouse/ui/console"
import { useState } from "react"
import { useQuery } from "../../data/useQuery.ts"
import { useConsoleApi } from "../consoleApi.ts"
import { consoleQuery } from "../consoleQuery.ts"
import { isTranslationLanguage, languageName, originalLanguage } from "../contentLanguages.ts"
import english from "./BannersTab.en.json"
import { problemsOf, useContentChange, useUploadPicture } from "./contentActions.ts"
import { contentHref, type EditTarget } from "./contentAddresses.ts"
import { NotLoaded } from "./NotLoaded.tsx"

const listHref = contentHref("banners")

/** What shows the banners: this list, and the rotator of every page. */
const bannerReads = {
  refresh: ["console.getContentBanners", "getSiteBanners"],
}

/**
 * The banners tab: the rotator's slides in order, or one banner's form (`&edit=3`, `&edit=new`);
 * a banner's title in another language once the banner is saved.
 */
export const BannersTab = ({ edit }: { readonly edit: EditTarget }) => {
  const t = useMessages(english)
  const api = useConsoleApi()
  const { state } = useQuery(consoleQuery(api, "getContentBanners"))
  const { run, isPending } = useContentChange()
  const onUpload = useUploadPicture(api.uploadPicture)
  const [language, setLanguage] = useState<string>(originalLanguage)

  const save = (banner: Omit<ContentBanner, "id"> & { readonly id?: number | undefined }, goTo?: string) => {
    const payload = {
      ...(banner.id === undefined ? {} : { id: banner.id }),
      imgUrl: banner.imgUrl ?? "",
      title: banner.title,
      linkUrl: banner.linkUrl ?? "",
      isActive: banner.isActive,
    }
    run(api.saveBanner(payload), { ...bannerReads, goTo }, problemsOf(BannerPayload, payload))
  }

  if (edit !== null) {
    if (state.status !== "loaded") return <NotLoaded status={state.status} failed={t("BannersTab.failed")} />
    const banner = edit === "new" ? undefined : state.value.data.find((candidate) => candidate.id === edit)
    if (edit !== "new" && banner === undefined) return <Notice tone="danger">{t("BannersTab.gone")}</Notice>
    const initial =
      banner === undefined
        ? emptyBannerDraft
        : {
            id: banner.id,
            imgUrl: banner.imgUrl ?? "",
            title: banner.title,
            linkUrl: banner.linkUrl ?? "",
            isActive: banner.isActive,
          }
    const form = (
      <BannerForm
        key={String(edit)}
        initial={initial}
        onUpload={onUpload}
        cancelHref={listHref}
        isPending={isPending}
        onSave={(draft) => save(draft, listHref)}
      />
    )
    // A new banner is written in English first; its other languages follow once it exists.
    if (banner === undefined) return form
    const translation = banner.translations.find((candidate) => candidate.language === language)
    return (
      <>
        <ContentLanguagePicker
          languages={languages}
          written={banner.translations.map((candidate) => candidate.language)}
          value={language}
          onChange={setLanguage}
        />
        {isTranslationLanguage(language) ? (
          <BannerTranslationForm
            key={`${banner.id}:${language}:${translation?.title ?? ""}`}
            languageName={languageName(language)}
            englishTitle={banner.title}
            initial={translation?.title ?? ""}
            cancelHref={listHref}
            isPending={isPending}
            onSave={(title) => {
              const payload = { id: banner.id, language, title }
              run(
                api.saveBannerTranslation(payload),
                bannerReads,
                problemsOf(BannerTranslationPayload, payload),
              )
            }}
          />
        ) : (
          form
        )}
      </>
    )
  }

  return (
    <BannerList
      banners={
        state.status === "loaded"
          ? {
              status: "loaded",
              // Each banner says which other languages its title is written in, by their own names.
              value: state.value.data.map((banner) => ({
                ...banner,
                translatedInto: banner.translations.map(({ language }) => languageName(language)),
              })),
            }
          : state
      }
      editHref={(id) => contentHref("banners", { edit: String(id) })}
      newHref={contentHref("banners", { edit: "new" })}
      isPending={isPending}
      onMove={(id, direction) => run(api.moveBanner({ id, direction }), bannerReads)}
      onToggle={(banner) => save({ ...banner, isActive: !banner.isActive })}
      onDelete={(id) => run(api.deleteBanner({ id }), bannerReads)}
    />
  )
}
