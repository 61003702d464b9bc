import { createServer, type Server } from 'node:http'

/** The fixed body the bare server answers at `/`: a small JSON object. */
export const BARE_BODY = JSON.stringify({ ok: true, service: 'bare', data: [1, 2, 3] })

/**
 * A bare `node:http` server answering fixed JSON bodies: `BARE_BODY` at `/`, and `bodies[i]` at `/i`,
 * so each API answer can be compared with the same bytes written by Node alone. It is the ceiling the
 * API is measured against.
 *
 * @example
 * const { url, server } = await startBareServer(['{"data":[…],"count":418}'])
 * // GET `${url}0` answers that body; GET url answers BARE_BODY
 */
export async function startBareServer(
  bodies: readonly string[] = [],
): Promise<{ url: string; server: Server }> {
  const buffers = bodies.map((body) => Buffer.from(body))
  const small = Buffer.from(BARE_BODY)
  const server = createServer((request, response) => {
    const body = request.url === '/' ? small : (buffers[Number(request.url?.slice(1))] ?? small)
    response.writeHead(200, { 'content-type': 'application/json', 'content-length': body.length })
    response.end(body)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  return { url: `http://127.0.0.1:${port}/`, server }
}
