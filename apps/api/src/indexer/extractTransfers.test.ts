import { type Hex, pad, type Transaction, type TransactionReceipt, zeroAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import { extractTransfers, TRANSFER_TOPIC } from './extractTransfers'

const A = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const B = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const TOKEN = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const header = { number: 7, hash: '0xb7', parentHash: '0xb6', timestamp: 1_700_000_000_000 }
const topic = (address: string) => pad(address.toLowerCase() as Hex)

function tx(hash: Hex, params: Partial<Transaction> = {}): Transaction {
  return {
    hash,
    from: A.toLowerCase(),
    to: TOKEN.toLowerCase(),
    value: 0n,
    transactionIndex: 0,
    ...params,
  } as Transaction
}
function receipt(
  hash: Hex,
  logs: Partial<TransactionReceipt['logs'][number]>[],
  status = 'success',
): TransactionReceipt {
  return { transactionHash: hash, status, contractAddress: null, logs } as unknown as TransactionReceipt
}

describe('extractTransfers', () => {
  it('records a transaction with value > 0 as a native transfer with log index -1 and its status', () => {
    const rows = extractTransfers({
      chainId: 31337,
      header,
      transactions: [
        tx('0x01', { to: B, value: 5n }),
        tx('0x02', { to: B, value: 7n, transactionIndex: 1 }),
        tx('0x03'),
      ],
      receipts: [receipt('0x01', []), receipt('0x02', [], 'reverted'), receipt('0x03', [])],
    })
    expect(rows).toEqual([
      expect.objectContaining({
        txHash: '0x01',
        logIndex: -1,
        standard: 'native',
        token: null,
        fromAddress: A,
        toAddress: B,
        amount: '5',
        status: 'confirmed',
        blockTime: new Date(header.timestamp),
      }),
      expect.objectContaining({ txHash: '0x02', txIndex: 1, amount: '7', status: 'failed' }),
    ])
  })

  it('tells ERC-20 (amount in data) from ERC-721 (token id indexed) Transfer logs, and skips others', () => {
    const logs = [
      { address: TOKEN, logIndex: 0, topics: [TRANSFER_TOPIC, topic(A), topic(B)], data: pad('0x0a') },
      {
        address: TOKEN,
        logIndex: 1,
        topics: [TRANSFER_TOPIC, topic(zeroAddress), topic(B), pad('0x03')],
        data: '0x',
      },
      { address: TOKEN, logIndex: 2, topics: [TRANSFER_TOPIC, topic(A)], data: '0x' },
      { address: TOKEN, logIndex: 3, topics: [pad('0x99'), topic(A), topic(B)], data: pad('0x01') },
    ] as Partial<TransactionReceipt['logs'][number]>[]
    const rows = extractTransfers({
      chainId: 1,
      header,
      transactions: [tx('0x04')],
      receipts: [receipt('0x04', logs)],
    })
    expect(
      rows.map(({ standard, logIndex, fromAddress, toAddress, amount, tokenId, token, txTo }) => ({
        standard,
        logIndex,
        fromAddress,
        toAddress,
        amount,
        tokenId,
        token,
        txTo,
      })),
    ).toEqual([
      {
        standard: 'erc20',
        logIndex: 0,
        fromAddress: A,
        toAddress: B,
        amount: '10',
        tokenId: null,
        token: TOKEN,
        txTo: TOKEN,
      },
      {
        standard: 'erc721',
        logIndex: 1,
        fromAddress: zeroAddress,
        toAddress: B,
        amount: '1',
        tokenId: '3',
        token: TOKEN,
        txTo: TOKEN,
      },
    ])
  })

  it('ignores the logs of a reverted transaction', () => {
    const logs = [
      { address: TOKEN, logIndex: 0, topics: [TRANSFER_TOPIC, topic(A), topic(B)], data: pad('0x0a') },
    ] as Partial<TransactionReceipt['logs'][number]>[]
    expect(
      extractTransfers({
        chainId: 1,
        header,
        transactions: [tx('0x05')],
        receipts: [receipt('0x05', logs, 'reverted')],
      }),
    ).toEqual([])
  })
})
