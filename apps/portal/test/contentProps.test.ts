import { frameQuery, guestSession, routeForPath } from "@gatehouse/domain"
import { describe, expect, it } from "vitest"
import { contentProps } from "../src/frame/contentProps.ts"
import { playerSession } from "./fixtures.ts"

const propsAt = (address: string, session = guestSession) => {
  const [path = "/", search = ""] = address.split("?")
  return contentProps(routeForPath(path), frameQuery(search), session, "Gatehouse")
}

describe("what the frame hands the content", () => {
  it("defaults to topic 0, category 0, page 1", () => {
    expect(propsAt("/itemshop").query).toEqual({ topic: 0, category: 0, page: 1 })
  })

  it("reads topic, category and page from the address", () => {
    expect(propsAt("/itemshop?category=3&page=2").query).toEqual({ topic: 0, category: 3, page: 2 })
    expect(propsAt("/news?topic=12").query.topic).toBe(12)
  })

  it("takes the topic of /topic/{id} from the path", () => {
    expect(propsAt("/topic/7")).toMatchObject({ title: "News", query: { topic: 7 } })
  })

  it("passes the player's number, or none for a guest", () => {
    expect(propsAt("/shoppurchases?page=3", playerSession)).toMatchObject({ userNum: 42, query: { page: 3 } })
    expect(propsAt("/shoppurchases").userNum).toBeNull()
  })

  it("titles the root with the site name and other sections with their name", () => {
    expect(propsAt("/").title).toBe("Gatehouse")
    expect(propsAt("/download").title).toBe("Game Download")
  })
})
