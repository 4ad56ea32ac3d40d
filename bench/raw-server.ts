// The baseline for the API benchmark: a bare `node:http` server that answers every request with the
// same JSON body the API returned, so both sides send the same bytes. Run as a separate process, like
// the product's server. Usage: raw-server.ts <port> <body file>
import { readFileSync } from "node:fs"
import { createServer } from "node:http"

const [port, bodyFile] = process.argv.slice(2)
if (!port || !bodyFile) throw new Error("usage: raw-server.ts <port> <body file>")
const body = readFileSync(bodyFile)

createServer((_request, response) => {
  response.writeHead(200, { "content-type": "application/json", "content-length": body.byteLength })
  response.end(body)
}).listen(Number(port), "127.0.0.1")
