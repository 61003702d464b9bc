import { beforeEach, describe, expect, it } from 'vitest'
import { createLatch } from '../createLatch'
import { InvalidInputError } from '../errors/input'
import { devnetA } from '../test-support/networks'
import { ApiNotConfiguredError, InvalidApiResponseError } from './errors'
import { getWallets } from './getWallets'
import { createTestLatch } from './test-support/createTestLatch'
import { type TestServer, useTestServer } from './test-support/testServer'

const server = useTestServer()
beforeEach(() => {
  server.reset()
  server.on('GET /getWallets', {
    json: {
      data: [
        {
          id: 'w1',
          name: 'Wallet One',
          image_id: 'img1',
          mobile_link: 'one://',
          desktop_link: null,
          webapp_link: null,
          rdns: 'io.one',
          chains: ['eip155:1'],
        },
      ],
      count: 321,
    },
  })
})

const query = (s: TestServer) => Object.fromEntries(s.requests[0]?.query ?? [])

describe('GET /getWallets: page, entries, search, badge_type, include, exclude, chains → data, count', () => {
  it('answers data and count', async () => {
    const answer = await getWallets(createTestLatch(server), { page: 1 })
    expect(answer.count).toBe(321)
    expect(answer.data[0]).toMatchObject({
      id: 'w1',
      name: 'Wallet One',
      rdns: 'io.one',
      chains: ['eip155:1'],
    })
  })

  it('wallet listing: 40 per page by default, page 1', async () => {
    await getWallets(createTestLatch(server))
    expect(query(server)).toMatchObject({ page: '1', entries: '40' })
  })

  it('wallet listing: 100 search results', async () => {
    await getWallets(createTestLatch(server), { search: 'rain' })
    expect(query(server)).toMatchObject({ page: '1', entries: '100', search: 'rain' })
  })

  it('sends every parameter; lists comma-separated', async () => {
    await getWallets(createTestLatch(server), {
      page: 3,
      entries: 20,
      search: 'ünï côdé',
      badge_type: 'certified',
      include: ['a', 'b'],
      exclude: ['c'],
      chains: ['eip155:1', 'eip155:10'],
    })
    expect(query(server)).toMatchObject({
      page: '3',
      entries: '20',
      search: 'ünï côdé',
      badge_type: 'certified',
      include: 'a,b',
      exclude: 'c',
      chains: 'eip155:1,eip155:10',
    })
  })

  it('leaves out empty lists and an empty search', async () => {
    await getWallets(createTestLatch(server), { search: '', include: [], exclude: [] })
    expect(Object.keys(query(server)).sort()).toEqual(['entries', 'page', 'projectId', 'st', 'sv'])
  })

  it.each([
    ['page', 0],
    ['page', 1.5],
    ['entries', -1],
  ] as const)('refuses %s %d with a typed error, before any call', async (field, value) => {
    await expect(getWallets(createTestLatch(server), { [field]: value })).rejects.toBeInstanceOf(
      InvalidInputError,
    )
    expect(server.requests).toHaveLength(0)
  })

  it('an entry without id or name is an invalid answer', async () => {
    server.on('GET /getWallets', { json: { data: [{ name: 'x' }], count: 1 } })
    await expect(getWallets(createTestLatch(server))).rejects.toBeInstanceOf(InvalidApiResponseError)
  })

  it('without api config throws ApiNotConfiguredError', async () => {
    const latch = createLatch({ networks: [devnetA], storage: null })
    await expect(getWallets(latch)).rejects.toBeInstanceOf(ApiNotConfiguredError)
    await expect(getWallets(latch)).rejects.toMatchObject({ code: 'API_NOT_CONFIGURED' })
  })
})
