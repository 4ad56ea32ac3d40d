import { actionErrorText } from "@gatehouse/api-client"
import { maxToplistAddresses } from "@gatehouse/api-client/console"
import { voteRewardCurrency } from "@gatehouse/domain"
import { useMessages } from "@gatehouse/ui"
import {
  type ConsoleOutcomeNotice,
  type ToplistDraft,
  type ToplistErrors,
  ToplistManager,
  type ToplistOpen,
} from "@gatehouse/ui/console"
import { Result } from "effect"
import { useState } from "react"
import { useAction } from "../../data/useAction.ts"
import { useQuery } from "../../data/useQuery.ts"
import { useConsoleApi } from "../consoleApi.ts"
import { consoleQuery } from "../consoleQuery.ts"
import { serverFormErrors } from "../formErrors.ts"
import { consoleCalls } from "../staffAction.ts"
import english from "./ToplistsSection.en.json"
import { payloadOfToplistDraft, toplistErrorsOf } from "./toplistDraft.ts"

/**
 * The toplists and their form. A save is told in the form rather than in a dialog, beside the
 * fields it names; a refusal keeps what was typed. A saved toplist opens again from what the
 * server holds, with the postback address to give the site.
 */
export const ToplistsSection = () => {
  const t = useMessages(english)
  const api = useConsoleApi()
  const { state } = useQuery(consoleQuery(api, "listToplists"))
  const { run, isPending } = useAction()
  const [errors, setErrors] = useState<ToplistErrors>({})
  const [outcome, setOutcome] = useState<ConsoleOutcomeNotice>()
  // Each save starts the list and its form again from the server's answer, the saved toplist open.
  const [saved, setSaved] = useState<{ readonly saves: number; readonly open: ToplistOpen }>({
    saves: 0,
    open: "closed",
  })

  const forget = () => {
    setErrors({})
    setOutcome(undefined)
  }

  const save = (draft: ToplistDraft) => {
    const checked = payloadOfToplistDraft(draft, {
      noName: t("ToplistsSection.noName"),
      sampleAddress: t("ToplistsSection.sampleAddress"),
      tooManyAddresses: t("ToplistsSection.tooManyAddresses", { most: maxToplistAddresses }),
      longAddress: t("ToplistsSection.longAddress"),
      cooldownRange: t("ToplistsSection.cooldownRange"),
      notAnAmount: t("ToplistsSection.notAnAmount"),
      rewardAtMost: t("ToplistsSection.rewardAtMost", { currency: voteRewardCurrency.name }),
    })
    setOutcome(undefined)
    if (Result.isFailure(checked)) {
      setErrors(checked.failure)
      return
    }
    setErrors({})
    void run({
      call:
        draft.id === undefined
          ? api.createToplist(checked.success)
          : api.updateToplist({ id: draft.id, ...checked.success }),
      changes: consoleCalls("listToplists"),
      // Told in the form; the client policy still tells what it always does (no answer, signed out).
      report: null,
    }).then((result) => {
      if (Result.isSuccess(result)) {
        // The list was read again before this: the form opens on what the server holds.
        setSaved(({ saves }) => ({ saves: saves + 1, open: result.success.toplist.id }))
        setOutcome({ tone: "success", text: result.success.message })
      } else {
        setErrors(toplistErrorsOf(serverFormErrors(result.failure)))
        setOutcome({ tone: "danger", text: actionErrorText(result.failure) })
      }
    })
  }

  return (
    <ToplistManager
      key={saved.saves}
      initiallyOpen={saved.open}
      toplists={state.status === "loaded" ? { status: "loaded", value: state.value.toplists } : state}
      maxAddresses={maxToplistAddresses}
      onSave={save}
      onOpen={forget}
      errors={errors}
      isPending={isPending}
      outcome={outcome}
    />
  )
}
