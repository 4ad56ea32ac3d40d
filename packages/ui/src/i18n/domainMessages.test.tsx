import { validationMessages } from "@gatehouse/domain"
import { cleanup, fireEvent, render, screen } from "@testing-library/react"
import type { ReactNode } from "react"
import { afterEach, describe, expect, it } from "vitest"
import { LoginForm } from "../components/LoginForm/LoginForm.tsx"
import { Register } from "../screens/Register/Register.tsx"
import { GuestTicket } from "../screens/SubmitTicket/GuestTicket.tsx"
import { filipinoCatalogue } from "./catalogues/filipino.ts"
import { MessagesProvider, useDomainText } from "./Messages.tsx"

afterEach(cleanup)

const inFilipino = (children: ReactNode) => (
  <MessagesProvider language="fil" catalogue={filipinoCatalogue} onMissingMessage={null}>
    {children}
  </MessagesProvider>
)

const loginForm = <LoginForm onLogin={() => {}} usernameLabel="User ID" />

const submitEmpty = () => fireEvent.submit(screen.getByRole("button").closest("form") as HTMLFormElement)

describe("the domain's sentences on a form", () => {
  it("are the specification's English without a language around them", () => {
    render(loginForm)
    submitEmpty()
    expect(screen.getByText(validationMessages.usernameRequired)).toBeTruthy()
    expect(screen.getByText("Password is required.")).toBeTruthy()
  })

  it("are Filipino on a Filipino page", () => {
    render(inFilipino(loginForm))
    submitEmpty()
    expect(screen.getByText("Kailangan ang Username.")).toBeTruthy()
    expect(screen.getByText("Kailangan ang Password.")).toBeTruthy()
    expect(screen.queryByText(validationMessages.usernameRequired)).toBeNull()
  })

  it("answer a ticket form in Filipino, whichever domain table the rule took its sentence from", () => {
    render(inFilipino(<GuestTicket onSubmit={() => {}} />))
    fireEvent.submit(document.querySelector("form") as HTMLFormElement)
    expect(screen.getByText("Kailangan ang Email.")).toBeTruthy()
    expect(screen.getByText("Kailangan ang Subject.")).toBeTruthy()
    expect(screen.getByText("Kailangan ang Message.")).toBeTruthy()
    expect(screen.getByText("Mag-login muna para makapag-submit ng ticket.")).toBeTruthy()
  })

  it("name the secret questions, genders and countries in Filipino, sending the same values", () => {
    render(inFilipino(<Register onRegister={() => {}} />))
    expect(screen.getByRole("option", { name: "Ano ang paborito mong kulay?" })).toBeTruthy()
    expect(screen.getByRole("radio", { name: "Babae" })).toBeTruthy()
    const philippines = screen.getByRole("option", { name: "Pilipinas" }) as HTMLOptionElement
    expect(philippines.value).toBe("Philippines")
    expect(philippines.index).toBe(0)
  })

  it("keep the register form's English as the specification writes it", () => {
    render(<Register onRegister={() => {}} />)
    expect(screen.getByRole("option", { name: "What is your favorite color?" })).toBeTruthy()
    expect(screen.getByRole("radio", { name: "Female" })).toBeTruthy()
    expect((screen.getAllByRole("option", { name: "Philippines" })[0] as HTMLOptionElement).index).toBe(0)
  })
})

const table = { unknown: "Unkown Error : Status {status}", plain: "Network Error" } as const

const Said = ({ text }: { readonly text: string }) => {
  const say = useDomainText("sample", table)
  return <p>{say(text)}</p>
}

describe("a text a domain rule wrote in English", () => {
  const catalogue = { "sample.unknown": ["Hindi kilalang error : Status ", ["status"]] }

  it("is said in the chosen language with its values, found by the table's sentence", () => {
    render(
      <MessagesProvider language="fil" catalogue={catalogue} onMissingMessage={null}>
        <Said text="Unkown Error : Status 503" />
        <Said text="Network Error" />
        <Said text="The server's own words" />
      </MessagesProvider>,
    )
    expect(screen.getByText("Hindi kilalang error : Status 503")).toBeTruthy()
    expect(screen.getByText("Network Error")).toBeTruthy()
    expect(screen.getByText("The server's own words")).toBeTruthy()
  })

  it("stays as written in English", () => {
    render(<Said text="Unkown Error : Status 503" />)
    expect(screen.getByText("Unkown Error : Status 503")).toBeTruthy()
  })
})
