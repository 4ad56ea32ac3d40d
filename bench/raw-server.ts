// The baseline for the throughput benchmark: a bare `node:http` server that answers every request
// with the same body the product returned, with the same content type, so both sides send the same
// bytes. Run as a separate process, like the product's server.
// Usage: raw-server.ts <port> <body file> [content type]
import { readFileSync } from "node:fs"
import { createServer } from "node:http"

const [port, bodyFile, contentType = "application/json"] = process.argv.slice(2)
if (!port || !bodyFile) throw new Error("usage: raw-server.ts <port> <body file> [content type]")
const body = readFileSync(bodyFile)

createServer((_request, response) => {
  response.writeHead(200, { "content-type": contentType, "content-length": body.byteLength })
  response.end(body)
}).listen(Number(port), "127.0.0.1")
