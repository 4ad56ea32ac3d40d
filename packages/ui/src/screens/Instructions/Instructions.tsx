import { useId } from "react"
import { useMessages } from "../../i18n/Messages.tsx"
import { ChatCommandTable } from "./ChatCommandTable.tsx"
import * as styles from "./Instructions.css.ts"
import { InterfaceArt } from "./InterfaceArt.tsx"
import english from "./instructionsTexts.en.json"
import { instructionTopicsIn } from "./instructionsTexts.ts"
import { TopicHotspot } from "./TopicHotspot.tsx"

/**
 * The Instructions page: a picture of the game screen with nine numbered hotspots, each
 * opening a popup about that part of the interface, then the chat commands. The hotspots are a list
 * in reading order, so a screen reader reaches every topic as a named button; the legend under the
 * picture tells sighted players what each number is.
 */
export const Instructions = () => {
  const t = useMessages(english)
  const topics = instructionTopicsIn(t)
  const chatHeadingId = useId()
  return (
    <article className={styles.root}>
      <h1 className={styles.heading}>{t("instructionsTexts.heading")}</h1>
      <p className={styles.note}>{t("instructionsTexts.intro")}</p>
      <figure className={styles.figure} aria-label={t("instructionsTexts.figureLabel")}>
        <div className={styles.stage}>
          <InterfaceArt description={t("instructionsTexts.figureAlt")} />
          <ol className={styles.hotspots} aria-label={t("instructionsTexts.topicsLabel")}>
            {topics.map((topic, index) => (
              <li
                key={topic.id}
                className={styles.hotspotItem}
                style={{ left: `${topic.at.x}%`, top: `${topic.at.y}%` }}
              >
                <TopicHotspot topic={topic} number={index + 1} />
              </li>
            ))}
          </ol>
        </div>
        <div className={styles.section}>
          <p className={styles.note}>{t("instructionsTexts.legendHeading")}</p>
          <ol className={styles.legend}>
            {topics.map((topic, index) => (
              <li key={topic.id} className={styles.legendItem}>
                <span className={styles.legendNumber} aria-hidden="true">
                  {index + 1}
                </span>
                {topic.name}
              </li>
            ))}
          </ol>
        </div>
      </figure>
      <section className={styles.section} aria-labelledby={chatHeadingId}>
        <h2 id={chatHeadingId} className={styles.subheading}>
          {t("instructionsTexts.chatHeading")}
        </h2>
        <p className={styles.note}>{t("instructionsTexts.chatIntro")}</p>
        <ChatCommandTable headingId={chatHeadingId} />
      </section>
    </article>
  )
}
