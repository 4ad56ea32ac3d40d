// The payment gateways the end-to-end product pays through: the server tests' fakes of PayMongo and
// Xendit (apps/server/test/support/fakeGateways.ts) as a process of their own, on the port given,
// notifying the portal at the address given. Playwright starts it beside the product.
// Usage: fakeGateways.ts <port> <portal origin>
import { startFakeGateways } from "../../apps/server/test/support/fakeGateways.ts"

const [port, portal] = process.argv.slice(2)
if (port === undefined || portal === undefined)
  throw new Error("usage: fakeGateways.ts <port> <portal origin>")
const fake = await startFakeGateways({ port: Number(port) })
fake.notifyTo(portal)
console.log(`Fake payment gateways at ${fake.origin}, notifying ${portal}`)
