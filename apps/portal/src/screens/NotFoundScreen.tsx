import { ErrorPage } from "@gatehouse/ui"

/** Spec §8 unknown-route page; Go Back returns to where the visitor came from. */
const NotFoundScreen = () => <ErrorPage onGoBack={() => window.history.back()} />

export default NotFoundScreen
