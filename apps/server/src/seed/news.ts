import type { SceneMotif } from "@gatehouse/art"

/** 0 announcements (only in the "all" list), 1 guides, 2 events: the `type` of a news row. */
export const newsTypes = { announcement: 0, guide: 1, event: 2 } as const

export interface DemoNews {
  /** Fixed, so links such as the footer's privacy policy (topic 2) work on every demo database. */
  readonly id: number
  readonly type: (typeof newsTypes)[keyof typeof newsTypes]
  readonly subject: string
  readonly author: string
  /** How long before the seed ran it was posted. */
  readonly hoursAgo: number
  readonly thumbnail: SceneMotif | null
  readonly html: string
}

/** The footer's privacy-policy link opens news topic 2 (spec §2 Footer). */
export const privacyPolicyNewsId = 2

export const demoNews: ReadonlyArray<DemoNews> = [
  {
    id: 1,
    type: newsTypes.announcement,
    subject: "Welcome to the Gatehouse",
    author: "GM Aldric",
    hoursAgo: 24 * 40,
    thumbnail: "gate",
    html: `<p>The gates are open! This portal is your home for news, guides, rankings and your account.</p>
<ul><li>Read the <a href="/news">latest news</a> and event schedules.</li>
<li>Check the monthly <a href="/rankings">top 100</a>.</li>
<li>Download the client from the <a href="/downloads">download page</a>.</li></ul>
<p>See you inside the campus walls.</p>`,
  },
  {
    id: privacyPolicyNewsId,
    type: newsTypes.announcement,
    subject: "Privacy Policy",
    author: "Staff",
    hoursAgo: 24 * 60,
    thumbnail: null,
    html: `<h2>What we keep</h2>
<p>Your user ID, e-mail address, name, secret question and a salted hash of your password and secret
answer. We never store your password itself.</p>
<h2>Why we keep it</h2>
<p>To run your game account, deliver what you buy in the item shop and answer your support tickets.</p>
<h2>Your choices</h2>
<p>You can change your details on the <a href="/user">account page</a>, or ask support to close your account.</p>`,
  },
  {
    id: 3,
    type: newsTypes.announcement,
    subject: "Scheduled maintenance this Thursday",
    author: "GM Aldric",
    hoursAgo: 30,
    thumbnail: "library",
    html: `<p>The game servers will be offline on <strong>Thursday from 02:00 to 05:00 (GMT+08:00)</strong>.</p>
<p>We are moving the world servers to new hardware. The portal stays online; purchases made during the
window are delivered when the servers return.</p>`,
  },
  {
    id: 4,
    type: newsTypes.event,
    subject: "Moonlit Tournament: sign-ups open",
    author: "GM Sora",
    hoursAgo: 6,
    thumbnail: "arena",
    html: `<p>The <strong>Moonlit Tournament</strong> returns! Teams of five from every school meet in the arena.</p>
<table><thead><tr><th>Round</th><th>Day</th></tr></thead>
<tbody><tr><td>Qualifiers</td><td>Saturday</td></tr><tr><td>Finals</td><td>Sunday</td></tr></tbody></table>
<p>Prizes: R-Coin for every finalist and a title for the champions.</p>`,
  },
  {
    id: 5,
    type: newsTypes.event,
    subject: "Double experience weekend",
    author: "GM Sora",
    hoursAgo: 24 * 3,
    thumbnail: "peaks",
    html: `<p>From Friday 18:00 to Monday 06:00 every monster gives <strong>double experience</strong>.</p>
<p>Party up and climb the level ranking before the month resets.</p>`,
  },
  {
    id: 6,
    type: newsTypes.event,
    subject: "Phoenix festival in the capital",
    author: "GM Ilse",
    hoursAgo: 24 * 9,
    thumbnail: "phoenix",
    html: `<p>Lanterns are up in the capital for the Phoenix festival. Talk to the festival keeper for daily quests
that reward <em>festival tokens</em>, exchangeable for costumes until the end of the month.</p>`,
  },
  {
    id: 7,
    type: newsTypes.event,
    subject: "Market days: Milleage bonus",
    author: "GM Ilse",
    hoursAgo: 24 * 16,
    thumbnail: "market",
    html: `<p>Every redeemed code this week also gives <strong>10% of its value in Milleage</strong>.</p>`,
  },
  {
    id: 8,
    type: newsTypes.event,
    subject: "School war: Sacred Gate defends the crown",
    author: "GM Sora",
    hoursAgo: 24 * 25,
    thumbnail: "gate",
    html: `<p>Last week's school war ended with Sacred Gate holding the crown for the third time in a row.
Mystic Peak and Phoenix, the next war starts on the first of the month.</p>`,
  },
  {
    id: 9,
    type: newsTypes.guide,
    subject: "Beginner's guide: your first ten levels",
    author: "GM Aldric",
    hoursAgo: 12,
    thumbnail: "library",
    html: `<h2>Choose a school</h2>
<p>Sacred Gate, Mystic Peak and Phoenix differ in home town and allies, not in strength.</p>
<h2>Choose a class</h2>
<p>Brawlers and swordsmen fight up close, archers and gunners from afar, shamans heal.</p>
<ol><li>Finish the tutorial quests in town.</li><li>Set your skills on the quick slots (F1-F4).</li>
<li>Join a party with <code>/party</code> for faster experience.</li></ol>`,
  },
  {
    id: 10,
    type: newsTypes.guide,
    subject: "Chat commands everyone should know",
    author: "GM Ilse",
    hoursAgo: 24 * 5,
    thumbnail: null,
    html: `<ul><li><code>/say</code> or <code>/s</code>: talk to everyone around you.</li>
<li><code>/party</code>, <code>/p</code> or <code>#</code>: your party.</li>
<li><code>/club</code>, <code>/c</code> or <code>%</code>: your club.</li>
<li><code>/w</code> name: whisper; <code>/r</code> replies.</li>
<li><code>/yell</code>: shout to the whole server with a Megaphone.</li></ul>`,
  },
  {
    id: 11,
    type: newsTypes.guide,
    subject: "Item enhancement explained",
    author: "GM Sora",
    hoursAgo: 24 * 12,
    thumbnail: "market",
    html: `<p>Enhancement raises an item's stats one grade at a time. From grade +6 a failed attempt may lower the
grade, so use a <strong>protection scroll</strong> for the risky steps.</p>`,
  },
  {
    id: 12,
    type: newsTypes.guide,
    subject: "How to redeem an R-Coin code",
    author: "Staff",
    hoursAgo: 24 * 20,
    thumbnail: null,
    html: `<ol><li>Log in and open <a href="/topup">Top Up R-Coin</a>.</li>
<li>Type the code exactly as printed: codes are case-sensitive and work once.</li>
<li>Add a streamer's referral code if you have one.</li></ol>
<p>Your new balance shows at once in the sidebar.</p>`,
  },
  {
    id: 13,
    type: newsTypes.guide,
    subject: "Pets and mounts: a field guide",
    author: "GM Ilse",
    hoursAgo: 24 * 33,
    thumbnail: "peaks",
    html: `<p>Pets pick up loot and mounts double your walking speed. Both are sold in the item shop and can be
renamed with a name tag.</p>`,
  },
]
