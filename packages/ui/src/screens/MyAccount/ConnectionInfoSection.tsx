import { plainAddress } from "@gatehouse/domain"
import { useId } from "react"
import { AccountFormHeading } from "../../components/AccountForm/AccountForm.tsx"
import { Button } from "../../components/Button/Button.tsx"
import { Notice } from "../../components/Notice/Notice.tsx"
import type { KeysOf } from "../../i18n/catalogues/keysOf.ts"
import { type Translate, useMessages } from "../../i18n/Messages.tsx"
import type { LoadState } from "../loadable.ts"
import english from "./ConnectionInfoSection.en.json"
import * as styles from "./MyAccount.css.ts"

/** GET /user-ip: the player's address and its whitelist status. */
export interface ConnectionInfo {
  readonly CC_IP: string
  readonly CC_status: number
}

export interface ConnectionInfoSectionProps {
  /** The connection: still loading, failed, or loaded. */
  readonly connection: LoadState<ConnectionInfo>
  readonly onRequestWhitelist: () => void
  readonly isWhitelistPending: boolean
}

/**
 * What CC_status means to the player, about the address they connect from: 0 not whitelisted (never
 * asked), 2 while a request waits for staff, 1 once it is approved, 3 when staff turned it down.
 */
export const connectionStatusText = (
  status: number,
  address: string,
  t: Translate<KeysOf<"ConnectionInfoSection">>,
): string =>
  status === 0
    ? t("ConnectionInfoSection.notWhitelisted")
    : status === 2
      ? t("ConnectionInfoSection.waiting", { address })
      : status === 3
        ? t("ConnectionInfoSection.notApproved", { address })
        : t("ConnectionInfoSection.approved", { address })

/** The statuses from which the player may ask (again): never asked, or turned down. */
const mayRequest = (status: number) => status === 0 || status === 3

/** What the request button does, said beside it. */
export const whitelistRequestNote = (
  address: string,
  t: Translate<KeysOf<"ConnectionInfoSection">>,
): string => t("ConnectionInfoSection.requestNote", { address })

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
  const t = useMessages(english)
  return (
    <section className={styles.part} aria-labelledby={headingId} aria-busy={connection.status === "loading"}>
      <AccountFormHeading id={headingId}>{t("ConnectionInfoSection.heading")}</AccountFormHeading>
      {connection.status === "loading" && <Notice tone="empty">{t("ConnectionInfoSection.loading")}</Notice>}
      {connection.status === "failed" && <Notice tone="danger">{t("ConnectionInfoSection.failed")}</Notice>}
      {connection.status === "loaded" && (
        <LoadedConnection
          address={plainAddress(connection.value.CC_IP)}
          status={connection.value.CC_status}
          onRequestWhitelist={onRequestWhitelist}
          isWhitelistPending={isWhitelistPending}
        />
      )}
    </section>
  )
}

/** The address, its whitelist state in words, and the request button while it is not whitelisted. */
const LoadedConnection = ({
  address,
  status,
  onRequestWhitelist,
  isWhitelistPending,
}: {
  readonly address: string
  readonly status: number
} & Omit<ConnectionInfoSectionProps, "connection">) => {
  const t = useMessages(english)
  return (
    <>
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt className={styles.factName}>{t("ConnectionInfoSection.ipAddress")}</dt>
          <dd className={styles.factValue}>{address}</dd>
        </div>
        <div className={styles.fact}>
          <dt className={styles.factName}>{t("ConnectionInfoSection.whitelist")}</dt>
          <dd className={styles.factWords}>{connectionStatusText(status, address, t)}</dd>
        </div>
      </dl>
      {mayRequest(status) && (
        <div className={styles.request}>
          <p className={styles.requestNote}>{whitelistRequestNote(address, t)}</p>
          <Button tone="primary" onPress={onRequestWhitelist} isPending={isWhitelistPending}>
            {t("ConnectionInfoSection.request")}
          </Button>
        </div>
      )}
    </>
  )
}
