/** The Game story page's own words: the lore in chapters, and the places of the world map. */

export interface StoryChapter {
  readonly title: string
  readonly paragraphs: ReadonlyArray<string>
}

export const storyTexts = {
  heading: "Story",
  intro:
    "Long before the three academies raised their banners, the valley of Eldmoor was a single campus with a single bell. This is how it broke apart, and why its students still fight over the pieces.",
  chaptersLabel: "The chronicle",
  mapHeading: "The World of Eldmoor",
  mapCaption:
    "Eldmoor: three campuses around the Old Bell Tower, joined by the roads that students march every school war.",
  mapDescription:
    "Map of Eldmoor. Sacred Gate Campus lies in the north-west behind the Whisperwood, Mystic Peak Campus sits on the mountains of the north-east, and Phoenix Campus stands in the red canyons of the south. All three roads meet at the Old Bell Tower in the middle of the valley, beside Mirror Lake.",
  placesHeading: "Places on the map",
} as const

export const storyChapters: ReadonlyArray<StoryChapter> = [
  {
    title: "I. The Bell of Eldmoor",
    paragraphs: [
      "In the oldest records the valley had one school, the Eldmoor Academy, and one bell at its heart. Whoever rang the bell at dawn could draw on the Resonance, a quiet force that ran under the valley like water under ice. Students learned to shape it into strength, speed and insight, and the academy prospered for three hundred years.",
      "Then the bell cracked. No one agrees on who struck the blow, only that the Resonance spilled out of the tower in three bright streams and the valley shook for a night and a day.",
    ],
  },
  {
    title: "II. Three Streams, Three Schools",
    paragraphs: [
      "The teachers followed the streams. Those who valued discipline and the oath of the shield walked north-west to the stone arch where the first stream sank into the earth, and founded Sacred Gate.",
      "Those who sought knowledge climbed after the second stream into the mountains, where it froze into blue crystal, and founded Mystic Peak. The boldest went south, where the third stream set the canyons burning, and founded Phoenix on the ashes.",
    ],
  },
  {
    title: "III. The School Wars",
    paragraphs: [
      "Each school believes the cracked bell can be mended, and that the school which mends it will hold all of the Resonance. Every season the students march down the three roads to the Old Bell Tower to claim it for their banner.",
      "The academies call these contests the school wars. They are fought with rules, referees and honour, mostly. A student's victories are remembered on the rankings long after the bruises fade.",
    ],
  },
  {
    title: "IV. Clubs and the Borderlands",
    paragraphs: [
      "Between the campuses lie markets, ferries and old watch posts. Students band together in clubs to guard them, and a club that holds a territory may collect a small tax from the trade that passes through.",
      "Clubs rise and fall with every season. Some swear loyalty to their school; others answer only to their own crest.",
    ],
  },
  {
    title: "V. A New Term Begins",
    paragraphs: [
      "You arrive in Eldmoor as a first-year student with a borrowed weapon and a letter of admission. Choose your school, find your discipline, and earn your place in the chronicle. The bell is still cracked. Perhaps you will be the one to hear it ring again.",
    ],
  },
]

/** A place on the world map; `marker` is the number printed beside it on the map. */
export interface MapPlace {
  readonly marker: number
  readonly name: string
  readonly description: string
}

export const mapPlaces: ReadonlyArray<MapPlace> = [
  {
    marker: 1,
    name: "Sacred Gate Campus",
    description: "North-west. A walled campus behind a stone arch; home of the shield oath.",
  },
  {
    marker: 2,
    name: "Mystic Peak Campus",
    description: "North-east. Towers of blue crystal on the mountain ridge; the libraries of the Resonance.",
  },
  {
    marker: 3,
    name: "Phoenix Campus",
    description: "South. Red canyon halls rebuilt on ash; the training grounds never cool.",
  },
  {
    marker: 4,
    name: "Old Bell Tower",
    description: "The centre of the valley, where the cracked bell hangs and every school war is decided.",
  },
  {
    marker: 5,
    name: "Whisperwood",
    description: "An old forest between Sacred Gate and the tower; quiet paths and hidden camps.",
  },
  {
    marker: 6,
    name: "Mirror Lake",
    description: "East of the tower; its ferry landing is a territory clubs fight to hold.",
  },
  {
    marker: 7,
    name: "Lantern Road",
    description: "The road from Sacred Gate to the tower, lit by lanterns on every war night.",
  },
  {
    marker: 8,
    name: "Cloudstair Pass",
    description: "The stepped mountain road from Mystic Peak down to the tower.",
  },
  {
    marker: 9,
    name: "Ember Causeway",
    description: "The bridge road from Phoenix across the canyons to the tower.",
  },
]
