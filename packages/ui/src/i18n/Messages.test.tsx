import { cleanup, render, screen } from "@testing-library/react"
import { afterEach, describe, expect, it, vi } from "vitest"
import filipino from "../components/LoginForm/LoginForm.fil.json"
import { LoginForm } from "../components/LoginForm/LoginForm.tsx"
import { type Catalogue, MessagesProvider } from "./Messages.tsx"

afterEach(cleanup)

const form = <LoginForm onLogin={() => {}} usernameLabel="User ID" />

describe("a component's words", () => {
  it("are its English without a language around it", () => {
    render(form)
    expect(screen.getByRole("button").textContent).toBe("Login")
  })

  it("come from the chosen language's catalogue", () => {
    render(
      <MessagesProvider language="fil" catalogue={filipino}>
        {form}
      </MessagesProvider>,
    )
    expect(screen.getByRole("button").textContent).toBe("Mag-login")
  })

  it("fall back to English key by key, and a missing key is said once in development", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {})
    const catalogue: Catalogue = { "LoginForm.password": ["Lihim na salita"] }
    render(
      <MessagesProvider language="xx" catalogue={catalogue}>
        {form}
        {form}
      </MessagesProvider>,
    )
    expect(screen.getAllByLabelText("Lihim na salita")).toHaveLength(2)
    expect(screen.getAllByRole("button")[0]?.textContent).toBe("Login")
    expect(warn).toHaveBeenCalledTimes(1)
    expect(warn.mock.calls[0]?.[0]).toContain('"LoginForm.login"')
    warn.mockRestore()
  })
})
