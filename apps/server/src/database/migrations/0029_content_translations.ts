import { statements } from "./statements.ts"

/**
 * What staff write in a language besides English (docs/languages.md): a news item's subject and
 * body, a policy page's text, a banner's title. English stays in the rows it always lived in; each
 * other language is one row per thing, gone with the thing. Which languages are shipped is the
 * portal's list (`languages` in the domain), checked when a translation is written, so adding one
 * needs no migration; only English, whose text is the thing's own, is refused here.
 */
export default statements(
  `CREATE TABLE news_translations (
    news_id integer NOT NULL REFERENCES news (id) ON DELETE CASCADE,
    language varchar(20) NOT NULL CHECK (language <> 'en'),
    subject varchar(200) NOT NULL,
    content text NOT NULL,
    updated_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (news_id, language)
  )`,
  `CREATE TABLE policy_page_translations (
    slug varchar(20) NOT NULL REFERENCES policy_pages (slug) ON DELETE CASCADE,
    language varchar(20) NOT NULL CHECK (language <> 'en'),
    body text NOT NULL CHECK (length(body) BETWEEN 1 AND 20000),
    updated_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (slug, language)
  )`,
  `CREATE TABLE site_banner_translations (
    banner_id integer NOT NULL REFERENCES site_banners (id) ON DELETE CASCADE,
    language varchar(20) NOT NULL CHECK (language <> 'en'),
    title varchar(120) NOT NULL,
    PRIMARY KEY (banner_id, language)
  )`,
)
