import { reducedMotion } from "../theme/media.ts"
import { useMediaQuery } from "./useMediaQuery.ts"

/**
 * Whether the visitor asked for reduced motion. CSS motion follows the theme's motion tokens on its
 * own; this is for motion started from script, such as smooth scrolling.
 */
export const usePrefersReducedMotion = (): boolean => useMediaQuery(reducedMotion)
