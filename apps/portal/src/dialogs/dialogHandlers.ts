import type { PolicyHandlers } from "@gatehouse/api-client"
import type { SessionStore } from "../session/sessionStore.ts"
import { alertTitles } from "./alertTitles.ts"
import type { DialogQueue } from "./dialogQueue.ts"

/** The title of an alert the spec gives no title (the product used the browser's untitled alert). */
export const plainAlertTitle = alertTitles.notice

/**
 * What the api-client's spec §8 policy may do in the portal: queue an alert (and wait until it is
 * closed, as the browser's alert blocked), clear the session, change the route.
 */
export const makePolicyHandlers = (
  dialogs: DialogQueue,
  session: SessionStore,
  navigate: (path: string) => void,
): PolicyHandlers => ({
  alert: (title, message) => dialogs.show({ title: title ?? plainAlertTitle, message }),
  clearSession: session.clear,
  redirect: navigate,
})
