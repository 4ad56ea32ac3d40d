/** Spec §2, §9 Banner rotator: 3000 ms a slide, starting 3 s after the frame mounts. */
export const bannerRotatorTiming = {
  slideMs: 3000,
  startDelayMs: 3000,
} as const
