import { consoleEndpoints } from "@gatehouse/api-client/console"
import { MailOutbox } from "@gatehouse/ui/console"
import { apiQuery } from "../data/apiQuery.ts"
import { useQuery } from "../data/useQuery.ts"

/** The mail outbox, read through the call staff have always used (`GET /staff/mail-outbox`). */
const MailOutboxPage = () => {
  const { state } = useQuery(apiQuery(consoleEndpoints, "getMailOutbox"))
  return (
    <MailOutbox list={state.status === "loaded" ? { status: "loaded", value: state.value.data } : state} />
  )
}

export default MailOutboxPage
