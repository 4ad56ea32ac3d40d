import { statements } from "./statements.ts"

/**
 * What the console's Site content page edits besides the tables that already hold it (banners,
 * downloads, system requirements, social links, and the settings in `site_settings`): the policy
 * pages players read at /policy/{slug}. A page without a row has not been written yet, and its
 * footer link stays an empty placeholder (spec §2).
 */
export default statements(
  `CREATE TABLE policy_pages (
    slug varchar(20) PRIMARY KEY CHECK (slug IN ('operation', 'privacy', 'cash', 'terms')),
    body text NOT NULL CHECK (length(body) BETWEEN 1 AND 20000),
    updated_at timestamptz NOT NULL DEFAULT now()
  )`,
)
