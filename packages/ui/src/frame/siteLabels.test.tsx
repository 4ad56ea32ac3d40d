import { cleanup, render, screen } from "@testing-library/react"
import { afterEach, describe, expect, it } from "vitest"
import { filipinoCatalogue } from "../i18n/catalogues/filipino.ts"
import { MessagesProvider } from "../i18n/Messages.tsx"
import { useSiteLabel } from "./siteLabels.ts"

afterEach(cleanup)

const Label = ({ of }: { readonly of: string }) => <p>{useSiteLabel()(of)}</p>

describe("the frame's own labels", () => {
  it("are said in the chosen language; an operator's own words are shown as given", () => {
    render(
      <MessagesProvider language="fil" catalogue={filipinoCatalogue}>
        <Label of="News" />
        <Label of="Moonfall Forum" />
      </MessagesProvider>,
    )
    expect(screen.getByText("Balita")).toBeTruthy()
    expect(screen.getByText("Moonfall Forum")).toBeTruthy()
  })
})
