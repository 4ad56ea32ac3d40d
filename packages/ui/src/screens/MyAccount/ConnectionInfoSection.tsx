import { useId } from "react"
import { AccountFormHeading } from "../../components/AccountForm/AccountForm.tsx"
import { Button } from "../../components/Button/Button.tsx"
import { Notice } from "../../components/Notice/Notice.tsx"
import * as styles from "./MyAccount.css.ts"

/** GET /user-ip as the page has it: still loading, failed, or the player's address and status. */
export type ConnectionState =
  | { readonly _tag: "Loading" }
  | { readonly _tag: "Failed" }
  | { readonly _tag: "Loaded"; readonly CC_IP: string; readonly CC_status: number }

export interface ConnectionInfoSectionProps {
  readonly connection: ConnectionState
  readonly onRequestWhitelist: () => void
  readonly isWhitelistPending: boolean
}

/**
 * What CC_status means to the player: 0 not whitelisted, 2 while a request waits for staff, 1 once
 * it is approved.
 */
export const connectionStatusText = (status: number): string =>
  status === 0 ? "Not whitelisted" : status === 2 ? "Waiting for approval" : "Whitelisted"

/**
 * The player's connection information on My Account, with the button to ask for the IP address to be
 * whitelisted, offered only while it is not.
 */
export const ConnectionInfoSection = ({
  connection,
  onRequestWhitelist,
  isWhitelistPending,
}: ConnectionInfoSectionProps) => {
  const headingId = useId()
  return (
    <section className={styles.part} aria-labelledby={headingId} aria-busy={connection._tag === "Loading"}>
      <AccountFormHeading id={headingId}>Connection Information</AccountFormHeading>
      {connection._tag === "Loading" && <Notice tone="empty">Loading your connection information…</Notice>}
      {connection._tag === "Failed" && (
        <Notice tone="danger">
          Your connection information could not be loaded. Please reload the page.
        </Notice>
      )}
      {connection._tag === "Loaded" && (
        <>
          <dl className={styles.facts}>
            <div className={styles.fact}>
              <dt className={styles.factName}>IP Address</dt>
              <dd className={styles.factValue}>{connection.CC_IP}</dd>
            </div>
            <div className={styles.fact}>
              <dt className={styles.factName}>Status</dt>
              <dd className={styles.factValue}>{connectionStatusText(connection.CC_status)}</dd>
            </div>
          </dl>
          {connection.CC_status === 0 && (
            <div className={styles.actions}>
              <Button tone="primary" onPress={onRequestWhitelist} isPending={isWhitelistPending}>
                Request IP Whitelist
              </Button>
            </div>
          )}
        </>
      )}
    </section>
  )
}
