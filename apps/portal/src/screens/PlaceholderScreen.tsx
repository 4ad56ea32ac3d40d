import { PlaceholderPage } from "@gatehouse/ui"
import type { ContentProps } from "./ContentProps.ts"

/** A section whose screen is not built yet: a page with only its heading. */
const PlaceholderScreen = ({ title }: ContentProps) => <PlaceholderPage title={title} />

export default PlaceholderScreen
