import { type ReactNode, useEffect, useId, useRef, useState } from "react"
import { Form } from "react-aria-components"
import { Button } from "../Button/Button.tsx"
import * as styles from "./AccountForm.css.ts"
import { revealFirstError } from "./revealFirstError.ts"

export interface AccountFormProps {
  /** The form's heading, for example "Find ID" or "Change Password". */
  readonly title: string
  /** 1 when the form is the whole page, 2 when it is one part of a page. */
  readonly headingLevel?: 1 | 2
  /** A line under the heading saying what the form does. */
  readonly description?: ReactNode
  /** The text of the form's one button, for example "Submit" or "Save". */
  readonly submitLabel: string
  /** Called each time the player presses the button; the page checks the fields and answers. */
  readonly onSubmit: () => void
  /** While the request runs: the button waits and cannot be pressed again. */
  readonly isPending?: boolean
  /** The form's fields, in one column on phones and two on wide screens. */
  readonly children: ReactNode
}

export interface AccountFormHeadingProps {
  /** The heading's text. */
  readonly children: ReactNode
  /** 1 for the heading of the whole page (larger), 2 for one part of a page. */
  readonly level?: 1 | 2
  /** The heading's id, so the section it heads can be named by it. */
  readonly id?: string
}

/**
 * The heading of an account form or of a part of the account page, with its diamond ornament and a
 * rule under it, so every part of the account screens is headed alike.
 */
export const AccountFormHeading = ({ children, level = 2, id }: AccountFormHeadingProps) => {
  const Heading = level === 1 ? "h1" : "h2"
  return (
    <Heading id={id} className={styles.heading[level === 1 ? "page" : "part"]}>
      <span className={styles.ornament} aria-hidden="true" />
      {children}
    </Heading>
  )
}

/**
 * The titled form every account screen is made of (register, find ID, find password, change or reset
 * password, account details): its fields in one column on phones and two on wide screens, and one
 * submit button. Validation is the caller's, with the domain's messages on each field; after a press
 * that leaves messages, the first wrong field takes the focus and is scrolled into view.
 */
export const AccountForm = ({
  title,
  headingLevel = 2,
  description,
  submitLabel,
  onSubmit,
  isPending = false,
  children,
}: AccountFormProps) => {
  const headingId = useId()
  const formRef = useRef<HTMLFormElement>(null)
  // Counts the presses, so that each one, once its messages are drawn, brings the first into view.
  const [submits, setSubmits] = useState(0)
  useEffect(() => {
    if (submits > 0 && formRef.current !== null) revealFirstError(formRef.current)
  }, [submits])
  return (
    <section className={styles.root} aria-labelledby={headingId}>
      <AccountFormHeading id={headingId} level={headingLevel}>
        {title}
      </AccountFormHeading>
      {description !== undefined && <p className={styles.description}>{description}</p>}
      <Form
        className={styles.form}
        validationBehavior="aria"
        aria-labelledby={headingId}
        ref={formRef}
        onSubmit={(event) => {
          event.preventDefault()
          if (isPending) return
          onSubmit()
          setSubmits((count) => count + 1)
        }}
      >
        <div className={styles.fields}>{children}</div>
        <div className={styles.actions}>
          <Button type="submit" tone="primary" isPending={isPending}>
            {submitLabel}
          </Button>
        </div>
      </Form>
    </section>
  )
}

/** Wraps a field that takes the whole row on wide screens (the terms, a form's only field). */
export const AccountFormRow = ({
  children,
}: {
  /** The field (or line of text) that takes the whole row. */
  readonly children: ReactNode
}) => <div className={styles.wide}>{children}</div>
