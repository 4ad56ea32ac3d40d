import { Notice } from "../../components/Notice/Notice.tsx"

/** What a staff action came to: done, or refused and why. */
export interface ConsoleOutcomeNotice {
  readonly tone: "success" | "danger"
  readonly text: string
}

export interface ConsoleOutcomeProps {
  /** The last action's result; nothing shows while there is none. */
  readonly outcome: ConsoleOutcomeNotice | null | undefined
}

/**
 * The result of the last staff action above a list: a refusal interrupts screen readers at once,
 * a success waits until they are idle.
 */
export const ConsoleOutcome = ({ outcome }: ConsoleOutcomeProps) =>
  outcome === null || outcome === undefined ? null : (
    <Notice tone={outcome.tone} announce={outcome.tone === "danger" ? "alert" : "status"}>
      {outcome.text}
    </Notice>
  )
