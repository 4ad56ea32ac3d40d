import type { MediaFile } from "@gatehouse/domain"

// The formats every current browser plays in a <video> element.
const videoFile = /\.(mp4|webm)([?#]|$)/i

/** A movie's playable video, if it has one. */
export const videoOf = (files: ReadonlyArray<MediaFile>) => files.find((file) => videoFile.test(file.url))

// WebVTT, the caption format of the <video> element's <track>.
const captionFile = /\.vtt([?#]|$)/i

/** Captions for the movie's video, when its files include them. */
export const captionsOf = (files: ReadonlyArray<MediaFile>) =>
  files.find((file) => captionFile.test(file.url))

/** Its other files (a teaser picture, a document): offered as plain links. */
export const othersOf = (files: ReadonlyArray<MediaFile>) =>
  files.filter((file) => !videoFile.test(file.url) && !captionFile.test(file.url))
