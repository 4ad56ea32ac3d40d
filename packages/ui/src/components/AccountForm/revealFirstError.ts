/**
 * Moves the focus to a form's first field marked wrong and scrolls it to the middle of the screen:
 * a long form's messages can be far above the button that was pressed (a phone's sign-up form puts
 * the first one about a thousand pixels up), where neither the eye nor a screen reader would find
 * them. Centred rather than at the top, so a sticky header never covers the field or its label.
 */
export const revealFirstError = (form: HTMLFormElement): void => {
  const field = form.querySelector<HTMLElement>('[aria-invalid="true"]')
  if (field === null) return
  field.scrollIntoView?.({ block: "center" })
  field.focus({ preventScroll: true })
}
