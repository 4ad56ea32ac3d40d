import { statements } from "./statements.ts"

/**
 * Events administrators schedule in the console (docs/events.md) and the home page counts down to.
 * An event is over at its end, or at its start when it has none; the home page reads the next ones.
 */
export default statements(
  `CREATE TABLE events (
    id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    title varchar(80) NOT NULL,
    starts_at timestamptz NOT NULL,
    ends_at timestamptz CHECK (ends_at > starts_at),
    link varchar(500),
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE INDEX events_over_at ON events ((coalesce(ends_at, starts_at)))`,
)
