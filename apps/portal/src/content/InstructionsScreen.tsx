import { Instructions } from "@gatehouse/ui"

/** The instructions section: the interface picture and the chat commands need no data from the server. */
const InstructionsScreen = () => <Instructions />

export default InstructionsScreen
