import { NewPlayerWelcome } from "@gatehouse/ui"

// Its own module so the welcome's dialog loads when a player has just registered, not with every page.
export default NewPlayerWelcome
