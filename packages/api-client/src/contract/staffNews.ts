import { HttpApiEndpoint } from "effect/http-api"
import { MessageResponse } from "../schemas/common.ts"
import {
  NewsDraftPayload,
  NewsPublishPayload,
  NewsTranslationPayload,
  NewsTranslationRemovalPayload,
  StaffNewsArticle,
  StaffNewsIdParams,
  StaffNewsListResponse,
  StaffNewsQuery,
} from "../schemas/staff/news.ts"
import { NotFound, ValidationFailed } from "./errors.ts"
import { contractGroup, described, pageParameter } from "./group.ts"
import { EditorAccess } from "./staffAccess.ts"

const doubleDropWeekendContent = "<p>Drops are doubled from Friday to Sunday.</p>"

/** The example news item as the editor's list shows it. */
const doubleDropWeekend = {
  id: 41,
  type: 2,
  subject: "Double drop weekend",
  author: "GMAria",
  img_thumbnail: "/media/uploads/7",
  published: true,
  created_at: "2026-05-08T09:00:00.000Z",
  updated_at: "2026-05-08T09:30:00.000Z",
  translatedInto: ["fil"],
}

/** The example item's Filipino, as staff write it. */
const doubleDropWeekendFilipino = {
  language: "fil",
  subject: "Double drop ngayong weekend",
  content: "<p>Doble ang drop mula Biyernes hanggang Linggo.</p>",
}

/** The example news item read for editing: the list's row, its stored content and its translations. */
const doubleDropWeekendArticle = {
  ...doubleDropWeekend,
  content: doubleDropWeekendContent,
  translations: [{ ...doubleDropWeekendFilipino, updated_at: "2026-05-08T10:00:00.000Z" }],
}

/** The same item as staff write it. */
const doubleDropWeekendDraft = {
  type: doubleDropWeekend.type,
  subject: doubleDropWeekend.subject,
  content: doubleDropWeekendContent,
  imgThumbnail: doubleDropWeekend.img_thumbnail,
  published: doubleDropWeekend.published,
}

export class StaffNewsGroup extends contractGroup(
  "staffNews",
  "The console's news, events and guides editor (ADR 0025): content editors and administrators list every item, write, publish, take back and delete them. Every change is audited and clears the public news reads on every instance.",
).add(
  HttpApiEndpoint.get("listStaffNews", "/staff/news", {
    query: StaffNewsQuery,
    success: StaffNewsListResponse,
  })
    .annotateMerge(
      described(
        "List every news item",
        "Every item, published or not, newest first, 20 a page.",
        {
          ...pageParameter,
        },
        {
          answer: {
            data: [doubleDropWeekend],
            page: 1,
            pageCount: 3,
          },
        },
      ),
    )
    .middleware(EditorAccess),
  HttpApiEndpoint.get("getStaffNews", "/staff/news/:id", {
    params: StaffNewsIdParams,
    success: StaffNewsArticle,
    error: NotFound,
  })
    .annotateMerge(
      described(
        "Read a news item for editing",
        "The item and its stored HTML content; 404 when there is no such item.",
        { id: "The news item's id." },
        {
          answer: doubleDropWeekendArticle,
        },
      ),
    )
    .middleware(EditorAccess),
  HttpApiEndpoint.post("createStaffNews", "/staff/news", {
    payload: NewsDraftPayload,
    success: StaffNewsArticle,
    error: ValidationFailed,
  })
    .annotateMerge(
      described(
        "Write a news item",
        "Stores a new item (announcement, guide or event) with the caller as its writer; the HTML is sanitised before it is stored. A blank subject or body, or a bad thumbnail address, is a 422 with `errors` by field.",
        {},
        {
          request: doubleDropWeekendDraft,
          answer: doubleDropWeekendArticle,
        },
      ),
    )
    .middleware(EditorAccess),
  HttpApiEndpoint.post("updateStaffNews", "/staff/news/:id", {
    params: StaffNewsIdParams,
    payload: NewsDraftPayload,
    success: StaffNewsArticle,
    error: [ValidationFailed, NotFound],
  })
    .annotateMerge(
      described(
        "Change a news item",
        "Replaces the item's type, subject, content, thumbnail and published state; the writer and date stay. 404 for no such item, 422 as when writing one.",
        { id: "The news item's id." },
        {
          request: doubleDropWeekendDraft,
          answer: doubleDropWeekendArticle,
        },
      ),
    )
    .middleware(EditorAccess),
  HttpApiEndpoint.post("publishStaffNews", "/staff/news/:id/publish", {
    params: StaffNewsIdParams,
    payload: NewsPublishPayload,
    success: StaffNewsArticle,
    error: NotFound,
  })
    .annotateMerge(
      described(
        "Publish or take back a news item",
        "Shows the item to players, or takes it back; 404 for no such item.",
        { id: "The news item's id." },
        {
          request: { published: true },
          answer: doubleDropWeekendArticle,
        },
      ),
    )
    .middleware(EditorAccess),
  HttpApiEndpoint.post("saveStaffNewsTranslation", "/staff/news/:id/translation", {
    params: StaffNewsIdParams,
    payload: NewsTranslationPayload,
    success: StaffNewsArticle,
    error: [ValidationFailed, NotFound],
  })
    .annotateMerge(
      described(
        "Write a news item in another language",
        "Stores the item's subject and body in a language besides English (the body sanitised), replacing that language's earlier text; readers in that language read it, readers in any other read English. A language the portal does not ship is a 400; a blank subject or body a 422; 404 for no such item.",
        { id: "The news item's id." },
        {
          request: doubleDropWeekendFilipino,
          answer: doubleDropWeekendArticle,
        },
      ),
    )
    .middleware(EditorAccess),
  HttpApiEndpoint.post("deleteStaffNewsTranslation", "/staff/news/:id/translation/delete", {
    params: StaffNewsIdParams,
    payload: NewsTranslationRemovalPayload,
    success: StaffNewsArticle,
    error: NotFound,
  })
    .annotateMerge(
      described(
        "Remove a news item's translation",
        "Readers in that language read the item in English again. 404 for no such item or no such translation.",
        { id: "The news item's id." },
        {
          request: { language: "fil" },
          answer: { ...doubleDropWeekendArticle, translatedInto: [], translations: [] },
        },
      ),
    )
    .middleware(EditorAccess),
  HttpApiEndpoint.post("deleteStaffNews", "/staff/news/:id/delete", {
    params: StaffNewsIdParams,
    success: MessageResponse,
    error: NotFound,
  })
    .annotateMerge(
      described(
        "Delete a news item",
        "Removes the item for good: 'The news item was deleted.' 404 for no such item.",
        { id: "The news item's id." },
        { answer: { message: "The news item was deleted." } },
      ),
    )
    .middleware(EditorAccess),
) {}
