/** The console's Events page's own words (docs/events.md); the refusals come from the server. */
export const eventConsoleTexts = {
  intro:
    "Events count down on the home page until they start, show as running until they end, then disappear. Times are game time (GMT+08:00).",
  startsAt: "Starts (game time)",
  endsAt: "Ends (game time, optional)",
  link: "Link (optional)",
  schedule: "Schedule event",
  save: "Save event",
  remove: "Delete",
  edit: "Edit",
  cancel: "Cancel",
  scheduled: "Scheduled",
  over: "Over",
  noneScheduled: "No events scheduled yet.",
  failed: "The events could not be loaded.",
} as const
