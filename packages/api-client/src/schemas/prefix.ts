/** Where the API is mounted on the portal's host; every contract path sits below it. */
export const apiPrefix = "/api"
