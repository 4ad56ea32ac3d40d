import { Notice, useMessages } from "@gatehouse/ui"
import {
  emptyShopItemDraft,
  ShopItemEditor,
  type ShopItemErrors,
  type ShopItemValues,
  shopItemDraftOf,
} from "@gatehouse/ui/console"
import { Effect, Result } from "effect"
import { useState } from "react"
import { usePortalServices } from "../app/PortalServices.tsx"
import { useAction } from "../data/useAction.ts"
import { useQuery } from "../data/useQuery.ts"
import { useConsoleApi } from "./consoleApi.ts"
import { consoleQuery } from "./consoleQuery.ts"
import english from "./ShopItemEditorPage.en.json"
import { fieldErrorsOf, shopChange } from "./shopAdminActions.ts"

const backHref = "/staff/shop"

/** A picture file as base64, the way the upload call carries it. */
const base64Of = (file: File) =>
  file.arrayBuffer().then((buffer) => {
    let text = ""
    const bytes = new Uint8Array(buffer)
    for (let index = 0; index < bytes.length; index += 0x8000)
      text += String.fromCharCode(...bytes.subarray(index, index + 0x8000))
    return btoa(text)
  })

const noErrors: ShopItemErrors = {}

/** A new item's editor (`productNum` null) or a saved item's, with its preview. */
export const ShopItemEditorPage = ({ productNum }: { readonly productNum: number | null }) => {
  const t = useMessages(english)
  const services = usePortalServices()
  const api = useConsoleApi()
  const categories = useQuery(consoleQuery(api, "getShopAdminCategories")).state
  const item = useQuery(
    productNum === null ? null : consoleQuery(api, "getShopAdminItem", { ProductNum: productNum }),
  )
  const saving = useAction()
  const uploading = useAction()
  const [errors, setErrors] = useState(noErrors)

  if (categories.status === "failed" || item.state.status === "failed")
    return <Notice tone="danger">{t("ShopItemEditorPage.failed")}</Notice>
  if (categories.status === "loading" || (productNum !== null && item.state.status !== "loaded"))
    return (
      <Notice tone="empty" announce="status">
        {t("ShopItemEditorPage.loading")}
      </Notice>
    )
  const saved = item.state.status === "loaded" ? item.state.value : null

  const save = (values: ShopItemValues) =>
    void saving
      .run(
        shopChange(
          services,
          saved === null
            ? api.createShopItem(values)
            : api.updateShopItem({ ProductNum: saved.ProductNum, ...values }),
        ),
      )
      .then((result) => {
        if (Result.isSuccess(result)) services.navigate(backHref)
        else setErrors(fieldErrorsOf(result.failure))
      })

  const upload = (file: File) =>
    uploading
      .run({
        call: Effect.promise(() => base64Of(file)).pipe(
          Effect.flatMap((data) =>
            api.uploadPicture({ fileName: file.name.slice(0, 200) || "picture", data }),
          ),
        ),
      })
      .then((stored) => (Result.isSuccess(stored) ? stored.success.url : null))

  const firstCategory = categories.value.data[0]?.id
  return (
    <ShopItemEditor
      heading={
        saved === null
          ? t("ShopItemEditorPage.newItem")
          : t("ShopItemEditorPage.editItem", { name: saved.ItemName })
      }
      initial={saved === null ? emptyShopItemDraft(firstCategory) : shopItemDraftOf(saved)}
      categories={categories.value.data}
      onSave={save}
      onUploadPicture={upload}
      backHref={backHref}
      saveLabel={saved === null ? t("ShopItemEditorPage.create") : t("ShopItemEditorPage.save")}
      isPending={saving.isPending}
      errors={errors}
    />
  )
}
