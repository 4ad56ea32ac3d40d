import { escapeMarkup } from "@gatehouse/domain"
import DOMPurify from "dompurify"

/**
 * A news body made safe to show. The server sanitises bodies when it stores them; the browser does
 * it again, so a body that reached the database another way still cannot run script here. Where the
 * sanitiser cannot run (a browser without the DOM features it needs) the body is shown as plain text
 * rather than trusted.
 */
export const sanitizeNewsBody = (html: string): string =>
  DOMPurify.isSupported ? DOMPurify.sanitize(html) : escapeMarkup(html)
