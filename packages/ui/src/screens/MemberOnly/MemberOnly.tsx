import { validationMessages } from "@gatehouse/domain"
import { LinkButton } from "../../components/Button/Button.tsx"
import { useDomainMessages, useMessages } from "../../i18n/Messages.tsx"
import * as styles from "./MemberOnly.css.ts"
import english from "./MemberOnly.en.json"

export interface MemberOnlyProps {
  /** The page's heading: the section's name. */
  readonly title: string
}

/**
 * A player's page (cart, histories) opened by a guest: the heading, 'Please Login to Continue!' and
 * the way to log in, instead of a call the server would refuse.
 */
export const MemberOnly = ({ title }: MemberOnlyProps) => {
  const t = useMessages(english)
  const sayValidation = useDomainMessages("validationMessages", validationMessages)
  return (
    <article className={styles.root}>
      <h1 className={styles.heading}>{title}</h1>
      <p className={styles.note}>{sayValidation("loginToContinue")}</p>
      <LinkButton tone="primary" href="/login">
        {t("MemberOnly.login")}
      </LinkButton>
    </article>
  )
}
