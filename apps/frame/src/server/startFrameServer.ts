import { readFile } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { extname, join, normalize } from 'node:path'
import { FRAME_CONFIG_ELEMENT_ID, type FrameConfig, frameConfigSchema } from '../frameConfig'
import { frameHeaders } from './frameHeaders'

export interface StartFrameServerParameters {
  /** The frame's build (apps/frame/dist). */
  distDir: string
  config: FrameConfig
  /** 0 or omitted: a free port. */
  port?: number
  host?: string
}

export interface StartFrameServerReturnType {
  /** The frame's origin, e.g. `http://127.0.0.1:5174`: what the services' `frameOrigins` must list. */
  url: string
  stop(): Promise<void>
}

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
}

/** JSON that cannot close its `<script>` element or open a comment, whatever its strings hold. */
const scriptSafeJson = (value: unknown) =>
  JSON.stringify(value).replaceAll('<', '\\u003c').replaceAll('>', '\\u003e').replaceAll('&', '\\u0026')

/**
 * Serves the embedded wallet's frame on its own origin: the page with the operator's config written in
 * and a CSP whose `frame-ancestors` are the project's allowed origins, read from the services for the
 * `projectId` in the URL on every page load; the built assets beside it. Nothing else.
 *
 * @example
 * const frame = await startFrameServer({ distDir, config: { apiUrl, version: '0.1.0', chains }, port: 5174 })
 * // the page embeds `${frame.url}/?projectId=latch-demo&host=${encodeURIComponent(location.origin)}`
 */
export async function startFrameServer(
  params: StartFrameServerParameters,
): Promise<StartFrameServerReturnType> {
  const config = frameConfigSchema.parse(params.config)
  const template = await readFile(join(params.distDir, 'index.html'), 'utf8')
  const page = template.replace(
    '<main',
    `<script type="application/json" id="${FRAME_CONFIG_ELEMENT_ID}">${scriptSafeJson(config)}</script>\n    <main`,
  )

  async function allowedOrigins(projectId: string): Promise<string[]> {
    if (!/^[A-Za-z0-9_-]{1,128}$/.test(projectId)) return []
    const url = new URL(
      'projects/v1/origins',
      config.apiUrl.endsWith('/') ? config.apiUrl : `${config.apiUrl}/`,
    )
    url.searchParams.set('projectId', projectId)
    const response = await fetch(url).catch(() => undefined)
    if (!response?.ok) return []
    const body = (await response.json().catch(() => ({}))) as { allowedOrigins?: unknown }
    return Array.isArray(body.allowedOrigins) ? body.allowedOrigins.filter((o) => typeof o === 'string') : []
  }

  const server: Server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://frame.invalid')
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        response.writeHead(405, { Allow: 'GET, HEAD' }).end()
        return
      }
      if (url.pathname === '/' || url.pathname === '/index.html') {
        const headers = frameHeaders({
          apiUrl: config.apiUrl,
          // the bundlers too: a chain's smart account sends its user operations there
          rpcUrls: config.chains.flatMap((chain) => [
            chain.rpcUrl,
            ...(chain.bundlerUrl ? [chain.bundlerUrl] : []),
          ]),
          allowedOrigins: await allowedOrigins(url.searchParams.get('projectId') ?? ''),
        })
        response.writeHead(200, { ...headers, 'Content-Type': 'text/html; charset=utf-8' }).end(page)
        return
      }
      const path = normalize(url.pathname).replace(/^([/\\])+/, '')
      const type = TYPES[extname(path)]
      if (!path.startsWith('assets/') || path.includes('..') || !type) {
        response.writeHead(404).end()
        return
      }
      const body = await readFile(join(params.distDir, path)).catch(() => undefined)
      if (!body) {
        response.writeHead(404).end()
        return
      }
      response
        .writeHead(200, {
          'Content-Type': type,
          'X-Content-Type-Options': 'nosniff',
          'Cache-Control': 'public, max-age=31536000, immutable',
          // the page's scripts are loaded as modules from the frame's own origin
          'Cross-Origin-Resource-Policy': 'same-origin',
        })
        .end(body)
    })().catch(() => {
      if (!response.headersSent) response.writeHead(500)
      response.end()
    })
  })
  const host = params.host ?? '127.0.0.1'
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(params.port ?? 0, host, () => resolve())
  })
  const { port } = server.address() as AddressInfo
  return {
    url: `http://${host}:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}
