import { GameStory } from "@gatehouse/ui"

/** The story section (/story): the lore and the world map ship with the portal, so nothing loads. */
const GameStoryScreen = () => <GameStory />

export default GameStoryScreen
