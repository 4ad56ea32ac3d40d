import type { CharacterServicesView, ServiceCharacter } from "@gatehouse/api-client"
import type { LoadState } from "@gatehouse/ui"
import { useCallback, useState } from "react"
import { mapLoaded } from "../data/mapLoaded.ts"

interface Answered {
  /** The page as it was read when the answers came: a newer read replaces them. */
  readonly read: CharacterServicesView
  readonly characters: ReadonlyMap<number, ServiceCharacter>
}

/**
 * The page with each character a service answered with in place of the one read before it, so a
 * card changes the moment the service is done. Once the page is read again (it always is, after a
 * service) that read holds the same and more, and the answers are dropped.
 */
export const useAnsweredCharacters = (state: LoadState<CharacterServicesView>) => {
  const [answered, setAnswered] = useState<Answered | null>(null)
  const read = state.status === "loaded" ? state.value : null
  const showCharacter = useCallback(
    (character: ServiceCharacter) => {
      if (read === null) return
      setAnswered((last) => ({
        read,
        characters: new Map(last?.read === read ? last.characters : []).set(character.chaNum, character),
      }))
    },
    [read],
  )
  const current = answered !== null && answered.read === read ? answered.characters : null
  const shown =
    current === null
      ? state
      : mapLoaded(state, (view) => ({
          ...view,
          characters: view.characters.map((character) => current.get(character.chaNum) ?? character),
        }))
  return { shown, showCharacter }
}
