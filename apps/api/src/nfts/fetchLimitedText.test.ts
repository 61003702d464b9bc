import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FetchRefusedError, fetchLimitedText } from './fetchLimitedText'

let server: Server
let port: number

beforeAll(async () => {
  server = createServer((_, response) => response.writeHead(200).end('{"name":"ok"}'))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  port = (server.address() as AddressInfo).port
})
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve))
})

const limits = { timeoutMs: 2_000, maxBytes: 1_024 }

describe('fetchLimitedText', () => {
  it('refuses a name that resolves to loopback, checked on the address it would connect to', async () => {
    const call = fetchLimitedText(new URL(`http://localhost:${port}/1.json`), { ...limits, allowHosts: [] })
    await expect(call).rejects.toBeInstanceOf(FetchRefusedError)
    await expect(call).rejects.toThrow('localhost resolves to a non-public address')
  })

  it('reads it when the operator allows the host (with or without its port)', async () => {
    for (const allowed of [`localhost:${port}`, 'localhost']) {
      const text = await fetchLimitedText(new URL(`http://localhost:${port}/1.json`), {
        ...limits,
        allowHosts: [allowed],
      })
      expect(text).toBe('{"name":"ok"}')
    }
  })

  it('refuses schemes other than http and https before any connection', async () => {
    for (const url of ['file:///etc/passwd', 'ftp://127.0.0.1/x', 'gopher://127.0.0.1/x']) {
      await expect(fetchLimitedText(new URL(url), { ...limits, allowHosts: ['127.0.0.1'] })).rejects.toThrow(
        /URLs are not fetched/,
      )
    }
  })
})
