import { type ButtonAppearance, buttonClass } from "./appearance.ts"

export interface PlainButtonProps extends ButtonAppearance {
  /** "submit" sends the form the button sits in; "button" (the default) only calls its action. */
  readonly type?: "button" | "submit"
  /** What happens when the button is pressed. */
  readonly onPress?: () => void
  /**
   * While its action runs: screen readers hear it is busy and it cannot be pressed again, but keyboard focus
   * stays on it.
   */
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
