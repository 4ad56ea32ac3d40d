import { ApiHttpError, ApiNetworkError } from "@gatehouse/api-client"
import { describe, expect, it } from "vitest"
import { payloadOf, saveFailureOf } from "../src/console/news/newsEditorActions.ts"

describe("the news editor's container", () => {
  it("sends an empty or blank thumbnail as none, and a given one trimmed", () => {
    const draft = { type: 2 as const, subject: "Lanterns", content: "<p>Soon</p>", published: true }
    expect(payloadOf({ ...draft, imgThumbnail: "  " }).imgThumbnail).toBeNull()
    expect(payloadOf({ ...draft, imgThumbnail: " /media/uploads/ab " }).imgThumbnail).toBe(
      "/media/uploads/ab",
    )
  })

  it("shows a refused save's sentence on top and each message under its field, whichever check refused it", () => {
    const refused = new ApiHttpError({
      status: 422,
      body: {
        message: "The news item was not saved. Please correct the marked fields.",
        errors: { subject: ["Write a subject."], "payload.content": ["Too long."], "payload.other": ["x"] },
      },
    })
    expect(saveFailureOf(refused)).toEqual({
      message: "The news item was not saved. Please correct the marked fields.",
      errors: { subject: "Write a subject.", content: "Too long." },
    })
  })

  it("tells a save that got no answer without field messages", () => {
    const failure = saveFailureOf(new ApiNetworkError({ cause: new Error("offline") }))
    expect(failure.errors).toEqual({})
    expect(failure.message).not.toBe("")
  })
})
