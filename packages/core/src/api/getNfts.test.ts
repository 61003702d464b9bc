import { beforeEach, describe, expect, it } from 'vitest'
import { createLatch } from '../createLatch'
import { InvalidInputError } from '../errors/input'
import { ADDRESS, devnetA } from '../test-support/networks'
import { ApiNotConfiguredError, InvalidApiResponseError } from './errors'
import { getNfts } from './getNfts'
import { createTestLatch } from './test-support/createTestLatch'
import { useTestServer } from './test-support/testServer'

const nft = {
  chainId: 'eip155:31337',
  contract: { address: '0xCf7Ed3AccA5a467e9e704C703E8D87F634fB0Fc9', name: 'Latch Keys', symbol: 'LKEY' },
  tokenId: '9',
  name: 'Latch Keys #9',
  imageUrl: 'http://127.0.0.1:8547/nft/LKEY/9.svg',
  flags: { is_spam: false },
}

const server = useTestServer()
beforeEach(() => {
  server.reset()
  server.on(`GET /v1/account/${ADDRESS}/nfts`, { json: { data: [nft], next: 'cursor-2' } })
})

describe('GET /v1/account/{address}/nfts: chainId, cursor → data, next', () => {
  it('answers data and next, sending chainId and cursor', async () => {
    const page = await getNfts(createTestLatch(server), {
      address: ADDRESS,
      chainId: 'eip155:31337',
      cursor: 'cursor-1',
    })
    expect(page).toEqual({ data: [nft], next: 'cursor-2' })
    expect(Object.fromEntries(server.requests[0]?.query ?? [])).toMatchObject({
      chainId: 'eip155:31337',
      cursor: 'cursor-1',
    })
  })

  it('the last page has next null (also when the service leaves it out); an NFT may have no image', async () => {
    server.on(`GET /v1/account/${ADDRESS}/nfts`, { json: { data: [{ ...nft, imageUrl: null }] } })
    await expect(
      getNfts(createTestLatch(server), { address: ADDRESS, chainId: 'eip155:31337' }),
    ).resolves.toEqual({
      data: [{ ...nft, imageUrl: null }],
      next: null,
    })
  })

  it.each([
    [{ address: '', chainId: 'eip155:31337' }, 'address'],
    [{ address: ADDRESS, chainId: '' }, 'chainId'],
  ])('refuses a missing %j before any request', async (parameters, field) => {
    const call = getNfts(createTestLatch(server), parameters)
    await expect(call).rejects.toBeInstanceOf(InvalidInputError)
    await expect(call).rejects.toMatchObject({ code: 'INVALID_INPUT', field })
    expect(server.requests).toHaveLength(0)
  })

  it('without api config throws ApiNotConfiguredError', async () => {
    const latch = createLatch({ networks: [devnetA], storage: null })
    await expect(getNfts(latch, { address: ADDRESS, chainId: 'eip155:31337' })).rejects.toBeInstanceOf(
      ApiNotConfiguredError,
    )
  })

  it('an NFT without flags is an invalid answer', async () => {
    const { flags: _, ...partial } = nft
    server.on(`GET /v1/account/${ADDRESS}/nfts`, { json: { data: [partial], next: null } })
    await expect(
      getNfts(createTestLatch(server), { address: ADDRESS, chainId: 'eip155:31337' }),
    ).rejects.toBeInstanceOf(InvalidApiResponseError)
  })

  it("the caller's abort signal stops the call with its reason", async () => {
    server.on(`GET /v1/account/${ADDRESS}/nfts`, { json: { data: [] }, delayMs: 500 })
    const controller = new AbortController()
    const reason = new Error('left the view')
    setTimeout(() => controller.abort(reason), 20)
    await expect(
      getNfts(createTestLatch(server), {
        address: ADDRESS,
        chainId: 'eip155:31337',
        signal: controller.signal,
      }),
    ).rejects.toBe(reason)
  })
})
