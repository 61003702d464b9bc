import { beforeEach, describe, expect, it } from 'vitest'
import { createLatch } from '../createLatch'
import { ADDRESS, devnetA } from '../test-support/networks'
import { AccountAddressRequiredError, ApiNotConfiguredError, InvalidApiResponseError } from './errors'
import { getTransactions } from './getTransactions'
import { createTestLatch } from './test-support/createTestLatch'
import { useTestServer } from './test-support/testServer'

const transaction = {
  id: '0xabc-0',
  metadata: {
    minedAt: '2026-01-01T00:00:00.000Z',
    chain: 'eip155:31337',
    operationType: 'send',
    status: 'confirmed',
    sentFrom: ADDRESS,
    sentTo: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
    hash: '0xabc',
  },
  transfers: [
    {
      direction: 'out',
      sender: ADDRESS,
      recipient: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
      quantity: { numeric: '1.5' },
      fungible_info: { name: 'Ether', symbol: 'ETH', icon: null },
      nft_info: null,
    },
  ],
}

const server = useTestServer()
beforeEach(() => {
  server.reset()
  server.on(`GET /v1/account/${ADDRESS}/history`, { json: { data: [transaction], next: 'cursor-2' } })
})

describe('GET /v1/account/{account}/history: cursor, onramp, chainId → data, next', () => {
  it('answers data and next', async () => {
    const page = await getTransactions(createTestLatch(server), { address: ADDRESS })
    expect(page.next).toBe('cursor-2')
    expect(page.data).toEqual([transaction])
  })

  it('sends cursor, chainId and onramp', async () => {
    await getTransactions(createTestLatch(server), {
      address: ADDRESS,
      cursor: 'cursor-2',
      chainId: 'eip155:31337',
      onramp: 'coinbase',
    })
    expect(Object.fromEntries(server.requests[0]?.query ?? [])).toMatchObject({
      cursor: 'cursor-2',
      chainId: 'eip155:31337',
      onramp: 'coinbase',
    })
  })

  it('the last page has next null (also when the service leaves it out)', async () => {
    server.on(`GET /v1/account/${ADDRESS}/history`, { json: { data: [] } })
    await expect(getTransactions(createTestLatch(server), { address: ADDRESS })).resolves.toEqual({
      data: [],
      next: null,
    })
  })

  it.each([undefined, ''])(
    'without an address throws "Transactions can\'t be fetched without an accountAddress" (%j)',
    async (address) => {
      const call = getTransactions(createTestLatch(server), { address })
      await expect(call).rejects.toBeInstanceOf(AccountAddressRequiredError)
      await expect(call).rejects.toThrow("Transactions can't be fetched without an accountAddress")
      expect(server.requests).toHaveLength(0)
    },
  )

  it('the address rule comes before the api config check', async () => {
    const latch = createLatch({ networks: [devnetA], storage: null })
    await expect(getTransactions(latch, { address: undefined })).rejects.toThrow(
      "Transactions can't be fetched without an accountAddress",
    )
    await expect(getTransactions(latch, { address: ADDRESS })).rejects.toBeInstanceOf(ApiNotConfiguredError)
  })

  it('a transaction without metadata.minedAt is an invalid answer', async () => {
    const { minedAt: _, ...metadata } = transaction.metadata
    server.on(`GET /v1/account/${ADDRESS}/history`, {
      json: { data: [{ ...transaction, metadata }], next: null },
    })
    await expect(getTransactions(createTestLatch(server), { address: ADDRESS })).rejects.toBeInstanceOf(
      InvalidApiResponseError,
    )
  })
})
