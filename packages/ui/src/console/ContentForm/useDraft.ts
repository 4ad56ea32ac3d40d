import { useState } from "react"

/**
 * A form's draft and a setter per field: `set("name")` is the field's onChange. Each change starts
 * from the latest draft, so two fields changed in one event both stick.
 */
export const useDraft = <Draft extends object>(initial: Draft) => {
  const [draft, setDraft] = useState(initial)
  const set =
    <Key extends keyof Draft>(key: Key) =>
    (value: Draft[Key]) =>
      setDraft((current) => ({ ...current, [key]: value }))
  return [draft, set] as const
}
