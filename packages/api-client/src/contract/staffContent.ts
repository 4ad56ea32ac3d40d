import { HttpApiEndpoint } from "effect/http-api"
import {
  BannerMovePayload,
  BannerPayload,
  BannerTranslationPayload,
  DownloadPayload,
  PolicyPayload,
  RequirementsPayload,
  RowIdPayload,
  SavedResponse,
  SiteSettingsPayload,
  SocialLinkPayload,
  StaffBannersResponse,
  StaffDownloadsResponse,
  StaffPolicyPagesResponse,
  StaffSiteSettingsResponse,
} from "../schemas/staff/content.ts"
import { Conflict, NotFound, ValidationFailed } from "./errors.ts"
import { privacyPolicy } from "./examples/policies.ts"
import { contractGroup, described } from "./group.ts"
import { EditorAccess } from "./staffAccess.ts"

export class StaffContentGroup extends contractGroup(
  "staffContent",
  "The console's Site content page (any staff member): the banner rotator, the download mirrors and the System Requirement table, the server information picture, the messenger link, the social links and the policy pages. Every change is audited with the record before and after, and the public reads it touches are refreshed on every instance.",
).add(
  HttpApiEndpoint.get("getContentBanners", "/staff/content/banners", {
    success: StaffBannersResponse,
  })
    .annotateMerge(
      described(
        "List the banners",
        "Every banner of the rotator in its order, switched-off ones too.",
        {},
        {
          answer: {
            data: [
              {
                id: 3,
                imgUrl: "/media/uploads/12",
                title: "Season 4 starts on June 1",
                linkUrl: "/news?topic=41",
                isActive: true,
                translations: [{ language: "fil", title: "Magsisimula ang Season 4 sa Hunyo 1" }],
              },
            ],
          },
        },
      ),
    )
    .middleware(EditorAccess),
  HttpApiEndpoint.post("saveBanner", "/staff/content/banners/save", {
    payload: BannerPayload,
    success: SavedResponse,
    error: [ValidationFailed, NotFound],
  })
    .annotateMerge(
      described(
        "Save a banner",
        'Without an id, a new banner placed last; with one, that banner changed (404 when there is none). `linkUrl` `""` leads nowhere; a bad address is a 422 naming the field.',
        {},
        {
          request: {
            imgUrl: "/media/uploads/12",
            title: "Season 4 starts on June 1",
            linkUrl: "/news?topic=41",
            isActive: true,
          },
          answer: { message: "The banner was added at the end of the rotator.", id: 3 },
        },
      ),
    )
    .middleware(EditorAccess),
  HttpApiEndpoint.post("saveBannerTranslation", "/staff/content/banners/translation", {
    payload: BannerTranslationPayload,
    success: SavedResponse,
    error: NotFound,
  })
    .annotateMerge(
      described(
        "Write a banner's title in another language",
        "Readers in that language see this title on the banner; its picture and link stay the same. An empty title removes the translation, and that language shows the English title again. A language the portal does not ship is a 400; 404 for an unknown banner.",
        {},
        {
          request: { id: 3, language: "fil", title: "Magsisimula ang Season 4 sa Hunyo 1" },
          answer: { message: "The banner's Filipino title was saved.", id: 3 },
        },
      ),
    )
    .middleware(EditorAccess),
  HttpApiEndpoint.post("moveBanner", "/staff/content/banners/move", {
    payload: BannerMovePayload,
    success: SavedResponse,
    error: [NotFound, Conflict],
  })
    .annotateMerge(
      described(
        "Move a banner",
        "Swaps the banner with its neighbour above or below; 409 when it is already first or last, 404 for an unknown id.",
        {},
        { request: { id: 3, direction: "up" }, answer: { message: "The banner was moved.", id: 3 } },
      ),
    )
    .middleware(EditorAccess),
  HttpApiEndpoint.post("deleteBanner", "/staff/content/banners/delete", {
    payload: RowIdPayload,
    success: SavedResponse,
    error: NotFound,
  })
    .annotateMerge(
      described(
        "Delete a banner",
        "Takes the banner out of the rotator for good; 404 for an unknown id.",
        {},
        { request: { id: 3 }, answer: { message: "The banner was deleted.", id: 3 } },
      ),
    )
    .middleware(EditorAccess),
  HttpApiEndpoint.get("getContentDownloads", "/staff/content/downloads", {
    success: StaffDownloadsResponse,
  })
    .annotateMerge(
      described(
        "List the download mirrors and requirements",
        "Every download mirror (switched-off ones too) and the System Requirement table's rows.",
        {},
        {
          answer: {
            data: {
              mirrors: [
                {
                  id: 1,
                  name: "Google Drive",
                  description: "Full client, 4.2 GB",
                  address: "https://drive.google.com/example",
                  isActive: true,
                },
              ],
              requirements: [
                {
                  component: "cpu",
                  label: "CPU",
                  minimum: "Intel Core i3",
                  recommended: "Intel Core i5 or better",
                },
              ],
            },
          },
        },
      ),
    )
    .middleware(EditorAccess),
  HttpApiEndpoint.post("saveDownload", "/staff/content/downloads/save", {
    payload: DownloadPayload,
    success: SavedResponse,
    error: [ValidationFailed, NotFound],
  })
    .annotateMerge(
      described(
        "Save a download mirror",
        "Without an id, a new mirror placed last; with one, that mirror changed (404 when there is none). The address must be a web address (422 otherwise).",
        {},
        {
          request: {
            id: 1,
            name: "Google Drive",
            description: "Full client, 4.2 GB",
            address: "https://drive.google.com/example",
            isActive: true,
          },
          answer: { message: "The download link was saved.", id: 1 },
        },
      ),
    )
    .middleware(EditorAccess),
  HttpApiEndpoint.post("deleteDownload", "/staff/content/downloads/delete", {
    payload: RowIdPayload,
    success: SavedResponse,
    error: NotFound,
  })
    .annotateMerge(
      described(
        "Delete a download mirror",
        "Takes the mirror off the Download page for good; 404 for an unknown id.",
        {},
        { request: { id: 1 }, answer: { message: "The download link was deleted.", id: 1 } },
      ),
    )
    .middleware(EditorAccess),
  HttpApiEndpoint.post("saveRequirements", "/staff/content/requirements/save", {
    payload: RequirementsPayload,
    success: SavedResponse,
    error: ValidationFailed,
  })
    .annotateMerge(
      described(
        "Save the System Requirement table",
        "The whole table at once; a component the table does not have is a 422 and nothing is saved.",
        {},
        {
          request: {
            rows: [{ component: "cpu", minimum: "Intel Core i3", recommended: "Intel Core i5 or better" }],
          },
          answer: { message: "The system requirements were saved." },
        },
      ),
    )
    .middleware(EditorAccess),
  HttpApiEndpoint.get("getContentSettings", "/staff/content/settings", {
    success: StaffSiteSettingsResponse,
  })
    .annotateMerge(
      described(
        "Read the site settings",
        'The server information picture and its description, the messenger link (`""` while unset) and every social link, unpublished ones too.',
        {},
        {
          answer: {
            data: {
              serverInfoImage: "/media/uploads/4",
              serverInfoDescription: "Server rates: EXP x5, drop x3, gold x2.",
              agentChatUrl: "",
              socials: [
                {
                  id: 1,
                  network: "discord",
                  name: "Discord",
                  description: "Chat with other players and the staff.",
                  url: "https://discord.gg/example",
                  isPublished: true,
                },
              ],
            },
          },
        },
      ),
    )
    .middleware(EditorAccess),
  HttpApiEndpoint.post("saveSiteSettings", "/staff/content/settings/save", {
    payload: SiteSettingsPayload,
    success: SavedResponse,
  })
    .annotateMerge(
      described(
        "Save the site settings",
        'Sets the server information picture and description and the messenger link; `agentChatUrl` `""` restores the placeholder.',
        {},
        {
          request: {
            serverInfoImage: "/media/uploads/4",
            serverInfoDescription: "Server rates: EXP x5, drop x3, gold x2.",
            agentChatUrl: "https://m.me/gatehouse",
          },
          answer: { message: "The settings were saved." },
        },
      ),
    )
    .middleware(EditorAccess),
  HttpApiEndpoint.post("saveSocialLink", "/staff/content/socials/save", {
    payload: SocialLinkPayload,
    success: SavedResponse,
    error: NotFound,
  })
    .annotateMerge(
      described(
        "Save a social link",
        "Without an id, a new social link placed last; with one, that link changed (404 when there is none). The address must be a web address.",
        {},
        {
          request: {
            network: "discord",
            name: "Discord",
            description: "Chat with other players and the staff.",
            url: "https://discord.gg/example",
            isPublished: true,
          },
          answer: { message: "The community link was added.", id: 1 },
        },
      ),
    )
    .middleware(EditorAccess),
  HttpApiEndpoint.post("deleteSocialLink", "/staff/content/socials/delete", {
    payload: RowIdPayload,
    success: SavedResponse,
    error: NotFound,
  })
    .annotateMerge(
      described(
        "Delete a social link",
        "Takes the social link away for good; 404 for an unknown id.",
        {},
        { request: { id: 1 }, answer: { message: "The community link was deleted.", id: 1 } },
      ),
    )
    .middleware(EditorAccess),
  HttpApiEndpoint.get("getPolicyPages", "/staff/content/policies", {
    success: StaffPolicyPagesResponse,
  })
    .annotateMerge(
      described(
        "List the policy pages",
        "All four policy pages, `updatedAt` `null` while unwritten.",
        {},
        {
          answer: {
            data: [
              {
                ...privacyPolicy,
                body: "We keep only what the game needs.",
                translations: [
                  {
                    language: "fil",
                    body: "Ang kailangan lang ng laro ang itinatago namin.",
                    updatedAt: privacyPolicy.updatedAt,
                  },
                ],
              },
              { slug: "terms", title: "Terms of Service", body: "", updatedAt: null, translations: [] },
            ],
          },
        },
      ),
    )
    .middleware(EditorAccess),
  HttpApiEndpoint.post("savePolicyPage", "/staff/content/policies/save", {
    payload: PolicyPayload,
    success: SavedResponse,
    error: ValidationFailed,
  })
    .annotateMerge(
      described(
        "Save a policy page",
        "Writes a policy page's whole text (at most 20,000 characters); empty text takes the page down again. Taking down a page that is not written is a 422. With a `language` (one the portal ships besides English), writes the page's text in that language instead, once its English is written; empty text then removes that translation, and its readers read English again. Any other language is a 400.",
        {},
        {
          request: { slug: privacyPolicy.slug, body: privacyPolicy.body },
          answer: { message: "The Privacy Policy was published." },
        },
      ),
    )
    .middleware(EditorAccess),
) {}
