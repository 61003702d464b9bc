import { getAddress, type Hex, numberToHex } from 'viem'
import { describe, expect, it } from 'vitest'
import { acquireLease } from '../indexer/leases'
import type { IndexedBlock, IndexedTransfer } from '../indexer/types'
import { writeBlocks } from '../indexer/writeBlocks'
import { useTestApi } from '../testing'

const api = useTestApi()

const ME = '0x00000000000000000000000000000000000a11ce'
const OTHER = '0x00000000000000000000000000000000000b0b00'
const TOKEN = '0x0000000000000000000000000000000000070c3e'
const hashOf = (chainId: number, block: number, tx: number): Hex =>
  numberToHex(BigInt(chainId) * 10n ** 12n + BigInt(block) * 1000n + BigInt(tx), { size: 32 })

/** `count` ERC-20 transfers of one transaction, alternately to and from ME. */
function transferRows(chainId: number, block: number, tx: number, count: number): IndexedTransfer[] {
  return Array.from({ length: count }, (_, log) => ({
    chainId,
    blockNumber: block,
    txHash: hashOf(chainId, block, tx),
    txIndex: tx,
    logIndex: tx * 1000 + log,
    txFrom: OTHER,
    txTo: TOKEN,
    status: 'confirmed',
    standard: 'erc20',
    token: TOKEN,
    fromAddress: log % 2 ? ME : OTHER,
    toAddress: log % 2 ? OTHER : ME,
    amount: String(log + 1),
    tokenId: null,
  }))
}

/** Writes blocks 0…`times.length - 1` of a chain, as the indexer would: `txs[b]` transactions' sizes. */
async function writeChain(chainId: number, times: number[], txs: number[][]) {
  expect(await acquireLease(api.db, { chainId, holder: 'paging', leaseMs: 60_000 })).toBe(true)
  const blocks: IndexedBlock[] = times.map((time, number) => ({
    header: {
      number,
      hash: numberToHex(BigInt(chainId) * 10n ** 6n + BigInt(number), { size: 32 }),
      parentHash: numberToHex(BigInt(chainId) * 10n ** 6n + BigInt(number - 1), { size: 32 }),
      timestamp: time * 1000,
    },
    transfers: (txs[number] ?? []).flatMap((count, tx) => transferRows(chainId, number, tx, count)),
  }))
  await writeBlocks(api.db, { chainId, holder: 'paging', blocks, reorgWindow: 128 })
}

interface Page {
  data: { id: string; metadata: { minedAt: string }; transfers: unknown[] }[]
  next: string | null
}
async function allPages(query: Record<string, string | number>): Promise<Page['data']> {
  const seen: Page['data'] = []
  let cursor: string | undefined
  for (let pages = 0; pages < 100; pages += 1) {
    const response = await api.request(`/v1/account/${ME}/history`, {
      query: { ...query, ...(cursor ? { cursor } : {}) },
    })
    expect(response.status).toBe(200)
    const page = (await response.json()) as Page
    seen.push(...page.data)
    if (!page.next) return seen
    cursor = page.next
  }
  throw new Error('more than 100 pages')
}

describe('history pages through the address indexes (keyset on block, transaction, log)', () => {
  it('walks two chains with shared block times page by page, each transaction once, whole, newest first', async () => {
    // Chain 31337: blocks at 100, 101, 101, 103 s; chain 31338: 100, 101, 102, 103 s. Block 2 of the
    // first has a transaction of 300 transfers of ME (several rounds of reading).
    await writeChain(31337, [100, 101, 101, 103], [[1], [2, 1], [300, 1], [1]])
    await writeChain(31338, [100, 101, 102, 103], [[1], [1], [], [3, 1]])
    const expected = [
      ['eip155:31338', 3, 1, 103],
      ['eip155:31338', 3, 0, 103],
      ['eip155:31337', 3, 0, 103],
      ['eip155:31338', 1, 0, 101],
      ['eip155:31337', 2, 1, 101],
      ['eip155:31337', 2, 0, 101],
      ['eip155:31337', 1, 1, 101],
      ['eip155:31337', 1, 0, 101],
      ['eip155:31338', 0, 0, 100],
      ['eip155:31337', 0, 0, 100],
    ].map(([chain, block, tx, time]) => ({
      id: `${chain}:${hashOf(Number(String(chain).slice(7)), Number(block), Number(tx))}`,
      minedAt: new Date(Number(time) * 1000).toISOString(),
    }))
    for (const limit of [1, 2, 3, 100]) {
      const walked = await allPages({ limit })
      expect(walked.map(({ id, metadata }) => ({ id, minedAt: metadata.minedAt }))).toEqual(expected)
      const big = walked.find((tx) => tx.id === expected[5]!.id)
      expect(big?.transfers).toHaveLength(300)
    }
    const one = await allPages({ limit: 2, chainId: 'eip155:31337' })
    expect(one.map((tx) => tx.id)).toEqual(
      expected.filter((tx) => tx.id.startsWith('eip155:31337:')).map((tx) => tx.id),
    )
    const [first] = await allPages({ limit: 1, chainId: 'eip155:31338' })
    expect(first?.transfers[0]).toMatchObject({
      sender: getAddress(OTHER),
      recipient: getAddress(ME),
      direction: 'in',
    })
  })
})
