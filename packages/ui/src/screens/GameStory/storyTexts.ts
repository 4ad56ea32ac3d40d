import type { KeysOf } from "../../i18n/catalogues/keysOf.ts"
import { englishOf } from "../../i18n/englishOf.ts"
import catalogue from "./storyTexts.en.json"

const english = englishOf(catalogue)

/** A message key of the Game story page's catalogue. */
export type StoryKey = KeysOf<"storyTexts">

/** Words of the page's catalogue in one language: `useMessages`' `t`, or the English. */
export type StoryWords = (key: StoryKey) => string

const inEnglish: StoryWords = (key) => english(key)

export interface StoryChapter {
  readonly title: string
  readonly paragraphs: ReadonlyArray<string>
}

/**
 * The Game story page's own words in English, read from its catalogue `storyTexts.en.json` (the page
 * reads the chosen language's through `useMessages`): the lore in chapters, and the places of the
 * world map.
 */
export const storyTexts = {
  heading: english("storyTexts.heading"),
  intro: english("storyTexts.intro"),
  chaptersLabel: english("storyTexts.chaptersLabel"),
  mapHeading: english("storyTexts.mapHeading"),
  mapCaption: english("storyTexts.mapCaption"),
  mapDescription: english("storyTexts.mapDescription"),
  placesHeading: english("storyTexts.placesHeading"),
} as const

const chapterPlan: ReadonlyArray<{ readonly title: StoryKey; readonly paragraphs: ReadonlyArray<StoryKey> }> =
  [
    {
      title: "storyTexts.chapter1Title",
      paragraphs: ["storyTexts.chapter1Paragraph1", "storyTexts.chapter1Paragraph2"],
    },
    {
      title: "storyTexts.chapter2Title",
      paragraphs: ["storyTexts.chapter2Paragraph1", "storyTexts.chapter2Paragraph2"],
    },
    {
      title: "storyTexts.chapter3Title",
      paragraphs: ["storyTexts.chapter3Paragraph1", "storyTexts.chapter3Paragraph2"],
    },
    {
      title: "storyTexts.chapter4Title",
      paragraphs: ["storyTexts.chapter4Paragraph1", "storyTexts.chapter4Paragraph2"],
    },
    { title: "storyTexts.chapter5Title", paragraphs: ["storyTexts.chapter5Paragraph1"] },
  ]

/** The story the portal ships with, in the words given. */
export const storyChaptersIn = (t: StoryWords): ReadonlyArray<StoryChapter> =>
  chapterPlan.map(({ title, paragraphs }) => ({ title: t(title), paragraphs: paragraphs.map(t) }))

export const storyChapters: ReadonlyArray<StoryChapter> = storyChaptersIn(inEnglish)

/** A place on the world map; `marker` is the number printed beside it on the map. */
export interface MapPlace {
  readonly marker: number
  readonly name: string
  readonly description: string
}

const placePlan: ReadonlyArray<{
  readonly marker: number
  readonly name: StoryKey
  readonly description: StoryKey
}> = [
  { marker: 1, name: "storyTexts.place1Name", description: "storyTexts.place1Description" },
  { marker: 2, name: "storyTexts.place2Name", description: "storyTexts.place2Description" },
  { marker: 3, name: "storyTexts.place3Name", description: "storyTexts.place3Description" },
  { marker: 4, name: "storyTexts.place4Name", description: "storyTexts.place4Description" },
  { marker: 5, name: "storyTexts.place5Name", description: "storyTexts.place5Description" },
  { marker: 6, name: "storyTexts.place6Name", description: "storyTexts.place6Description" },
  { marker: 7, name: "storyTexts.place7Name", description: "storyTexts.place7Description" },
  { marker: 8, name: "storyTexts.place8Name", description: "storyTexts.place8Description" },
  { marker: 9, name: "storyTexts.place9Name", description: "storyTexts.place9Description" },
]

/** The places of the world map in the words given. */
export const mapPlacesIn = (t: StoryWords): ReadonlyArray<MapPlace> =>
  placePlan.map(({ marker, name, description }) => ({ marker, name: t(name), description: t(description) }))

export const mapPlaces: ReadonlyArray<MapPlace> = mapPlacesIn(inEnglish)
