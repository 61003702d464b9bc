import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { renderMailboxPage } from './renderMailboxPage'
import type { MailSinkMessage } from './startMailSink'

/** Where `startDevnet({ fixedPorts: true })` serves the mailbox page (`npm run demo`). */
export const DEVNET_MAILBOX_DEMO_PORT = 8550

export interface StartMailboxParameters {
  /** The sink whose messages to show (`startMailSink`). */
  sink: { messages(): MailSinkMessage[] }
  /** 0 or omitted: a free port. */
  port?: number
}

export interface StartMailboxReturnType {
  /** e.g. `http://127.0.0.1:8550`, without a trailing slash. */
  url: string
  stop(): Promise<void>
}

/**
 * Serves a mail sink's messages on loopback: `GET /` is an HTML page, newest first; `GET /messages?to=`
 * is JSON `{ messages }` (newest first, only those to `to` when given) for tests and the demo, CORS open.
 *
 * @example
 * const mailbox = await startMailbox({ sink })
 * const { messages } = await (await fetch(`${mailbox.url}/messages?to=alice@example.com`)).json()
 * await mailbox.stop()
 */
export async function startMailbox(params: StartMailboxParameters): Promise<StartMailboxReturnType> {
  const server = createServer((request, response) => answer(request, response, params.sink))
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen({ port: params.port ?? 0, host: '127.0.0.1', exclusive: true }, () => resolve())
  })
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    stop: () =>
      new Promise((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}

function answer(request: IncomingMessage, response: ServerResponse, sink: StartMailboxParameters['sink']) {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    response.writeHead(405, { allow: 'GET, HEAD' }).end()
    return
  }
  const url = new URL(request.url ?? '/', 'http://mailbox.invalid')
  if (url.pathname === '/') {
    response
      .writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        // The page is static text: no script may run in it, whatever a message says.
        'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
        'cache-control': 'no-store',
      })
      .end(renderMailboxPage(sink.messages()))
    return
  }
  if (url.pathname === '/messages') {
    const to = url.searchParams.get('to')?.trim().toLowerCase()
    const newestFirst = sink.messages().reverse()
    const messages = to ? newestFirst.filter((message) => message.to.includes(to)) : newestFirst
    response
      .writeHead(200, {
        'content-type': 'application/json',
        'access-control-allow-origin': '*',
        'cache-control': 'no-store',
      })
      .end(JSON.stringify({ messages }))
    return
  }
  response.writeHead(404, { 'content-type': 'text/plain' }).end('not found')
}
