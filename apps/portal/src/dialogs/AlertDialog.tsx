import { MessageDialog } from "@gatehouse/ui"

// Its own module so the dialog's code (modal, overlay, focus trap) loads with the first alert,
// not with every page.
export default MessageDialog
