import { screen, waitFor, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { describe, expect, it } from "vitest"
import { loginAnswer } from "./fixtures.ts"
import { findAlert, renderPortal } from "./renderPortal.tsx"

/** The first wait includes loading the login page's chunk, slow on a busy machine. */
const patient = { timeout: 5000 }

const fillAndLogIn = async (username: string, password: string) => {
  await userEvent.type(await screen.findByLabelText("Username", {}, patient), username)
  await userEvent.type(screen.getByLabelText("Password"), password)
  await userEvent.click(screen.getByRole("button", { name: "Login" }))
}

describe("the login page", () => {
  it("stays on /login after a refused login, tells why in the plain alert and keeps what was typed", async () => {
    const portal = renderPortal({
      at: "/login",
      api: { "POST /processlogin": { status: 422, body: { message: "Invalid User ID or Password." } } },
    })
    await fillAndLogIn("swordfish", "wrong-one")

    const alert = await findAlert()
    expect(within(alert).getByText("Invalid User ID or Password.")).toBeTruthy()
    expect(portal.currentPath()).toBe("/login")
    expect(screen.getByLabelText<HTMLInputElement>("Username").value).toBe("swordfish")
    expect(screen.getByLabelText<HTMLInputElement>("Password").value).toBe("wrong-one")
  })

  it("sends the player home once the login succeeds", async () => {
    const portal = renderPortal({ at: "/login", api: { "POST /processlogin": loginAnswer(1) } })
    await fillAndLogIn("swordfish", "hunter22")

    await waitFor(() => expect(portal.currentPath()).toBe("/"))
  })
})
