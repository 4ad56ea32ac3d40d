import { apiPrefix } from "@gatehouse/api-client/contract"

/** Whether a request's URL (or a path without its query) is one of the API's, under `/api`. */
export const isApiPath = (url: string) =>
  url === apiPrefix || url.startsWith(`${apiPrefix}/`) || url.startsWith(`${apiPrefix}?`)
