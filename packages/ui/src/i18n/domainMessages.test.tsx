import {
  characterServiceMessages,
  characterServiceNames,
  eventTexts,
  validationMessages,
} from "@gatehouse/domain"
import { cleanup, fireEvent, render, screen } from "@testing-library/react"
import type { ReactNode } from "react"
import { afterEach, describe, expect, it } from "vitest"
import { LoginForm } from "../components/LoginForm/LoginForm.tsx"
import { PayOnline } from "../components/PayOnline/PayOnline.tsx"
import { storyServicesPage, storyServiceUses } from "../fixtures/characterServices.ts"
import { storyTopUpMethods, storyTopUpPackages } from "../fixtures/payments.ts"
import { CharacterServices } from "../screens/CharacterServices/CharacterServices.tsx"
import { EventCountdown } from "../screens/Home/EventCountdown.tsx"
import { HomeEvents } from "../screens/Home/HomeEvents.tsx"
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

/** The services page with one used service refunded for a reason the domain writes. */
const servicesPage = (
  <CharacterServices
    services={{
      status: "loaded",
      value: {
        ...storyServicesPage,
        recent: [
          {
            ...(storyServiceUses[2] as (typeof storyServiceUses)[number]),
            reason: characterServiceMessages.nameTaken,
          },
        ],
      },
    }}
    onRetry={() => {}}
    onUse={() => Promise.resolve({ status: "unanswered" })}
  />
)

describe("the character services' words", () => {
  it("name each service and say its refund in Filipino, the stored reason included", () => {
    render(inFilipino(servicesPage))
    expect(screen.getAllByText("I-reset ang stats").length).toBeGreaterThan(0)
    expect(screen.getByRole("rowheader", { name: "Lumipat ng school" })).toBeTruthy()
    expect(
      screen.getByText("May gumagamit na ng pangalang iyan sa game. Walang binago, at ibinalik ang bayad."),
    ).toBeTruthy()
    expect(screen.queryByText(characterServiceNames.resetStats)).toBeNull()
  })

  it("stay the domain's English without a language around them", () => {
    render(servicesPage)
    expect(screen.getAllByText(characterServiceNames.resetStats).length).toBeGreaterThan(0)
    expect(
      screen.getByText(characterServiceMessages.refunded(characterServiceMessages.nameTaken)),
    ).toBeTruthy()
  })
})

describe("the events' words on the home page", () => {
  const now = Date.parse("2026-11-21T13:05:07Z")

  it("are Filipino on a Filipino page", () => {
    render(inFilipino(<HomeEvents events={{ status: "loaded", value: [] }} />))
    expect(screen.getByRole("heading", { name: "Mga Paparating na Event" })).toBeTruthy()
    expect(screen.getByText("Walang naka-schedule na event sa ngayon.")).toBeTruthy()
    render(inFilipino(<EventCountdown startsAt={now + 60_000} endsAt={null} now={now} />))
    expect(screen.getByText("Magsisimula sa", { exact: false })).toBeTruthy()
  })

  it("are the domain's English otherwise", () => {
    render(<HomeEvents events={{ status: "loaded", value: [] }} />)
    expect(screen.getByRole("heading", { name: eventTexts.title })).toBeTruthy()
    expect(screen.getByText(eventTexts.none)).toBeTruthy()
  })
})

describe("the ways of paying", () => {
  it("are said in Filipino where they are words, brands kept", () => {
    render(
      inFilipino(<PayOnline packages={storyTopUpPackages} methods={storyTopUpMethods} onPay={() => {}} />),
    )
    expect(screen.getByRole("radio", { name: "Credit o debit card (PayMongo)" })).toBeTruthy()
    expect(screen.getByRole("radio", { name: "Cash sa 7-Eleven (Xendit)" })).toBeTruthy()
    expect(screen.getByRole("radio", { name: "GCash (PayMongo)" })).toBeTruthy()
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
