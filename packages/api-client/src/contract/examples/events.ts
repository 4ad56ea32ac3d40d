/** The example event, as the home page counts down to it. */
export const castleSiege = {
  id: 6,
  title: "Castle siege",
  startsAt: "2026-05-30T12:00:00.000Z",
  endsAt: "2026-05-30T14:00:00.000Z",
  link: "/news?topic=44",
}
