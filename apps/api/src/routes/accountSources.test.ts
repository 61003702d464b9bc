import {
  DEVNET_ADDRESSES,
  DEVNET_PRIVATE_KEYS,
  devnetPrices,
  type StartDevnetReturnType,
  startDevnet,
} from '@latch/devnet'
import { and, eq } from 'drizzle-orm'
import {
  createWalletClient,
  erc20Abi,
  erc721Abi,
  formatEther,
  type Hash,
  http,
  parseEther,
  parseUnits,
  publicActions,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createApp } from '../createApp'
import { connectedAccounts } from '../db/schema'
import type { ApiApp, ApiChain, ChainSource } from '../http/types'
import { type StartIndexerReturnType, startIndexer } from '../indexer/startIndexer'
import { waitForIndexedBlock } from '../indexer/waitForIndexedBlock'
import { createProject } from '../projects/createProject'
import { openTestDatabase, type TestDatabase } from '../testing/openTestDatabase'

// The balance and history route tests, once per data source of a chain (ApiChain.source), on one real
// anvil: the built-in indexer, the indexer of connected addresses only (whose past is read from the
// node until its backfill is done), and the node alone (Multicall3, anvil's own ots_ answers and
// eth_getLogs). Each source answers the same.
let devnet: StartDevnetReturnType
beforeAll(async () => {
  devnet = await startDevnet({ accountAbstraction: false })
}, 60_000)
afterAll(async () => {
  await devnet?.stop()
})

const chainA = () => devnet.chains[0]!
const wallet = (key: number) =>
  createWalletClient({
    account: privateKeyToAccount(DEVNET_PRIVATE_KEYS[key]!),
    transport: http(chainA().rpcUrl),
  }).extend(publicActions)
const randomAddress = () => privateKeyToAccount(generatePrivateKey()).address

interface Page {
  data: { id: string; metadata: Record<string, unknown>; transfers: Record<string, unknown>[] }[]
  next: string | null
}

const SOURCES = ['indexer', 'connected', 'node'] as const satisfies readonly ChainSource[]

