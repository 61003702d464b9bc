import {
  DEVNET_ADDRESSES,
  DEVNET_PRIVATE_KEYS,
  devnetPrices,
  mine,
  revert,
  type StartDevnetReturnType,
  snapshot,
  startDevnet,
} from '@latch/devnet'
import { and, eq, sql } from 'drizzle-orm'
import {
  createWalletClient,
  erc20Abi,
  erc721Abi,
  type Hash,
  http,
  parseEther,
  parseUnits,
  publicActions,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { indexerLeases, transfers } from '../db/schema'
import type { ApiChain } from '../http/types'
import { startIndexer } from '../indexer/startIndexer'
import { waitForIndexedBlock } from '../indexer/waitForIndexedBlock'
import { type StartApiServerReturnType, startApiServer } from '../startApiServer'
import { expectApiError, useTestApi } from '../testing'

const api = useTestApi()
let devnet: StartDevnetReturnType
let chains: ApiChain[]
let server: StartApiServerReturnType

/** Chain A records at once; chain B waits for 2 confirmations. */
const startServer = () =>
  startApiServer({
    database: api.database,
    chains,
    prices: devnetPrices(devnet.chains),
    indexer: { pollIntervalMs: 25, log: () => {} },
    rateLimit: false,
    seedWallets: false,
  })

beforeAll(async () => {
  devnet = await startDevnet({ accountAbstraction: false })
  chains = devnet.chains.map(({ id, name, rpcUrl }, index) => ({
    id,
    name,
    rpcUrl,
    confirmations: index === 0 ? 0 : 2,
  }))
  server = await startServer()
}, 60_000)
afterAll(async () => {
  await server?.stop()
  await devnet?.stop()
})

const chainA = () => devnet.chains[0]!
const wallet = (key: number, chain = chainA()) =>
  createWalletClient({
    account: privateKeyToAccount(DEVNET_PRIVATE_KEYS[key]!),
    transport: http(chain.rpcUrl),
  }).extend(publicActions)
const randomAddress = () => privateKeyToAccount(generatePrivateKey()).address

/** Waits for the receipt, then for the indexer to have recorded its block. */
async function mined(hash: Hash, chain = chainA()) {
  const receipt = await wallet(0, chain).waitForTransactionReceipt({ hash, pollingInterval: 20 })
  await waitForIndexedBlock(api.db, chain.id, Number(receipt.blockNumber))
  return receipt
}
const sendEth = (from: number, to: `0x${string}`, ether: string, chain = chainA()) =>
  wallet(from, chain).sendTransaction({ to, value: parseEther(ether), chain: null })
const sendToken = (from: number, token: 0 | 1, to: `0x${string}`, amount: string) => {
  const { address, decimals } = chainA().tokens[token]!
  return wallet(from).writeContract({
    address,
    abi: erc20Abi,
    functionName: 'transfer',
    args: [to, parseUnits(amount, decimals)],
    chain: null,
  })
}
const sendNft = (from: number, to: `0x${string}`, id: bigint) =>
  wallet(from).writeContract({
    address: chainA().nfts[0]!.address,
    abi: erc721Abi,
    functionName: 'transferFrom',
    args: [DEVNET_ADDRESSES[from]!, to, id],
    chain: null,
  })

interface Page {
  data: {
    id: string
    metadata: Record<string, unknown> & { hash: string }
    transfers: Record<string, unknown>[]
  }[]
  next: string | null
}
async function history(account: string, query: Record<string, string | number> = {}): Promise<Page> {
  const response = await api.request(`/v1/account/${account}/history`, { app: server.app, query })
  expect(response.status).toBe(200)
  return (await response.json()) as Page
}

describe('GET /v1/account/{account}/history', () => {
  it('shows native, ERC-20 and ERC-721 transfers made on anvil, newest first, with their fields', async () => {
    const to = randomAddress()
    const sender = DEVNET_ADDRESSES[1]
    const eth = await mined(await sendEth(1, to, '1.5'))
    const lusd = await mined(await sendToken(1, 0, to, '12.5'))
    const nft = await mined(await sendNft(1, to, 3n))
    const block = await wallet(0).getBlock({ blockNumber: eth.blockNumber })

    const { data, next } = await history(to)
    expect(next).toBeNull()
    expect(data.map((tx) => tx.metadata.hash)).toEqual([
      nft.transactionHash,
      lusd.transactionHash,
      eth.transactionHash,
    ])
    const [nftTx, lusdTx, ethTx] = data
    expect(ethTx).toEqual({
      id: `eip155:31337:${eth.transactionHash}`,
      metadata: {
        minedAt: new Date(Number(block.timestamp) * 1000).toISOString(),
        chain: 'eip155:31337',
        operationType: 'receive',
        status: 'confirmed',
        sentFrom: sender,
        sentTo: to,
        hash: eth.transactionHash,
        blockNumber: Number(eth.blockNumber),
      },
      transfers: [
        {
          direction: 'in',
          quantity: { numeric: '1.5' },
          fungible_info: {
            name: 'Ether',
            symbol: 'ETH',
            icon: { url: expect.stringContaining('/public/getTokenImage/ETH?projectId=') },
          },
          nft_info: null,
          value: 4500,
          price: 3000,
          sender,
          recipient: to,
        },
      ],
    })
    expect(lusdTx?.metadata).toMatchObject({
      operationType: 'receive',
      sentFrom: sender,
      sentTo: chainA().tokens[0]!.address,
    })
    expect(lusdTx?.transfers).toEqual([
      expect.objectContaining({
        direction: 'in',
        quantity: { numeric: '12.5' },
        fungible_info: expect.objectContaining({ name: 'Latch USD', symbol: 'LUSD' }),
        value: 12.5,
        price: 1,
      }),
    ])
    expect(nftTx?.transfers).toEqual([
      expect.objectContaining({
        quantity: { numeric: '1' },
        fungible_info: null,
        nft_info: { name: 'Latch Keys #3', flags: { is_spam: false }, content: null },
      }),
    ])

    const [row] = await api.db.select().from(transfers).where(eq(transfers.txHash, lusd.transactionHash))
    expect(row).toMatchObject({
      blockNumber: Number(lusd.blockNumber),
      logIndex: lusd.logs[0]!.logIndex,
      standard: 'erc20',
      amount: '12500000',
      // stored as bytes, read back lower-case; the sender signed it and the token is its recipient
      fromAddress: sender.toLowerCase(),
      txFrom: null,
      txTo: null,
    })

    const senderPage = await history(sender, { limit: 100 })
    expect(
      senderPage.data.find((tx) => tx.metadata.hash === eth.transactionHash)?.metadata.operationType,
    ).toBe('send')
    expect(senderPage.data.at(-1)?.metadata.operationType).toBe('mint')
  })

  it('pages with the cursor, filters by chain, and reads a CAIP-10 account', async () => {
    const to = randomAddress()
    const hashes: string[] = []
    for (const ether of ['0.1', '0.2', '0.3'])
      hashes.unshift((await mined(await sendEth(2, to, ether))).transactionHash)
    const first = await history(to, { limit: 2 })
    expect(first.data.map((tx) => tx.metadata.hash)).toEqual(hashes.slice(0, 2))
    const second = await history(to, { limit: 2, cursor: first.next! })
    expect(second).toMatchObject({ next: null })
    expect(second.data.map((tx) => tx.metadata.hash)).toEqual(hashes.slice(2))
    expect((await history(to, { chainId: 'eip155:31338' })).data).toEqual([])
    expect((await history(to, { chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' })).data).toEqual([])
    expect((await history(`eip155:31337:${to.toLowerCase()}`)).data).toHaveLength(3)
  })

  it('waits for the confirmations of the chain (2 on chain B)', async () => {
    const chainB = devnet.chains[1]!
    const to = randomAddress()
    const hash = await sendEth(3, to, '1', chainB)
    const { blockNumber } = await wallet(3, chainB).waitForTransactionReceipt({ hash, pollingInterval: 20 })
    // Indexed up to the block that has 2 on top: the one before the transfer's.
    await mine(chainB.rpcUrl, 1)
    await waitForIndexedBlock(api.db, chainB.id, Number(blockNumber) - 1)
    expect((await history(to, { chainId: 'eip155:31338' })).data).toEqual([])
    await mine(chainB.rpcUrl, 1)
    await waitForIndexedBlock(api.db, chainB.id, Number(blockNumber))
    expect((await history(to, { chainId: 'eip155:31338' })).data.map((tx) => tx.metadata.chain)).toEqual([
      'eip155:31338',
    ])
  })

  it('after an API restart on the same data, the indexer resumes: no duplicates, no gaps', async () => {
    await server.stop()
    const to = randomAddress()
    const whileDown = [await sendEth(4, to, '1'), await sendToken(2, 1, to, '2')]
    await mine(chainA().rpcUrl, 3)
    server = await startServer()
    const last = await mined(await sendEth(4, to, '3'))
    expect((await history(to)).data.map((tx) => tx.metadata.hash)).toEqual([
      last.transactionHash,
      ...whileDown.reverse(),
    ])

    const duplicates = await api.db
      .select({ count: sql<number>`count(*)` })
      .from(transfers)
      .groupBy(transfers.chainId, transfers.txHash, transfers.logIndex)
      .having(sql`count(*) > 1`)
    expect(duplicates).toEqual([])
    // No gaps: every transaction with value on chain A, from genesis to the last block, is recorded.
    const head = Number(last.blockNumber)
    const blocks = await Promise.all(
      Array.from({ length: head + 1 }, (_, n) =>
        wallet(0).getBlock({ blockNumber: BigInt(n), includeTransactions: true }),
      ),
    )
    const valued = blocks
      .flatMap((block) => block.transactions.filter((tx) => tx.value > 0n).map((tx) => tx.hash))
      .sort()
    const natives = await api.db
      .select({ hash: transfers.txHash })
      .from(transfers)
      .where(and(eq(transfers.chainId, 31337), eq(transfers.standard, 'native')))
    expect(natives.map((row) => row.hash).sort()).toEqual(valued)
  })

  it('after a reverted snapshot, the orphaned transfers disappear and the new chain’s appear', async () => {
    const to = randomAddress()
    const id = await snapshot(chainA().rpcUrl)
    const orphan = await mined(await sendToken(2, 0, to, '7'))
    expect((await history(to)).data.map((tx) => tx.metadata.hash)).toEqual([orphan.transactionHash])

    await revert(chainA().rpcUrl, id)
    const replacement = await sendToken(3, 1, to, '3')
    const receipt = await wallet(3).waitForTransactionReceipt({ hash: replacement, pollingInterval: 20 })
    expect(receipt.blockNumber).toBe(orphan.blockNumber)
    await vi.waitFor(
      async () => {
        const { data } = await history(to)
        expect(data.map((tx) => tx.metadata.hash)).toEqual([replacement])
      },
      { timeout: 10_000, interval: 30 },
    )
    expect(await api.db.select().from(transfers).where(eq(transfers.txHash, orphan.transactionHash))).toEqual(
      [],
    )
    expect((await history(to)).data[0]?.transfers[0]).toMatchObject({
      fungible_info: { symbol: 'LGLD' },
      quantity: { numeric: '3' },
    })
  })

  it('drops transfers of reverted blocks even before the chain grows past them again', async () => {
    const to = randomAddress()
    const id = await snapshot(chainA().rpcUrl)
    await mined(await sendEth(5, to, '0.5'))
    expect((await history(to)).data).toHaveLength(1)
    await revert(chainA().rpcUrl, id)
    await vi.waitFor(async () => expect((await history(to)).data).toEqual([]), {
      timeout: 10_000,
      interval: 30,
    })
  })

  it('with two instances on one database, one indexes each chain and the other takes over when it stops', async () => {
    const other = await api.database.openAnother()
    const standby = startIndexer({ db: other.db, chains, pollIntervalMs: 25, log: () => {} })
    try {
      const to = randomAddress()
      await mined(await sendEth(6, to, '1'))
      const holders = await api.db.select({ holder: indexerLeases.holder }).from(indexerLeases)
      expect(holders.map((row) => row.holder)).toEqual([server.indexer!.holder, server.indexer!.holder])
      await server.stop()
      await mined(await sendEth(6, to, '2'))
      const [lease] = await api.db.select().from(indexerLeases).where(eq(indexerLeases.chainId, 31337))
      expect(lease?.holder).toBe(standby.holder)
      expect((await history(to)).data).toHaveLength(2)
    } finally {
      await standby.stop()
      server = await startServer()
    }
  })

  it.each([
    ['a malformed address', '/v1/account/0x1234/history', {}, 'INVALID_PARAMS'],
    [
      'a CAIP-10 id with two parts',
      '/v1/account/eip155:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266/history',
      {},
      'INVALID_PARAMS',
    ],
    [
      'an unknown namespace',
      '/v1/account/foo:1:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266/history',
      {},
      'INVALID_PARAMS',
    ],
    [
      'a CAIP-2 id with one part',
      '/v1/account/0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266/history',
      { chainId: 'eip155' },
      'INVALID_QUERY',
    ],
    [
      'a non-numeric eip155 chain',
      '/v1/account/0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266/history',
      { chainId: 'eip155:abc' },
      'INVALID_QUERY',
    ],
    [
      'a huge chain id',
      '/v1/account/0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266/history',
      { chainId: 'eip155:99999999999999999999' },
      'INVALID_QUERY',
    ],
    [
      'a forged cursor',
      '/v1/account/0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266/history',
      { cursor: 'bm90LWEtY3Vyc29y' },
      'INVALID_QUERY',
    ],
    [
      'a cursor with other characters',
      '/v1/account/0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266/history',
      { cursor: '../../etc' },
      'INVALID_QUERY',
    ],
    [
      'a cursor with a timestamp past what a date can hold',
      '/v1/account/0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266/history',
      { cursor: Buffer.from(JSON.stringify([9e15, 31337, 1, 0])).toString('base64url') },
      'INVALID_QUERY',
    ],
    [
      'a cursor with a chain id above 2^31',
      '/v1/account/0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266/history',
      { cursor: Buffer.from(JSON.stringify([1.7e12, 2 ** 32, 1, 0])).toString('base64url') },
      'INVALID_QUERY',
    ],
    [
      'a cursor with a transaction index above 2^31',
      '/v1/account/0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266/history',
      { cursor: Buffer.from(JSON.stringify([1.7e12, 31337, 1, 2 ** 31])).toString('base64url') },
      'INVALID_QUERY',
    ],
    [
      'a negative limit',
      '/v1/account/0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266/history',
      { limit: '-1' },
      'INVALID_QUERY',
    ],
    [
      'a huge limit',
      '/v1/account/0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266/history',
      { limit: '1e9' },
      'INVALID_QUERY',
    ],
    [
      'a limit over 100',
      '/v1/account/0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266/history',
      { limit: '101' },
      'INVALID_QUERY',
    ],
    [
      'an unknown on-ramp',
      '/v1/account/0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266/history',
      { onramp: 'acme' },
      'INVALID_QUERY',
    ],
    [
      'a CAIP-10 chain that differs from chainId',
      '/v1/account/eip155:1:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266/history',
      { chainId: 'eip155:31337' },
      'INVALID_QUERY',
    ],
  ] as const)('answers %s with 400 %s', async (_, path, query, code) => {
    await expectApiError(await api.request(path, { app: server.app, query }), 400, code)
  })
})
