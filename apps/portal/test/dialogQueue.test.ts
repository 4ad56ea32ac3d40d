import { describe, expect, it } from "vitest"
import { makeDialogQueue } from "../src/dialogs/dialogQueue.ts"

describe("dialog queue", () => {
  it("shows alerts one at a time in the order they were raised", async () => {
    const queue = makeDialogQueue()
    const closedFirst = queue.show({ title: "Notice", message: "first" })
    void queue.show({ title: "Notice", message: "second" })

    expect(queue.getCurrent()?.message).toBe("first")
    queue.closeCurrent()
    await closedFirst
    expect(queue.getCurrent()?.message).toBe("second")
    queue.closeCurrent()
    expect(queue.getCurrent()).toBeNull()
  })

  it("lets the caller continue only after the player closes the alert", async () => {
    const queue = makeDialogQueue()
    let closed = false
    const shown = queue.show({ title: "ERROR!", message: "Unkown Error : Status 501" }).then(() => {
      closed = true
    })

    await Promise.resolve()
    expect(closed).toBe(false)
    queue.closeCurrent()
    await shown
    expect(closed).toBe(true)
  })
})
