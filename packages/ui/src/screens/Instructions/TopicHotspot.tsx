import { Button as AriaButton, DialogTrigger, VisuallyHidden } from "react-aria-components"
import { Button } from "../../components/Button/Button.tsx"
import { DialogFrame } from "../../components/DialogFrame/DialogFrame.tsx"
import { useMessages } from "../../i18n/Messages.tsx"
import * as styles from "./Instructions.css.ts"
import english from "./instructionsTexts.en.json"
import type { InstructionTopic } from "./instructionsTexts.ts"
import { KeyTable, MouseTable } from "./TopicTables.tsx"

export interface TopicHotspotProps {
  readonly topic: InstructionTopic
  /** The marker's number, matching the legend under the picture. */
  readonly number: number
}

/**
 * One numbered marker on the interface picture and the popup it opens. The popup is a modal dialog
 * at every width rather than a popover anchored to the marker: its texts and key table need more
 * room than a popover beside a marker has on a phone, and one behaviour everywhere is easier to
 * learn. Escape, the Close button and a click outside close it; focus returns to the marker.
 */
export const TopicHotspot = ({ topic, number }: TopicHotspotProps) => {
  const t = useMessages(english)
  return (
    <DialogTrigger>
      <AriaButton className={styles.hotspot}>
        <span aria-hidden="true">{number}</span>
        <VisuallyHidden>{topic.name}</VisuallyHidden>
      </AriaButton>
      <DialogFrame
        title={topic.name}
        size="wide"
        isDismissable
        actions={
          <Button slot="close" tone="secondary">
            {t("instructionsTexts.close")}
          </Button>
        }
      >
        {topic.paragraphs.map((paragraph) => (
          <p key={paragraph} className={styles.dialogText}>
            {paragraph}
          </p>
        ))}
        {topic.id === "keyboardShortcuts" && <KeyTable />}
        {topic.id === "mouseControl" && <MouseTable />}
      </DialogFrame>
    </DialogTrigger>
  )
}
