import { statements } from "./statements.ts"

/**
 * State every server instance must share: global settings (such as the site name), request
 * counters for rate limiting, and which data seeds have been applied.
 */
export default statements(
  `CREATE TABLE site_settings (
    key varchar(60) PRIMARY KEY,
    value text NOT NULL,
    updated_at timestamptz NOT NULL DEFAULT now()
  )`,

  `CREATE TABLE rate_limit_counters (
    bucket varchar(200) NOT NULL,
    window_start timestamptz NOT NULL,
    hits integer NOT NULL DEFAULT 0,
    PRIMARY KEY (bucket, window_start)
  )`,
  `CREATE INDEX rate_limit_counters_window ON rate_limit_counters (window_start)`,

  `CREATE TABLE data_seeds (
    name varchar(60) PRIMARY KEY,
    applied_at timestamptz NOT NULL DEFAULT now()
  )`,
)
