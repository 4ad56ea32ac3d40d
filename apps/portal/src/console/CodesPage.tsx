import { CodeBatchesSection } from "./CodeBatchesSection.tsx"
import { CodeGeneratorSection } from "./CodeGeneratorSection.tsx"
import type { ConsolePageProps } from "./consolePageScreens.ts"
import { ReferralSection } from "./ReferralSection.tsx"

/** The console's Codes page (administrators): batches of codes, and the streamers' referral codes. */
const CodesPage = ({ page }: ConsolePageProps) => (
  <>
    <CodeGeneratorSection />
    <CodeBatchesSection page={page} />
    <ReferralSection />
  </>
)

export default CodesPage
