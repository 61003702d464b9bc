import {
  encodeAbiParameters,
  encodeEventTopics,
  encodeFunctionData,
  type Hex,
  numberToHex,
  pad,
  parseAbi,
  zeroAddress,
  zeroHash,
} from 'viem'
import { entryPoint08Abi, entryPoint08Address } from 'viem/account-abstraction'
import { describe, expect, it } from 'vitest'
import { extractTransfers, type RawReceipt, type RawTransaction, TRANSFER_TOPIC } from './extractTransfers'

// As the node sends them: lower-case, and so the indexer keeps them.
const A = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266'
const B = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8'
const TOKEN = '0x5fbdb2315678afecb367f032d93f642f64180aa3'
const header = { number: 7, hash: '0xb7', parentHash: '0xb6', timestamp: 1_700_000_000_000 } as const
const topic = (address: string) => pad(address.toLowerCase() as Hex)

/** A transaction in the node's JSON; `value` and `transactionIndex` as numbers for short tests. */
function tx(
  hash: Hex,
  params: Partial<Omit<RawTransaction, 'value' | 'transactionIndex'>> & {
    value?: bigint
    transactionIndex?: number
  } = {},
): RawTransaction {
  const { value = 0n, transactionIndex = 0, ...rest } = params
  return {
    hash,
    from: A,
    to: TOKEN,
    input: '0x',
    ...rest,
    value: numberToHex(value),
    transactionIndex: numberToHex(transactionIndex),
  }
}
type TestLog = Omit<RawReceipt['logs'][number], 'logIndex'> & { logIndex: number }
function receipt(hash: Hex, logs: TestLog[], status: 'success' | 'reverted' = 'success'): RawReceipt {
  return {
    transactionHash: hash,
    blockHash: header.hash,
    status: status === 'success' ? '0x1' : '0x0',
    contractAddress: null,
    logs: logs.map((log) => ({ ...log, logIndex: numberToHex(log.logIndex) })),
  }
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
        blockNumber: 7,
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
    ] as TestLog[]
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
    ] as TestLog[]
    expect(
      extractTransfers({
        chainId: 1,
        header,
        transactions: [tx('0x05')],
        receipts: [receipt('0x05', logs, 'reverted')],
      }),
    ).toEqual([])
  })

  describe('a bundle of user operations (ERC-4337)', () => {
    const SMART = '0x1111111111111111111111111111111111111111'
    const OTHER_SMART = '0x2222222222222222222222222222222222222222'
    const C = '0x3c44cdddb6a900fa2b585dd299e03d12fa4293bc'
    const accountAbi = parseAbi([
      'function execute(address target, uint256 value, bytes data)',
      'function executeBatch((address target, uint256 value, bytes data)[] calls)',
    ])
    const op = (sender: Hex, nonce: bigint, callData: Hex) => ({
      sender,
      nonce,
      initCode: '0x' as Hex,
      callData,
      accountGasLimits: zeroHash,
      preVerificationGas: 0n,
      gasFees: zeroHash,
      paymasterAndData: '0x' as Hex,
      signature: '0x' as Hex,
    })
    const operationEvent = (logIndex: number, sender: Hex, nonce: bigint, success: boolean) => ({
      address: entryPoint08Address.toLowerCase() as Hex,
      logIndex,
      topics: encodeEventTopics({
        abi: entryPoint08Abi,
        eventName: 'UserOperationEvent',
        args: { userOpHash: pad('0x01'), sender, paymaster: zeroAddress },
      }),
      data: encodeAbiParameters(
        [{ type: 'uint256' }, { type: 'bool' }, { type: 'uint256' }, { type: 'uint256' }],
        [nonce, success, 1n, 1n],
      ),
    })
    const bundle = (ops: ReturnType<typeof op>[]) =>
      tx('0x06', {
        from: C,
        to: entryPoint08Address.toLowerCase() as Hex,
        input: encodeFunctionData({ abi: entryPoint08Abi, functionName: 'handleOps', args: [ops, C] }),
      })

    it('records the value each operation sent from its smart account, in call order, with its outcome, and ERC-20 transfers as logs', () => {
      const batch = encodeFunctionData({
        abi: accountAbi,
        functionName: 'executeBatch',
        args: [
          [
            { target: A, value: 3n, data: '0x' },
            { target: TOKEN, value: 0n, data: '0x' },
            { target: B, value: 4n, data: '0x' },
          ],
        ],
      })
      const single = encodeFunctionData({ abi: accountAbi, functionName: 'execute', args: [B, 9n, '0x'] })
      const logs = [
        { address: TOKEN, logIndex: 0, topics: [TRANSFER_TOPIC, topic(SMART), topic(B)], data: pad('0x0a') },
        operationEvent(1, SMART, 0n, true),
        operationEvent(2, OTHER_SMART, 5n, false),
      ] as TestLog[]
      const rows = extractTransfers({
        chainId: 31337,
        header,
        transactions: [bundle([op(SMART, 0n, batch), op(OTHER_SMART, 5n, single)])],
        receipts: [receipt('0x06', logs)],
      })
      expect(
        rows.map(({ logIndex, standard, fromAddress, toAddress, amount, status, txFrom }) => ({
          logIndex,
          standard,
          fromAddress,
          toAddress,
          amount,
          status,
          txFrom,
        })),
      ).toEqual([
        {
          logIndex: -4,
          standard: 'native',
          fromAddress: SMART,
          toAddress: A,
          amount: '3',
          status: 'confirmed',
          txFrom: C,
        },
        {
          logIndex: -3,
          standard: 'native',
          fromAddress: SMART,
          toAddress: B,
          amount: '4',
          status: 'confirmed',
          txFrom: C,
        },
        {
          logIndex: -2,
          standard: 'native',
          fromAddress: OTHER_SMART,
          toAddress: B,
          amount: '9',
          status: 'failed',
          txFrom: C,
        },
        {
          logIndex: 0,
          standard: 'erc20',
          fromAddress: SMART,
          toAddress: B,
          amount: '10',
          status: 'confirmed',
          txFrom: C,
        },
      ])
    })

    it('leaves out operations the bundle did not execute, calls of an account it cannot read, and a reverted bundle', () => {
      const unknownAccount = encodeFunctionData({
        abi: parseAbi(['function run(address target, uint256 value)']),
        functionName: 'run',
        args: [B, 9n],
      })
      const single = encodeFunctionData({ abi: accountAbi, functionName: 'execute', args: [B, 9n, '0x'] })
      const ops = [op(SMART, 0n, unknownAccount), op(OTHER_SMART, 1n, single)]
      const logs = [operationEvent(0, SMART, 0n, true)] as TestLog[]
      const read = (status: 'success' | 'reverted') =>
        extractTransfers({
          chainId: 31337,
          header,
          transactions: [bundle(ops)],
          receipts: [receipt('0x06', logs, status)],
        })
      expect(read('success')).toEqual([])
      expect(read('reverted')).toEqual([])
    })

    it("ignores a log with the operation event's topic but other data, rather than failing the block", () => {
      const single = encodeFunctionData({ abi: accountAbi, functionName: 'execute', args: [B, 9n, '0x'] })
      const forged = { ...operationEvent(0, SMART, 0n, true), data: '0x01' } as TestLog
      const rows = extractTransfers({
        chainId: 31337,
        header,
        transactions: [bundle([op(SMART, 0n, single)])],
        receipts: [receipt('0x06', [forged])],
      })
      expect(rows).toEqual([])
    })
  })
})
