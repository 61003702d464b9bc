import { beforeEach, describe, expect, it } from 'vitest'
import { InvalidInputError } from '../errors/input'
import { getTokenPrices } from './getTokenPrices'
import { createTestLatch } from './test-support/createTestLatch'
import { useTestServer } from './test-support/testServer'

const usdc = 'eip155:31337:0x5FbDB2315678afecb367f032d93F642f64180aa3'

const server = useTestServer()
beforeEach(() => {
  server.reset()
  server.on('POST /v1/fungible/price', {
    json: { fungibles: [{ name: 'USD Coin', symbol: 'USDC', address: usdc, iconUrl: '', price: 1 }] },
  })
})

describe('POST /v1/fungible/price: currency, addresses', () => {
  it('posts currency and addresses and answers the prices', async () => {
    const prices = await getTokenPrices(createTestLatch(server), { addresses: [usdc], currency: 'eur' })
    expect(prices).toEqual([{ name: 'USD Coin', symbol: 'USDC', address: usdc, iconUrl: '', price: 1 }])
    expect(server.requests[0]?.body).toEqual({ currency: 'eur', addresses: [usdc] })
    expect(server.requests[0]?.query.get('projectId')).toBe('test-project')
  })

  it('the currency defaults to usd', async () => {
    await getTokenPrices(createTestLatch(server), { addresses: [usdc] })
    expect(server.requests[0]?.body).toEqual({ currency: 'usd', addresses: [usdc] })
  })

  it('no addresses: no call', async () => {
    await expect(getTokenPrices(createTestLatch(server), { addresses: [] })).resolves.toEqual([])
    expect(server.requests).toHaveLength(0)
  })

  it('refuses addresses that are not a list of strings', async () => {
    await expect(
      getTokenPrices(createTestLatch(server), { addresses: 'x' as unknown as string[] }),
    ).rejects.toBeInstanceOf(InvalidInputError)
  })
})
