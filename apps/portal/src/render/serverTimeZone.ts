import { isTimeZoneName, timeZoneMetaName } from "@gatehouse/domain"

/**
 * The game's time zone the server wrote into the page's head (GAME_TIME_ZONE), for the header clock;
 * undefined when the page names none or one this browser does not know, and the clock keeps Manila.
 */
export const serverTimeZone = (page: Document): string | undefined => {
  const named = page.querySelector(`meta[name="${timeZoneMetaName}"]`)?.getAttribute("content") ?? undefined
  return named !== undefined && isTimeZoneName(named) ? named : undefined
}