describe.each(SOURCES)('balances and history from the %s', (source) => {
  // The fixture collection gave holder i the ids 2i + 1 and 2i + 2: each source moves one of its own.
  const nftHolder = 1 + SOURCES.indexOf(source)
  const nftId = BigInt(2 * nftHolder + 1)
  let database: TestDatabase
  let app: ApiApp
  let projectId: string
  let indexer: StartIndexerReturnType | undefined
  let chain: ApiChain

  beforeAll(async () => {
    database = await openTestDatabase()
    const { id, name, rpcUrl, tokens } = chainA()
    chain = {
      id,
      name,
      rpcUrl,
      confirmations: 0,
      source,
      ...(source === 'node' ? { balanceTokens: tokens.map((token) => token.address) } : {}),
    }
    app = createApp({
      db: database.db,
      chains: [chain],
      prices: devnetPrices(devnet.chains),
      rateLimit: false,
    })
    projectId = (await createProject(database.db, { id: `sources-${source}`, name: source })).id
    if (source !== 'node')
      indexer = startIndexer({ db: database.db, chains: [chain], pollIntervalMs: 25, log: () => {} })
  }, 60_000)
  afterAll(async () => {
    await indexer?.stop()
    await database?.close()
  })

  const get = async (path: string, query: Record<string, string | number> = {}) => {
    const search = new URLSearchParams({
      projectId,
      ...Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
    })
    const response = await app.request(`${path}?${search}`)
    expect(response.status).toBe(200)
    return response.json()
  }
  const history = (account: string, query: Record<string, string | number> = {}) =>
    get(`/v1/account/${account}/history`, query) as Promise<Page>
  /** The receipt, once the source can see its block (the indexers have recorded it). */
  const mined = async (hash: Hash) => {
    const receipt = await wallet(0).waitForTransactionReceipt({ hash, pollingInterval: 20 })
    if (source !== 'node') await waitForIndexedBlock(database.db, chain.id, Number(receipt.blockNumber))
    return receipt
  }
  /** On a connected chain, waits until the indexer has read the account's past (then the index answers). */
  const backfilled = async (account: string) => {
    if (source !== 'connected') return
    await vi.waitFor(
      async () => {
        const [row] = await database.db
          .select()
          .from(connectedAccounts)
          .where(
            and(
              eq(connectedAccounts.chainId, chain.id),
              eq(connectedAccounts.address, account.toLowerCase() as `0x${string}`),
            ),
          )
        expect(row?.backfilled).toBe(true)
      },
      { timeout: 15_000, interval: 30 },
    )
  }

  it('shows native, ERC-20 (only received: no transaction of its own) and ERC-721 transfers, newest first, with their fields', async () => {
    const to = randomAddress()
    const sender = DEVNET_ADDRESSES[1]
    const { tokens, nfts } = chainA()
    const nftSender = DEVNET_ADDRESSES[nftHolder]!
    const eth = await mined(await wallet(1).sendTransaction({ to, value: parseEther('1.5'), chain: null }))
    const lusd = await mined(
      await wallet(1).writeContract({
        address: tokens[0]!.address,
        abi: erc20Abi,
        functionName: 'transfer',
        args: [to, parseUnits('12.5', 6)],
        chain: null,
      }),
    )
    const nft = await mined(
      await wallet(nftHolder).writeContract({
        address: nfts[0]!.address,
        abi: erc721Abi,
        functionName: 'transferFrom',
        args: [nftSender, to, nftId],
        chain: null,
      }),
    )
    const block = await wallet(0).getBlock({ blockNumber: eth.blockNumber })
    const first = await history(to)
    expect(first.next).toBeNull()
    expect(first.data.map((tx) => tx.metadata.hash)).toEqual([
      nft.transactionHash,
      lusd.transactionHash,
      eth.transactionHash,
    ])
    const [nftTx, lusdTx, ethTx] = first.data
    expect(ethTx?.metadata).toEqual({
      minedAt: new Date(Number(block.timestamp) * 1000).toISOString(),
      chain: 'eip155:31337',
      operationType: 'receive',
      status: 'confirmed',
      sentFrom: sender,
      sentTo: to,
      hash: eth.transactionHash,
      blockNumber: Number(eth.blockNumber),
    })
    expect(ethTx?.transfers).toEqual([
      expect.objectContaining({
        direction: 'in',
        quantity: { numeric: '1.5' },
        value: 4500,
        price: 3000,
        sender,
        recipient: to,
      }),
    ])
    expect(lusdTx?.metadata).toMatchObject({
      operationType: 'receive',
      sentFrom: sender,
      sentTo: tokens[0]!.address,
    })
    expect(lusdTx?.transfers).toEqual([
      expect.objectContaining({
        direction: 'in',
        quantity: { numeric: '12.5' },
        fungible_info: expect.objectContaining({ symbol: 'LUSD' }),
        value: 12.5,
      }),
    ])
    expect(nftTx?.transfers).toEqual([
      expect.objectContaining({
        fungible_info: null,
        nft_info: { name: `Latch Keys #${nftId}`, flags: { is_spam: false }, content: null },
      }),
    ])
    await backfilled(to)
    expect(await history(to)).toEqual(first)
  })

  it('pages with the cursor and filters by chain', async () => {
    const to = randomAddress()
    const hashes: string[] = []
    for (const ether of ['0.1', '0.2', '0.3'])
      hashes.unshift(
        (await mined(await wallet(5).sendTransaction({ to, value: parseEther(ether), chain: null })))
          .transactionHash,
      )
    await history(to) // a connected chain sees the address now
    await backfilled(to)
    const firstPage = await history(to, { limit: 2 })
    expect(firstPage.data.map((tx) => tx.metadata.hash)).toEqual(hashes.slice(0, 2))
    const second = await history(to, { limit: 2, cursor: firstPage.next! })
    expect(second).toMatchObject({ next: null })
    expect(second.data.map((tx) => tx.metadata.hash)).toEqual(hashes.slice(2))
    expect((await history(to, { chainId: 'eip155:31338' })).data).toEqual([])
    expect((await history(`eip155:31337:${to.toLowerCase()}`)).data).toHaveLength(3)
  })

  it('answers the native currency first, then each ERC-20 held, priced from the table, largest value first', async () => {
    // A holder of every fixture token that no test here sends tokens from.
    const account = DEVNET_ADDRESSES[2]
    const read = async () =>
      (
        (await get(`/v1/account/${account}/balance`, { chainId: 'eip155:31337', forceUpdate: 'true' })) as {
          balances: { symbol: string; quantity: { numeric: string }; value: number; address?: string }[]
        }
      ).balances
    await read()
    await backfilled(account)
    const [lusd, lgld] = chainA().tokens
    const balances = await read()
    const wei = await wallet(0).getBalance({ address: account })
    expect(
      balances.map(({ symbol, quantity, value, address }) => ({
        symbol,
        numeric: quantity.numeric,
        value,
        address,
      })),
    ).toEqual([
      {
        symbol: 'ETH',
        numeric: formatEther(wei),
        value: Number(formatEther(wei)) * 3000,
        address: undefined,
      },
      { symbol: 'LGLD', numeric: '100', value: 240_000, address: `eip155:31337:${lgld!.address}` },
      { symbol: 'LUSD', numeric: '10000', value: 10_000, address: `eip155:31337:${lusd!.address}` },
    ])
  })
})
