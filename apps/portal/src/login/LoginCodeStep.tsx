import { LoginCodeDialog } from "@gatehouse/ui"

// Its own module so the dialog's code (modal, overlay, focus trap and their texts in every
// language) loads when an account with two-step sign-in asks for its code, not with every page.
export default LoginCodeDialog
