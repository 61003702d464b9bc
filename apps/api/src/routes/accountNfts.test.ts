import { createServer, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import {
  DEMO_ACCOUNT,
  DEVNET_ADDRESSES,
  DEVNET_PRIVATE_KEYS,
  FIXTURE_ARTIFACTS,
  FIXTURE_DEPLOYER_KEY,
  type StartDevnetReturnType,
  startDevnet,
} from '@latch/devnet'
import { type Address, createWalletClient, erc721Abi, type Hash, http, parseAbi, publicActions } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ApiApp, ApiChain } from '../http/types'
import { waitForIndexedBlock } from '../indexer/waitForIndexedBlock'
import { type StartApiServerReturnType, startApiServer } from '../startApiServer'
import { expectApiError, useTestApi } from '../testing'

const api = useTestApi()
let devnet: StartDevnetReturnType
let chains: ApiChain[]
let server: StartApiServerReturnType
let hostile: Server
let hostileUrl: string

/**
 * A metadata server a contract could point at, one answer per token id: 1 an `image` that is no image,
 * 2 a body over 64 KiB, 3 no answer at all, 4 a redirect, 5 good metadata with an inline SVG.
 */
function answerHostile(id: string, response: ServerResponse): void {
  const json = (body: unknown) =>
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body))
  if (id === '1') json({ name: 'Sneaky #1', image: 'javascript:alert(1)' })
  else if (id === '2')
    json({ name: 'Huge #2', image: 'https://img.example/2.png', padding: 'x'.repeat(70_000) })
  else if (id === '3') response.flushHeaders()
  else if (id === '4') response.writeHead(302, { location: `${devnet.metadataUrl}/nft/LKEY/1.json` }).end()
  else json({ name: 'Fine #5', image: 'data:image/svg+xml;base64,PHN2Zy8+' })
}

beforeAll(async () => {
  hostile = createServer((request, response) =>
    answerHostile(/\/(\d+)\.json$/.exec(request.url ?? '')?.[1] ?? '', response),
  )
  await new Promise<void>((resolve) => hostile.listen(0, '127.0.0.1', resolve))
  hostileUrl = `http://127.0.0.1:${(hostile.address() as AddressInfo).port}`
  devnet = await startDevnet({ accountAbstraction: false })
  chains = devnet.chains.map(({ id, name, rpcUrl, nfts }) => ({
    id,
    name,
    rpcUrl,
    confirmations: 0,
    // Lower case on purpose: the service compares checksummed.
    spamContracts: nfts.filter((nft) => nft.spam).map((nft) => nft.address.toLowerCase()),
  }))
  server = await startApiServer({
    database: api.database,
    chains,
    indexer: { pollIntervalMs: 25, log: () => {} },
    rateLimit: false,
    seedWallets: false,
    nftMetadataHosts: [new URL(devnet.metadataUrl).host, new URL(hostileUrl).host],
  })
}, 60_000)
afterAll(async () => {
  await server?.stop()
  await devnet?.stop()
  hostile?.closeAllConnections()
  await new Promise((resolve) => hostile?.close(resolve))
})

const chainA = () => devnet.chains[0]!
const lkey = () => chainA().nfts[0]!
const wallet = (key: `0x${string}`) =>
  createWalletClient({ account: privateKeyToAccount(key), transport: http(chainA().rpcUrl) }).extend(
    publicActions,
  )
const randomAddress = () => privateKeyToAccount(generatePrivateKey()).address
async function mined(hash: Hash) {
  const receipt = await wallet(FIXTURE_DEPLOYER_KEY).waitForTransactionReceipt({ hash, pollingInterval: 20 })
  await waitForIndexedBlock(api.db, chainA().id, Number(receipt.blockNumber))
  return receipt
}
const mintAbi = parseAbi(['function mint(address to) returns (uint256)'])
const mintKey = (to: Address) =>
  wallet(FIXTURE_DEPLOYER_KEY).writeContract({
    address: lkey().address,
    abi: mintAbi,
    functionName: 'mint',
    args: [to],
    chain: null,
  })

interface Nft {
  chainId: string
  contract: { address: string; name: string; symbol: string }
  tokenId: string
  name: string
  imageUrl: string | null
  flags: { is_spam: boolean }
}
interface Page {
  data: Nft[]
  next: string | null
}
async function nfts(
  address: string,
  query: Record<string, string | undefined> = {},
  app: ApiApp = server.app,
) {
  const response = await api.request(`/v1/account/${address}/nfts`, {
    app,
    query: { chainId: 'eip155:31337', ...query },
  })
  expect(response.status).toBe(200)
  return (await response.json()) as Page
}
const ids = (page: Page) => page.data.map((nft) => `${nft.contract.symbol} #${nft.tokenId}`)

