import { ClassGuide } from "@gatehouse/ui"

/** The class guide (/characters): static content from the domain's catalog, so nothing to load. */
const ClassGuideScreen = () => <ClassGuide />

export default ClassGuideScreen
