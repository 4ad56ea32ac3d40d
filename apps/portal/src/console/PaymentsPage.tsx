import type { ConsolePageProps } from "./consolePageScreens.ts"
import { PaymentsSection } from "./payments/PaymentsSection.tsx"
import { ReconciliationSection } from "./payments/ReconciliationSection.tsx"
import { RevenueSection } from "./payments/RevenueSection.tsx"
import { TopUpPackagesSection } from "./payments/TopUpPackagesSection.tsx"

/**
 * The console's Payments page (administrators): the last 30 days at a glance, the top-up packages,
 * the payments with their notifications, and a reconciliation against the gateways.
 */
const PaymentsPage = ({ page, search }: ConsolePageProps) => (
  <>
    <RevenueSection />
    <TopUpPackagesSection />
    <PaymentsSection page={page} search={search} />
    <ReconciliationSection />
  </>
)

export default PaymentsPage
