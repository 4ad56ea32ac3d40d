import { createServer } from "node:net"

/** Asks the operating system for a loopback port that nothing listens on right now. */
export const findFreePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const probe = createServer()
    probe.unref()
    probe.on("error", reject)
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address()
      probe.close(() => {
        if (address && typeof address === "object") resolve(address.port)
        else reject(new Error("The operating system did not assign a port"))
      })
    })
  })
