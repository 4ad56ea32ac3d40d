import { parseServerDate } from "@gatehouse/domain"
import { useSiteConfig } from "../../config/SiteConfigProvider.tsx"
import { useFormats } from "../../i18n/useFormats.ts"

export interface ServerDateProps {
  /** The date as the server sent it (`2026-11-22T01:09:31.135Z`); missing or unreadable reads 'No date available' (in the page's language). */
  readonly value: string | null | undefined
}

/**
 * A date and time as a player reads them ("Nov 22, 2026, 9:09 AM", in Filipino "Nob 22, 2026, 9:09 AM"), in the server's time zone (the
 * header clock's, from the site config), whatever zone the player's device is in. Machines read the
 * exact instant from the `<time>` element.
 */
export const ServerDate = ({ value }: ServerDateProps) => {
  const { clock } = useSiteConfig()
  const { dateTime } = useFormats()
  const at = parseServerDate(value)
  const text = dateTime(value, clock.timeZone)
  return at === null ? text : <time dateTime={new Date(at).toISOString()}>{text}</time>
}
