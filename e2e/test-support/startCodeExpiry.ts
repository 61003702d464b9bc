// Test support only, never shipped: ages a login code as ten minutes would, so the e2e world can show the
// services' 'Code expired' without waiting. It touches one address's code and nothing else.
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { DatabaseHandle } from '@latch/services'

/** Both PGlite and node-postgres answer `query(text, params)` on drizzle's client. */
type QueryClient = { query(text: string, params: unknown[]): Promise<unknown> }

/**
 * A loopback server in the e2e world: `POST /expire?email=` moves that address's live login code past its
 * expiry in the services' database.
 *
 * @example const expiry = await startCodeExpiry(api.database) // then expireLoginCode(expiry.url, email)
 */
export async function startCodeExpiry(
  database: DatabaseHandle,
): Promise<{ url: string; stop(): Promise<void> }> {
  const client = (database.db as unknown as { $client: QueryClient }).$client
  const server = createServer((request, response) => {
    const email = new URL(request.url ?? '/', 'http://expiry.invalid').searchParams.get('email')
    if (request.method !== 'POST' || !email) {
      response.writeHead(400).end()
      return
    }
    client
      .query(
        "update auth_codes set expires_at = now() - interval '1 second' where purpose = 'login' and subject = $1",
        [email.trim().toLowerCase()],
      )
      .then(
        () => response.writeHead(204).end(),
        (error: Error) => response.writeHead(500).end(error.message),
      )
  })
  await new Promise<void>((resolve) => server.listen({ port: 0, host: '127.0.0.1' }, resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  }
}

/** Asks the e2e world's expiry server to age `email`'s login code. */
export async function expireLoginCode(expiryUrl: string, email: string): Promise<void> {
  const response = await fetch(`${expiryUrl}/expire?email=${encodeURIComponent(email)}`, { method: 'POST' })
  if (response.status !== 204)
    throw new Error(`expiring the code failed: ${response.status} ${await response.text()}`)
}
