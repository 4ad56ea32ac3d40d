import { isLoggedIn } from "@gatehouse/domain"
import { CharacterServices, type ServiceRequest } from "@gatehouse/ui"
import { useCallback } from "react"
import { usePortalServices } from "../app/PortalServices.tsx"
import { useAction } from "../data/useAction.ts"
import { useQuery } from "../data/useQuery.ts"
import { MembersOnlyPage } from "../guests/MembersOnlyPage.tsx"
import type { ContentProps } from "../screens/ContentProps.ts"
import { useSession } from "../session/useSession.ts"
import { characterServicesQuery } from "./characterServicesQuery.ts"
import { requestService, serviceOutcome } from "./requestService.ts"
import { useAnsweredCharacters } from "./useAnsweredCharacters.ts"

/**
 * Character Services (the characterservices section): the player's characters with the services on
 * offer, and using one. The route lets only members in; a session that ends on the page sends the
 * player to /login and back, as the shop's own pages do.
 */
const CharacterServicesScreen = ({ title, userNum }: ContentProps) =>
  userNum === null ? <MembersOnlyPage title={title} /> : <PlayerServices title={title} />

const PlayerServices = ({ title }: { readonly title: string }) => {
  const services = usePortalServices()
  const session = useSession()
  const { state, retry } = useQuery(characterServicesQuery)
  const { shown, showCharacter } = useAnsweredCharacters(state)
  const { run } = useAction()
  // Settles once the page is read again, so the dialog tells the answer over the updated page.
  const onUse = useCallback(
    (request: ServiceRequest) => run(requestService(services, request, showCharacter)).then(serviceOutcome),
    [services, run, showCharacter],
  )
  return (
    <CharacterServices
      title={title}
      services={shown}
      onRetry={retry}
      onUse={onUse}
      balances={isLoggedIn(session) ? session.user : undefined}
    />
  )
}

export default CharacterServicesScreen
