import { GameSystem } from "@gatehouse/ui"

/** The gamesystem section (/gamesystem): the new player's guide ships with the portal, so nothing loads. */
const GameSystemScreen = () => <GameSystem />

export default GameSystemScreen
