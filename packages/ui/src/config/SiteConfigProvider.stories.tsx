import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, within } from "storybook/test"
import { CurrencyAmount } from "../components/CurrencyAmount/CurrencyAmount.tsx"
import { SiteConfigProvider } from "./SiteConfigProvider.tsx"

const meta = {
  title: "Providers/SiteConfigProvider",
  component: SiteConfigProvider,
  args: {
    config: {
      currencies: { coin: { name: "Gold Crowns" } },
    },
    children: <CurrencyAmount amount={1250} section={2} />,
  },
} satisfies Meta<typeof SiteConfigProvider>

export default meta
type Story = StoryObj<typeof meta>

/** What a server changes (here the paid currency's name) reaches every component inside. */
export const AnotherServersCurrency: Story = {
  name: "Another server's currency name",
  play: async ({ canvasElement }) => {
    // The name is for screen readers; the icon shows it on screen.
    await expect(within(canvasElement).getByText(/Gold Crowns/)).toBeInTheDocument()
  },
}