describe('GET /v1/account/{address}/nfts', () => {
  it("answers the demo account's NFTs, newest acquisition first, with their metadata; spam left out", async () => {
    await waitForIndexedBlock(
      api.db,
      chainA().id,
      Number(await wallet(FIXTURE_DEPLOYER_KEY).getBlockNumber()),
    )
    const page = await nfts(DEMO_ACCOUNT)
    expect(page).toEqual({
      data: [
        {
          chainId: 'eip155:31337',
          contract: { address: lkey().address, name: 'Latch Keys', symbol: 'LKEY' },
          tokenId: '9',
          name: 'Latch Keys #9',
          imageUrl: `${devnet.metadataUrl}/nft/LKEY/9.svg`,
          flags: { is_spam: false },
        },
        expect.objectContaining({ tokenId: '1', imageUrl: `${devnet.metadataUrl}/nft/LKEY/1.svg` }),
      ],
      next: null,
    })
    const withSpam = await nfts(DEMO_ACCOUNT, { includeSpam: 'true' })
    expect(ids(withSpam)).toEqual(['LKEY #9', 'FREE #1', 'LKEY #1'])
    expect(withSpam.data[1]).toMatchObject({
      name: 'Free Mint Rewards #1',
      imageUrl: `${devnet.metadataUrl}/nft/FREE/1.svg`,
      flags: { is_spam: true },
    })
    expect(
      (await nfts(`eip155:31337:${DEMO_ACCOUNT.toLowerCase()}`, { chainId: undefined })).data,
    ).toHaveLength(2)
    expect((await nfts(DEMO_ACCOUNT, { chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' })).data).toEqual(
      [],
    )
  })

  it('follows ownership: an NFT sent away disappears from the sender and appears at the recipient', async () => {
    const to = randomAddress()
    const sender = DEVNET_ADDRESSES[1]
    expect(ids(await nfts(sender))).toEqual(['LKEY #4', 'LKEY #3'])
    await mined(
      await wallet(DEVNET_PRIVATE_KEYS[1]).writeContract({
        address: lkey().address,
        abi: erc721Abi,
        functionName: 'transferFrom',
        args: [sender, to, 3n],
        chain: null,
      }),
    )
    expect(ids(await nfts(sender))).toEqual(['LKEY #4'])
    expect(ids(await nfts(to))).toEqual(['LKEY #3'])
  })

  it('pages 20 at a time with the cursor, newest first', async () => {
    const to = randomAddress()
    const minted: string[] = []
    for (let n = 0; n < 23; n++) {
      const receipt = await mined(await mintKey(to))
      minted.unshift(BigInt(receipt.logs[0]!.topics[3]!).toString())
    }
    const first = await nfts(to)
    expect(first.data.map((nft) => nft.tokenId)).toEqual(minted.slice(0, 20))
    expect(first.next).toEqual(expect.any(String))
    const second = await nfts(to, { cursor: first.next! })
    expect(second).toMatchObject({ next: null })
    expect(second.data.map((nft) => nft.tokenId)).toEqual(minted.slice(20))
    const small = await nfts(to, { limit: '2' })
    expect(small.data.map((nft) => nft.tokenId)).toEqual(minted.slice(0, 2))
  })

  it('keeps an NFT whose metadata is refused, named after its collection without an image', async () => {
    const owner = randomAddress()
    const deployer = wallet(FIXTURE_DEPLOYER_KEY)
    const hash = await deployer.deployContract({
      ...FIXTURE_ARTIFACTS.LatchCollection,
      chain: null,
      args: ['Odd Things', 'ODD', `${hostileUrl}/odd/`, [owner], 5n],
    })
    await mined(hash)
    const page = await nfts(owner)
    const byId = Object.fromEntries(page.data.map((nft) => [nft.tokenId, nft]))
    // 1: the image is not an image URL, so only the name is kept.
    expect(byId['1']).toMatchObject({ name: 'Sneaky #1', imageUrl: null })
    // 2: over 64 KiB; 3: no answer within 2 s; 4: a redirect, not followed.
    for (const id of ['2', '3', '4'])
      expect(byId[id]).toMatchObject({ name: `Odd Things #${id}`, imageUrl: null })
    expect(byId['5']).toMatchObject({ name: 'Fine #5', imageUrl: 'data:image/svg+xml;base64,PHN2Zy8+' })

    // Without the operator's allowlist, a loopback URL is not fetched at all.
    const strict = api.createApp({ chains })
    const refused = await nfts(owner, {}, strict)
    expect(refused.data.find((nft) => nft.tokenId === '5')).toMatchObject({
      name: 'Odd Things #5',
      imageUrl: null,
    })
    expect((await nfts(DEMO_ACCOUNT, {}, strict)).data[0]).toMatchObject({
      name: 'Latch Keys #9',
      imageUrl: null,
    })
  })

  it('is listed in the OpenAPI document', async () => {
    const response = await api.request('/openapi.json', { projectId: null })
    const document = (await response.json()) as {
      paths: Record<string, { get?: { parameters?: { name: string }[] } }>
    }
    const operation = document.paths['/v1/account/{address}/nfts']?.get
    expect(operation?.parameters?.map((parameter) => parameter.name)).toEqual(
      expect.arrayContaining(['address', 'projectId', 'chainId', 'cursor', 'includeSpam', 'limit']),
    )
  })

  it("flags the spam airdrop in the account's history and gives each NFT transfer its image", async () => {
    const response = await api.request(`/v1/account/${DEMO_ACCOUNT}/history`, {
      app: server.app,
      query: { chainId: 'eip155:31337', limit: 100 },
    })
    const { data } = (await response.json()) as {
      data: { transfers: { nft_info: { name: string } | null }[] }[]
    }
    const nftInfos = data.flatMap((tx) => tx.transfers.flatMap((transfer) => transfer.nft_info ?? []))
    expect(nftInfos.find((info) => info.name === 'Free Mint Rewards #1')).toEqual({
      name: 'Free Mint Rewards #1',
      flags: { is_spam: true },
      content: { preview: { url: `${devnet.metadataUrl}/nft/FREE/1.svg` } },
    })
    expect(nftInfos.find((info) => info.name === 'Latch Keys #9')).toEqual({
      name: 'Latch Keys #9',
      flags: { is_spam: false },
      content: { preview: { url: `${devnet.metadataUrl}/nft/LKEY/9.svg` } },
    })
    // Without the allowlist the image is unknown: no preview.
    const strict = await api.request(`/v1/account/${DEMO_ACCOUNT}/history`, {
      app: api.createApp({ chains }),
      query: { chainId: 'eip155:31337', limit: 100 },
    })
    expect(JSON.stringify(await strict.json())).toContain(
      '"name":"Free Mint Rewards #1","flags":{"is_spam":true},"content":null',
    )
  })

  it.each([
    ['a malformed address', '0x1234', {}, 'INVALID_PARAMS'],
    ['a forged cursor', DEMO_ACCOUNT, { cursor: 'bm90LWEtY3Vyc29y' }, 'INVALID_QUERY'],
    ['a cursor with other characters', DEMO_ACCOUNT, { cursor: '../../etc' }, 'INVALID_QUERY'],
    [
      'a cursor with a timestamp past what a date can hold',
      DEMO_ACCOUNT,
      { cursor: Buffer.from(JSON.stringify([9e15, 31337, 1, 0])).toString('base64url') },
      'INVALID_QUERY',
    ],
    [
      'a cursor with a negative log index',
      DEMO_ACCOUNT,
      { cursor: Buffer.from(JSON.stringify([1.7e12, 31337, 1, -1])).toString('base64url') },
      'INVALID_QUERY',
    ],
    ['includeSpam that is not a boolean', DEMO_ACCOUNT, { includeSpam: 'yes' }, 'INVALID_QUERY'],
    ['a limit over 100', DEMO_ACCOUNT, { limit: '101' }, 'INVALID_QUERY'],
    ['a malformed chain id', DEMO_ACCOUNT, { chainId: 'eip155:abc' }, 'INVALID_QUERY'],
    [
      'a CAIP-10 chain that differs from chainId',
      `eip155:1:${DEMO_ACCOUNT}`,
      { chainId: 'eip155:31337' },
      'INVALID_QUERY',
    ],
  ] as const)('answers %s with 400 %s', async (_, address, query, code) => {
    const response = await api.request(`/v1/account/${address}/nfts`, { app: server.app, query })
    await expectApiError(response, 400, code)
  })
})
