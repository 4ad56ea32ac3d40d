import { eventTexts, isEventShown, type ScheduledEvent } from "@gatehouse/domain"
import { useId } from "react"
import { Notice } from "../../components/Notice/Notice.tsx"
import { ServerDate } from "../../components/ServerDate/ServerDate.tsx"
import { Spinner } from "../../components/Spinner/Spinner.tsx"
import { TextLink } from "../../components/TextLink/TextLink.tsx"
import { useHydrated } from "../../hooks/useHydrated.ts"
import { useNow } from "../../hooks/useNow.ts"
import { useDomainMessages, useMessages } from "../../i18n/Messages.tsx"
import type { Loadable } from "../loadable.ts"
import { EventCountdown } from "./EventCountdown.tsx"
import * as styles from "./Home.css.ts"
import english from "./homeTexts.en.json"

/**
 * The next events staff scheduled, each with its start in the server's clock and, once the page is
 * the browser's, the time left ticking each second; an event disappears when it is over. The server's
 * render and the browser's first one show the dates alone, so the two always match.
 */
export const HomeEvents = ({ events }: { readonly events: Loadable<ScheduledEvent> }) => {
  const t = useMessages(english)
  const say = useDomainMessages("eventTexts", eventTexts)
  const titleId = useId()
  const hydrated = useHydrated()
  const now = useNow(1000).getTime()
  const shown =
    events.status !== "loaded"
      ? []
      : hydrated
        ? events.value.filter((event) => isEventShown(event, now))
        : events.value
  return (
    <section className={styles.widget} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {say("title")}
      </h2>
      {events.status === "loading" && <Spinner label={t("homeTexts.eventsLoading")} />}
      {events.status === "failed" && <Notice tone="danger">{t("homeTexts.eventsFailed")}</Notice>}
      {events.status === "loaded" &&
        (shown.length === 0 ? (
          <Notice tone="empty">{say("none")}</Notice>
        ) : (
          <ul className={styles.events}>
            {shown.map((event) => (
              <li key={event.id} className={styles.event}>
                <span className={styles.eventTitle}>
                  {event.link === null ? (
                    event.title
                  ) : (
                    <TextLink href={event.link} isExternal={!event.link.startsWith("/")}>
                      {event.title}
                    </TextLink>
                  )}
                </span>
                <span className={styles.eventWhen}>
                  <ServerDate value={event.startsAt} />
                  {event.endsAt !== null && (
                    <>
                      {" – "}
                      <ServerDate value={event.endsAt} />
                    </>
                  )}
                </span>
                {hydrated && (
                  <EventCountdown
                    startsAt={Date.parse(event.startsAt)}
                    endsAt={event.endsAt === null ? null : Date.parse(event.endsAt)}
                    now={now}
                  />
                )}
              </li>
            ))}
          </ul>
        ))}
    </section>
  )
}
