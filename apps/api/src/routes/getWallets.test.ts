import { describe, expect, it } from 'vitest'
import { importWalletRegistry } from '../registry/importWalletRegistry'
import { expectApiError, useTestApi } from '../testing'

const api = useTestApi({ wallets: true })

interface Listing {
  data: { id: string; name: string; order: number; chains: string[]; badge_type: string; image_id: string }[]
  count: number
}

async function list(query: Record<string, string | number>): Promise<Listing> {
  const response = await api.request('/getWallets', { query })
  expect(response.status).toBe(200)
  return (await response.json()) as Listing
}

describe('GET /getWallets', () => {
  it('answers a page with an ETag, and 304 with no body to a client that has that page', async () => {
    const first = await api.request('/getWallets', { query: { page: 3 } })
    const etag = first.headers.get('etag')
    expect(etag).toMatch(/^".+"$/)
    expect(first.headers.get('content-type')).toMatch(/^application\/json/)
    const again = await api.request('/getWallets', {
      query: { page: 3 },
      headers: { 'if-none-match': etag! },
    })
    expect(again.status).toBe(304)
    expect(await again.text()).toBe('')
    const other = await api.request('/getWallets', {
      query: { page: 4 },
      headers: { 'if-none-match': etag! },
    })
    expect(other.status).toBe(200)
    expect(other.headers.get('etag')).not.toBe(etag)
  })

  it('refuses a GET that announces a body over the limit, without reading it', async () => {
    await expectApiError(
      await api.request('/getWallets', { headers: { 'content-length': String(1024 * 1024) } }),
      413,
      'PAYLOAD_TOO_LARGE',
    )
  })

  it('answers 40 wallets per page by default (spec §9), in listing order, with the total count', async () => {
    const first = await list({})
    expect(first.data).toHaveLength(40)
    expect(first.count).toBeGreaterThanOrEqual(300)
    const orders = first.data.map((wallet) => wallet.order)
    expect(orders).toEqual([...orders].sort((a, b) => a - b))
    expect(first.data[0]).toMatchObject({ id: 'metamask', name: 'MetaMask', image_id: 'metamask' })
  })

  it('pages without overlap and answers an empty page past the end', async () => {
    const first = await list({ page: 1, entries: 25 })
    const second = await list({ page: 2, entries: 25 })
    const firstIds = new Set(first.data.map((wallet) => wallet.id))
    expect(second.data.some((wallet) => firstIds.has(wallet.id))).toBe(false)
    const lastPage = Math.ceil(first.count / 25)
    expect((await list({ page: lastPage, entries: 25 })).data.length).toBe(first.count - (lastPage - 1) * 25)
    const past = await list({ page: lastPage + 1, entries: 25 })
    expect(past).toEqual({ data: [], count: first.count })
  })

  it('searches names case- and accent-insensitively, prefix matches first', async () => {
    const result = await list({ search: 'METAMÁSK' })
    expect(result.data[0]?.id).toBe('metamask')
    const wallet = await list({ search: 'wallet' })
    expect(wallet.data.every((entry) => entry.name.toLowerCase().includes('wallet'))).toBe(true)
  })

  it('answers at most 100 search results', async () => {
    const result = await list({ search: 'a', entries: 40 })
    expect(result.count).toBe(100)
    expect((await list({ search: 'a', entries: 40, page: 3 })).data).toHaveLength(20)
    expect((await list({ search: 'a', entries: 40, page: 4 })).data).toHaveLength(0)
  })

  it('accepts any Unicode in search and finds nothing rather than failing', async () => {
    for (const search of ['钱包', '🦊', 'Ｗａｌｌｅｔ', "'; select 1; --", '%_\\', 'ÿ'.repeat(100)]) {
      const response = await api.request('/getWallets', { query: { search } })
      expect(response.status, search).toBe(200)
    }
    expect((await list({ search: 'Ｗａｌｌｅｔ' })).count).toBeGreaterThan(0)
  })

  it('filters by badge_type, include, exclude and chains', async () => {
    const certified = await list({ badge_type: 'certified', entries: 100 })
    expect(certified.data.every((wallet) => wallet.badge_type === 'certified')).toBe(true)
    expect(certified.count).toBeLessThan((await list({})).count)

    const included = await list({ include: 'rainbow,metamask,not-a-wallet' })
    expect(included.data.map((wallet) => wallet.id)).toEqual(['metamask', 'rainbow'])
    expect(included.count).toBe(2)

    const all = await list({})
    const excluded = await list({ exclude: 'metamask' })
    expect(excluded.count).toBe(all.count - 1)
    expect(excluded.data.some((wallet) => wallet.id === 'metamask')).toBe(false)

    const solana = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
    const onSolana = await list({ chains: solana, entries: 100 })
    expect(onSolana.count).toBeGreaterThan(0)
    expect(onSolana.data.every((wallet) => wallet.chains.includes(solana))).toBe(true)
  })

  it('answers a repeated query string from the page it was answered with, until the registry changes', async () => {
    const query = { include: 'metamask', st: 'repeat' }
    const first = await list(query)
    expect(first.data.map((wallet) => wallet.name)).toEqual(['MetaMask'])
    const again = await api.request('/getWallets', { query, headers: { 'if-none-match': '"other"' } })
    expect(again.headers.get('etag')).toBeTruthy()
    expect(await again.json()).toEqual(first)
    // The same parameters spelled with a bad value are still validated: nothing is answered unchecked.
    await expectApiError(
      await api.request('/getWallets', { query: { ...query, page: '0' } }),
      400,
      'INVALID_QUERY',
    )
    // An import drops the remembered answers with the pages: the renamed wallet shows at once.
    const registry = {
      version: 1 as const,
      wallets: [
        {
          id: 'metamask',
          name: 'MetaMask Renamed',
          rdns: 'io.metamask',
          homepage: 'https://metamask.io',
          mobile_link: null,
          desktop_link: null,
          webapp_link: null,
          chains: ['eip155:1'],
          badge_type: 'certified' as const,
        },
      ],
    }
    await importWalletRegistry(api.db, registry)
    expect((await list(query)).data.map((wallet) => wallet.name)).toEqual(['MetaMask Renamed'])
  })

  it.each([
    ['page=0', { page: '0' }],
    ['a negative page', { page: '-1' }],
    ['a huge page', { page: '99999999999' }],
    ['a page past 10000', { page: '10001' }],
    ['a fractional page', { page: '1.5' }],
    ['page=abc', { page: 'abc' }],
    ['entries=0', { entries: '0' }],
    ['negative entries', { entries: '-5' }],
    ['entries over 100', { entries: '101' }],
    ['entries in exponent form', { entries: '1e3' }],
    ['a search over 100 characters', { search: 'x'.repeat(101) }],
    ['a NUL byte in search', { search: 'meta\u0000mask' }],
    ['an unknown badge_type', { badge_type: 'gold' }],
    ['malformed include ids', { include: 'metamask,<script>' }],
    ['over 100 include ids', { include: Array.from({ length: 101 }, (_, i) => `w${i}`).join(',') }],
    ['a chain that is not CAIP-2', { chains: 'ethereum' }],
  ])('answers 400 INVALID_QUERY for %s', async (_name, query) => {
    await expectApiError(await api.request('/getWallets', { query }), 400, 'INVALID_QUERY')
  })
})
