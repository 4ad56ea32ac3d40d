import { Migrator } from "effect/sql"
import accounts from "./0001_accounts.ts"
import content from "./0002_content.ts"
import characters from "./0003_characters.ts"
import economy from "./0004_economy.ts"
import support from "./0005_support.ts"
import operations from "./0006_operations.ts"
import idempotency from "./0007_idempotency.ts"
import rankingSeasons from "./0008_ranking_seasons.ts"
import downloadPage from "./0009_download_page.ts"
import media from "./0010_media.ts"
import sessionActivity from "./0011_session_activity.ts"
import plainIpv4Addresses from "./0012_plain_ipv4_addresses.ts"
import staffConsole from "./0013_staff_console.ts"
import tickets from "./0014_tickets.ts"
import siteContent from "./0016_site_content.ts"
import shopAdmin from "./0017_shop_admin.ts"
import codeBatches from "./0018_code_batches.ts"
import playersAdmin from "./0019_players_admin.ts"
import gameLink from "./0020_game_link.ts"
import gameCharacters from "./0021_game_characters.ts"
import secondFactor from "./0023_second_factor.ts"
import payments from "./0024_payments.ts"
import characterServices from "./0025_character_services.ts"
import votes from "./0026_votes.ts"
import events from "./0027_events.ts"
import guestTickets from "./0028_guest_tickets.ts"
import contentTranslations from "./0029_content_translations.ts"

/** Every migration in order; a new one gets the next number and is added here. */
export const migrations = Migrator.fromRecord({
  "0001_accounts": accounts,
  "0002_content": content,
  "0003_characters": characters,
  "0004_economy": economy,
  "0005_support": support,
  "0006_operations": operations,
  "0007_idempotency": idempotency,
  "0008_ranking_seasons": rankingSeasons,
  "0009_download_page": downloadPage,
  "0010_media": media,
  "0011_session_activity": sessionActivity,
  "0012_plain_ipv4_addresses": plainIpv4Addresses,
  "0013_staff_console": staffConsole,
  "0014_tickets": tickets,
  "0016_site_content": siteContent,
  "0017_shop_admin": shopAdmin,
  "0018_code_batches": codeBatches,
  "0019_players_admin": playersAdmin,
  "0020_game_link": gameLink,
  "0021_game_characters": gameCharacters,
  "0023_second_factor": secondFactor,
  "0024_payments": payments,
  "0025_character_services": characterServices,
  "0026_votes": votes,
  "0027_events": events,
  "0028_guest_tickets": guestTickets,
  "0029_content_translations": contentTranslations,
})
