import { type LookupAddress, lookup } from 'node:dns'
import { request as httpRequest, type IncomingMessage, type RequestOptions } from 'node:http'
import { request as httpsRequest } from 'node:https'
import { isIP, type LookupFunction } from 'node:net'
import { isPublicAddress } from './isPublicAddress'

export interface FetchLimitedTextParameters {
  /** The whole exchange, connection included (ms). */
  timeoutMs: number
  /** Largest body read; a longer one fails. */
  maxBytes: number
  /** Hosts (`host` or `host:port`) that may be loopback or private addresses. */
  allowHosts: readonly string[]
}

/** Why a URL was not read: the caller treats every case alike (no metadata), the message says which. */
export class FetchRefusedError extends Error {
  override name = 'FetchRefusedError'
}

/**
 * GETs an http(s) URL a third party chose, defensively: only http and https, no redirects followed, a
 * 200 answer only, at most `maxBytes` within `timeoutMs`, and never a loopback, private or reserved
 * address unless the host is allowed (checked on the address connected to, so a DNS answer that changes
 * between check and use cannot get round it).
 *
 * @example
 * const text = await fetchLimitedText(new URL('https://meta.example/1.json'), { timeoutMs: 2000, maxBytes: 65536, allowHosts: [] })
 */
export function fetchLimitedText(url: URL, params: FetchLimitedTextParameters): Promise<string> {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return Promise.reject(new FetchRefusedError(`${url.protocol} URLs are not fetched`))
  }
  const allowed = params.allowHosts.includes(url.host) || params.allowHosts.includes(url.hostname)
  const literal = url.hostname.replace(/^\[|\]$/g, '')
  if (!allowed && isIP(literal) !== 0 && !isPublicAddress(literal)) {
    return Promise.reject(new FetchRefusedError(`${url.hostname} is not a public address`))
  }
  const guardedLookup: LookupFunction = (hostname, options, callback) => {
    lookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, '', 0)
      const refused = !allowed && addresses.some((entry) => !isPublicAddress(entry.address))
      if (refused)
        return callback(new FetchRefusedError(`${hostname} resolves to a non-public address`), '', 0)
      if (options.all) return callback(null, addresses)
      const [first] = addresses
      return first
        ? callback(null, first.address, first.family)
        : callback(new FetchRefusedError(`${hostname} has no address`), '', 0)
    })
  }
  const options: RequestOptions = {
    method: 'GET',
    lookup: guardedLookup,
    headers: { accept: 'application/json' },
  }
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest

  return new Promise((resolve, reject) => {
    const request = send(url, options, (response: IncomingMessage) => {
      if (response.statusCode !== 200) {
        request.destroy(new FetchRefusedError(`answered ${response.statusCode} (redirects are not followed)`))
        return
      }
      const declared = Number(response.headers['content-length'] ?? 0)
      if (declared > params.maxBytes) {
        request.destroy(new FetchRefusedError(`body over ${params.maxBytes} bytes`))
        return
      }
      const chunks: Buffer[] = []
      let size = 0
      response.on('data', (chunk: Buffer) => {
        size += chunk.length
        if (size > params.maxBytes)
          request.destroy(new FetchRefusedError(`body over ${params.maxBytes} bytes`))
        else chunks.push(chunk)
      })
      response.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
      response.on('error', reject)
    })
    const timer = setTimeout(
      () => request.destroy(new FetchRefusedError(`no answer within ${params.timeoutMs} ms`)),
      params.timeoutMs,
    )
    request.on('error', reject)
    request.on('close', () => clearTimeout(timer))
    request.end()
  })
}
