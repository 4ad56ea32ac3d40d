import { actionErrorText } from "@gatehouse/api-client"
import { EventPayload } from "@gatehouse/api-client/console"
import {
  type ConsoleOutcomeNotice,
  type EventDraft,
  type EventErrors,
  type EventOpen,
  EventSchedule,
  type EventView,
} from "@gatehouse/ui/console"
import { Result } from "effect"
import { useState } from "react"
import { useAction } from "../data/useAction.ts"
import { useQuery } from "../data/useQuery.ts"
import { useConsoleApi } from "./consoleApi.ts"
import { consoleQuery } from "./consoleQuery.ts"
import { checkForm, serverFormErrors } from "./formErrors.ts"
import { consoleCalls } from "./staffAction.ts"

/** What a change of the events makes out of date: the console's list and the home page's. */
const eventReads = [...consoleCalls("listStaffEvents"), "getEvents"]

/**
 * The console's Events page (administrators): the events the home page counts down to, scheduled
 * in Manila time. A save or a delete is told on the page rather than in a dialog; a refusal keeps
 * what was typed, each field's reason beside it. The server audits every change (docs/events.md).
 */
const EventsPage = () => {
  const api = useConsoleApi()
  const { state } = useQuery(consoleQuery(api, "listStaffEvents"))
  const { run, isPending } = useAction()
  const [errors, setErrors] = useState<EventErrors>({})
  const [outcome, setOutcome] = useState<ConsoleOutcomeNotice>()
  // Each save starts the list and its form again from the server's answer, the form closed.
  const [saves, setSaves] = useState(0)

  const forget = (_open: EventOpen) => {
    setErrors({})
    setOutcome(undefined)
  }

  const save = ({ id, ...fields }: EventDraft) => {
    setOutcome(undefined)
    const checked = checkForm(EventPayload, fields)
    if (Result.isFailure(checked)) {
      setErrors(checked.failure)
      return
    }
    setErrors({})
    void run({
      call:
        id === undefined
          ? api.createStaffEvent(checked.success)
          : api.updateStaffEvent({ id, ...checked.success }),
      changes: eventReads,
      report: null,
    }).then((result) => {
      if (Result.isSuccess(result)) {
        setSaves((count) => count + 1)
        setOutcome({ tone: "success", text: result.success.message })
      } else {
        setErrors(serverFormErrors(result.failure))
        setOutcome({ tone: "danger", text: actionErrorText(result.failure) })
      }
    })
  }

  const remove = (event: EventView) => {
    setOutcome(undefined)
    void run({ call: api.deleteStaffEvent({ id: event.id }), changes: eventReads, report: null }).then(
      (result) =>
        setOutcome(
          Result.isSuccess(result)
            ? { tone: "success", text: result.success.message }
            : { tone: "danger", text: actionErrorText(result.failure) },
        ),
    )
  }

  return (
    <EventSchedule
      key={saves}
      events={state.status === "loaded" ? { status: "loaded", value: state.value.events } : state}
      onSave={save}
      onDelete={remove}
      onOpen={forget}
      errors={errors}
      isPending={isPending}
      outcome={outcome}
    />
  )
}

export default EventsPage
