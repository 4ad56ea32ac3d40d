import { paymentFilterMessages } from "@gatehouse/api-client/console"
import { PaymentDetails, type PaymentFilters, PaymentList, type PaymentView } from "@gatehouse/ui/console"
import { useState } from "react"
import { usePortalServices } from "../../app/PortalServices.tsx"
import { useQuery } from "../../data/useQuery.ts"
import { useConsoleApi } from "../consoleApi.ts"
import { consoleQuery } from "../consoleQuery.ts"
import { paymentFiltersOf, paymentsAddressOf, paymentsQueryOf } from "./paymentFilters.ts"

/**
 * The payments list, filtered by what the address says (`/staff/payments?state=held&page=2`), and
 * the details of the one opened, read when it opens.
 */
export const PaymentsSection = ({ page, search }: { readonly page: number; readonly search: string }) => {
  const { navigate } = usePortalServices()
  const api = useConsoleApi()
  const filters = paymentFiltersOf(new URLSearchParams(search))
  // Days typed backwards are told beside the field rather than asked of the server.
  const [backwards, setBackwards] = useState(false)
  const [open, setOpen] = useState<PaymentView | null>(null)
  const { state } = useQuery(consoleQuery(api, "listStaffPayments", paymentsQueryOf(filters, page)))
  const details = useQuery(open === null ? null : consoleQuery(api, "getStaffPayment", { id: open.id })).state
  const filtered = paymentsAddressOf(filters)

  const filter = (next: PaymentFilters) => {
    const reversed = next.from !== "" && next.to !== "" && next.to < next.from
    setBackwards(reversed)
    if (!reversed) navigate(paymentsAddressOf(next))
  }

  return (
    <>
      <PaymentList
        key={search}
        list={
          state.status === "loaded"
            ? { status: "loaded", value: { payments: state.value.data, pageCount: state.value.pageCount } }
            : state
        }
        filters={filters}
        onFilter={filter}
        filterErrors={backwards ? { to: paymentFilterMessages.backwards } : {}}
        onOpen={setOpen}
        page={page}
        // The pager appends `&page=N`.
        pageTarget={filtered.includes("?") ? filtered : `${filtered}?`}
      />
      <PaymentDetails
        payment={open}
        events={details.status === "loaded" ? { status: "loaded", value: details.value.events } : details}
        onClose={() => setOpen(null)}
      />
    </>
  )
}
