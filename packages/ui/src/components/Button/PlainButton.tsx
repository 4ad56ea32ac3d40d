import { type ButtonAppearance, buttonClass } from "./appearance.ts"

export interface PlainButtonProps extends ButtonAppearance {
  readonly type?: "button" | "submit"
  readonly onPress?: () => void
  /** While its action runs: announced as unavailable and not pressable again, but still focusable. */
  readonly isPending?: boolean
}

/**
 * A native button in the theme's look, for the frame that every page loads (login and welcome boxes):
 * it keeps react-aria out of the first page. Inside react-aria overlays and triggers use `Button`.
 */
export const PlainButton = ({
  tone,
  isFullWidth,
  children,
  type = "button",
  onPress,
  isPending,
}: PlainButtonProps) => (
  <button
    type={type}
    className={buttonClass({ tone, isFullWidth })}
    aria-disabled={isPending || undefined}
    data-pending={isPending || undefined}
    onClick={(event) => {
      if (isPending) event.preventDefault()
      else onPress?.()
    }}
  >
    {children}
  </button>
)
