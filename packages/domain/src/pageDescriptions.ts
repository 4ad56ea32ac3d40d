import type { Section } from "./frame.ts"

/**
 * What each page offers, in one sentence: the page's meta description, which search engines show
 * under its title and chat apps under a shared link. Written for someone who has not seen the site.
 */
export const pageDescriptions: Readonly<Record<Section, string>> = {
  staff: "The staff console: news, site content, the shop, codes, tickets and players.",
  home: "News, guides, rankings, the game client download and your player account for our fan-run action RPG server.",
  news: "Announcements, events and guides from the server's staff, newest first.",
  topic: "Announcements, events and guides from the server's staff, newest first.",
  story:
    "How the single campus of Eldmoor broke into three academies, and the map of the valley they fight over.",
  characters: "The character classes of the game and how each one plays.",
  gamesystem:
    "What a new student needs before the first school war: schools, classes, levels, rankings, clubs and the item shop.",
  instructions: "The game screen explained part by part, with the default keys and the chat commands.",
  itemshop: "The item shop: items for your characters, paid with R-Coin or Milleage.",
  topup: "Redeem a top-up code for R-Coin on your player account.",
  shoppingcart: "The items in your shopping cart and their total before you buy.",
  shoppurchases: "Every item you bought in the item shop, with its date and price.",
  topuphistory: "Every top-up code you redeemed, with its date and the R-Coin it added.",
  gallery: "Screenshots from the game, chosen by the staff.",
  rankings: "The strongest players and the richest schools of the running season, and the seasons before it.",
  tournament: "Tournaments between the server's players: not open yet. The rankings and the news are open.",
  forum: "The players' forum boards: not open yet. The news and the community pages are open.",
  downloads: "Download the game client and its patches, with the computer it needs.",
  wallpaper: "Wallpapers from the game for your desktop and phone.",
  movies: "Trailers and videos from the game.",
  ticket: "Ask the staff for help with your account or the game.",
  checkticket: "Read the answers to the help requests you sent the staff.",
  socials: "Where the server's players meet outside the game.",
  serverinfo: "The game server's settings and state.",
  Register: "Create a free player account for the game and the portal.",
  user: "Your player account: your characters, your connection and your settings.",
  changepassword: "Change your account's password.",
  characterservices:
    "Reset a character's stats, change its school or name, bring it back to its campus, or fix a stuck login.",
  vote: "Vote for the server on toplist sites; every vote a site confirms earns you Milleage.",
  findaccount: "Find your user ID or set a new password with your account's email and secret answer.",
  login: "Log in to your player account.",
  operationpolicy: "The rules of play on the server and how the staff enforce them.",
  privacypolicy: "What the server keeps about your account and why.",
  cashagreement: "The terms of R-Coin top-ups and item shop purchases.",
  termsofservice: "The terms every player agrees to when creating an account.",
  notfound: "This page does not exist. The news, guides and downloads are a click away.",
}
