import { ToplistsSection } from "./votes/ToplistsSection.tsx"
import { VoteReportSection } from "./votes/VoteReportSection.tsx"

/**
 * The console's Votes page (administrators, since rewards are money): the toplists players vote on
 * and how their postbacks are checked, then the last 30 days of votes and the refused postbacks.
 * The server audits each toplist saved (docs/votes.md).
 */
const VotesPage = () => (
  <>
    <ToplistsSection />
    <VoteReportSection />
  </>
)

export default VotesPage
