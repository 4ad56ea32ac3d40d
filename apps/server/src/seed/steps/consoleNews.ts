import { Effect } from "effect"
import { sanitizeNewsHtml } from "../../content/sanitizeHtml.ts"
import { mediaUrl } from "../../media/catalog.ts"
import { demoEditor } from "../accounts.ts"
import { insertNew, type SeedClock } from "../context.ts"
import { newsTypes } from "../news.ts"

/** Unpublished items by the demo editor, so the console's news list shows drafts beside published news. */
export const demoNewsDrafts = [
  {
    type: newsTypes.event,
    subject: "Lantern Festival (draft)",
    hoursAgo: 2,
    thumbnail: mediaUrl.thumbnail("peaks"),
    html: `<h2>Three nights of lanterns</h2>
<p>Every school lights its lanterns on the <strong>campus walls</strong>. Dates to be confirmed.</p>`,
  },
  {
    type: newsTypes.guide,
    subject: "Guide: forging your first weapon (draft)",
    hoursAgo: 20,
    thumbnail: null,
    html: `<p>Bring <em>iron ore</em> and a forge hammer to the smith in the Sacred Gate courtyard.</p>
<ol><li>Talk to the smith.</li><li>Choose the weapon.</li><li>Wait for the forge.</li></ol>`,
  },
] as const

export const seedNewsDrafts = Effect.fn("DemoSeed.newsDrafts")(function* (clock: SeedClock) {
  // Numbered by the table, after the fixed demo ids, so they never clash with an item of the demo.
  yield* insertNew(
    "news",
    demoNewsDrafts.map((draft) => ({
      type: draft.type,
      subject: draft.subject,
      content: sanitizeNewsHtml(draft.html),
      author: demoEditor.userId,
      img_thumbnail: draft.thumbnail,
      show_thumbnail: draft.thumbnail !== null,
      is_published: false,
      created_at: clock.hoursAgo(draft.hoursAgo),
      updated_at: clock.hoursAgo(draft.hoursAgo),
    })),
  )
})
