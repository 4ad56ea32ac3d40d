// The fakes of the payment gateways (./fakeGateways.ts) as a process of their own, for the
// end-to-end product: on the port given, notifying the portal at the address given, holding the
// keys the product is started with (the server's own settings' names, from the environment).
// Usage: fakeGatewaysProcess.ts <port> <portal origin>
import { startFakeGateways } from "./fakeGateways.ts"

const [port, portal] = process.argv.slice(2)
const setting = (name: string) => {
  const value = process.env[name]
  if (value === undefined || value === "") throw new Error(`${name} is not set`)
  return value
}
if (port === undefined || portal === undefined)
  throw new Error("usage: fakeGatewaysProcess.ts <port> <portal origin>")
const fake = await startFakeGateways({
  port: Number(port),
  secrets: {
    payMongoKey: setting("PAYMONGO_SECRET_KEY"),
    payMongoWebhookSecret: setting("PAYMONGO_WEBHOOK_SECRET"),
    xenditKey: setting("XENDIT_SECRET_KEY"),
    xenditCallbackToken: setting("XENDIT_CALLBACK_TOKEN"),
  },
})
fake.notifyTo(portal)
console.log(`Fake payment gateways at ${fake.origin}, notifying ${portal}`)
