import {
  AccountRole,
  type Address,
  address,
  createNoopSigner,
  generateKeyPairSigner,
  getCompiledTransactionMessageDecoder,
  getTransactionDecoder,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import {
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstruction,
  getTransferCheckedInstruction,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token'
import { describe, expect, it } from 'vitest'
import { parseSolanaTransaction } from './parseSolanaTransaction'
import { compileSolanaTransaction } from './test-support/compileSolanaTransaction'

const newAddress = async () => (await generateKeyPairSigner()).address
const payer = await newAddress()
const coSigner = await newAddress()
const receiver = await newAddress()
const mint = await newAddress()
const table = await newAddress()

const ata = async (owner: Address) =>
  (await findAssociatedTokenPda({ owner, mint, tokenProgram: TOKEN_PROGRAM_ADDRESS }))[0]

/** An SPL transfer creating the receiver's token account, paid by `payer`, co-signed by `coSigner`. */
async function splTransfer(version: 'legacy' | 0, lookupTables?: Record<Address, Address[]>) {
  const owner = createNoopSigner(payer)
  const destination = await ata(receiver)
  const instructions = [
    getCreateAssociatedTokenIdempotentInstruction({ payer: owner, ata: destination, owner: receiver, mint }),
    getTransferCheckedInstruction({
      source: await ata(payer),
      mint,
      destination,
      authority: owner,
      amount: 1_500_000n,
      decimals: 6,
    }),
    getTransferSolInstruction({ source: createNoopSigner(coSigner), destination: receiver, amount: 1n }),
  ]
  return compileSolanaTransaction({ version, feePayer: payer, instructions, lookupTables })
}

/** The -32602 a parse throws, or undefined when it parsed. */
function parseFailure(bytes: Uint8Array) {
  try {
    parseSolanaTransaction(bytes)
    return undefined
  } catch (error) {
    return error as { rpcCode?: number; message: string }
  }
}

describe('parseSolanaTransaction reads what @solana/kit wrote', () => {
  for (const version of ['legacy', 0] as const) {
    it(`a ${version === 0 ? 'version 0' : 'legacy'} message: its signers, accounts and instructions, and the bytes the signatures sign`, async () => {
      const bytes = await splTransfer(version)
      const parsed = parseSolanaTransaction(bytes)
      const { messageBytes } = getTransactionDecoder().decode(bytes)
      const compiled = getCompiledTransactionMessageDecoder().decode(messageBytes)
      if (compiled.version === 1) throw new Error('kit compiled a version 1 message')
      expect(parsed.version).toBe(version)
      expect(parsed.message).toEqual(new Uint8Array(messageBytes))
      expect(parsed.numRequiredSignatures).toBe(2)
      expect(parsed.staticAccounts).toEqual(compiled.staticAccounts)
      expect(parsed.staticAccounts.slice(0, 2)).toEqual([payer, coSigner])
      expect(parsed.signaturesOffset).toBe(1)
      expect(
        parsed.instructions.map(({ programIdIndex, accountIndices, data }) => ({
          programAddressIndex: programIdIndex,
          accountIndices,
          data: [...data],
        })),
      ).toEqual(
        compiled.instructions.map(({ programAddressIndex, accountIndices, data }) => ({
          programAddressIndex,
          accountIndices: accountIndices ?? [],
          data: [...(data ?? [])],
        })),
      )
    })
  }

  it('version 0 with a lookup table: the table is read past, its accounts index past the static ones', async () => {
    const bytes = await splTransfer(0, { [table]: [receiver] })
    const parsed = parseSolanaTransaction(bytes)
    expect(parsed.staticAccounts).not.toContain(receiver)
    const transferSol = parsed.instructions[2]!
    expect(transferSol.accountIndices[1]).toBe(parsed.staticAccounts.length)
  })
})

describe('a malformed transaction is -32602', () => {
  const withByte = (bytes: Uint8Array, at: number, value: number) => {
    const changed = bytes.slice()
    changed[at] = value
    return changed
  }

  it('cut short anywhere, or with bytes after its message', async () => {
    const bytes = await splTransfer(0, { [table]: [receiver] })
    for (let length = 0; length < bytes.length; length++)
      expect(parseFailure(bytes.subarray(0, length))?.rpcCode, `${length} bytes`).toBe(-32602)
    expect(parseFailure(new Uint8Array([...bytes, 0]))?.message).toBe(
      'Invalid params: the transaction has bytes after its message',
    )
  })

  it('a message version other than legacy and 0: a version 1 one from @solana/kit, a version 0 one marked 5', async () => {
    const transfer = getTransferSolInstruction({
      source: createNoopSigner(payer),
      destination: receiver,
      amount: 1n,
    })
    const v1 = compileSolanaTransaction({ version: 1, feePayer: payer, instructions: [transfer] })
    expect(parseFailure(v1)?.message).toBe(
      'Invalid params: a message-first transaction (version 1) is not supported, only legacy and 0',
    )
    const v0 = compileSolanaTransaction({ version: 0, feePayer: payer, instructions: [transfer] })
    const versionAt = 1 + 64
    expect(v0[versionAt]).toBe(0x80)
    expect(parseFailure(withByte(v0, versionAt, 0x85))?.message).toBe(
      'Invalid params: message version 5 is not supported, only legacy and 0',
    )
  })

  it('as many signature slots as the message does not require, or none', async () => {
    const bytes = await splTransfer('legacy')
    const message = bytes.subarray(1 + 2 * 64)
    const slots = (count: number) => new Uint8Array([count, ...new Uint8Array(count * 64), ...message])
    expect(parseFailure(slots(2))).toBeUndefined()
    expect(parseFailure(slots(1))?.message).toBe(
      'Invalid params: 1 signature slots for 2 required signatures',
    )
    expect(parseFailure(slots(3))?.rpcCode).toBe(-32602)
    const noSigner = new Uint8Array([0, 0, 0, 0, 1, ...new Uint8Array(32), ...new Uint8Array(32), 0])
    expect(parseFailure(noSigner)?.message).toBe('Invalid params: the transaction has no fee payer')
  })

  it('a length not in its shortest compact-u16 form, or over 65535', async () => {
    const bytes = await splTransfer('legacy')
    // the account key count, after the signatures and the 3-byte header
    const countAt = 1 + 2 * 64 + 3
    const count = bytes[countAt]!
    expect(count).toBeLessThan(0x80)
    const withCount = (...encoded: number[]) =>
      new Uint8Array([...bytes.subarray(0, countAt), ...encoded, ...bytes.subarray(countAt + 1)])
    expect(parseFailure(withCount(count))).toBeUndefined()
    expect(parseFailure(withCount(0x80 | count, 0x00))?.message).toBe(
      'Invalid params: a length is not in its shortest form',
    )
    expect(parseFailure(withCount(0xff, 0xff, 0x7f))?.message).toBe('Invalid params: a length is over 65535')
    expect(parseFailure(withCount(0xff, 0xff, 0xff))?.message).toBe('Invalid params: a length is over 65535')
  })

  it('an instruction whose program or account is not in the message', async () => {
    const bytes = compileSolanaTransaction({
      version: 'legacy',
      feePayer: payer,
      instructions: [
        {
          programAddress: address('Memo1UhkJRfHyvLMcVucJwxXeuD728EqVDDwQDxFMNo'),
          accounts: [{ address: payer, role: AccountRole.WRITABLE_SIGNER }],
          data: new Uint8Array([1]),
        },
      ],
    })
    // the one instruction ends the message: program index, 1 account, its index, 1 byte of data
    const programAt = bytes.length - 5
    expect([...bytes.subarray(programAt)]).toEqual([1, 1, 0, 1, 1])
    expect(parseFailure(withByte(bytes, programAt, 2))?.message).toBe(
      'Invalid params: an instruction’s program is not among the message’s accounts',
    )
    expect(parseFailure(withByte(bytes, programAt + 2, 2))?.message).toBe(
      'Invalid params: an instruction names an account the message does not have',
    )
  })

  it('a header whose signers do not fit its accounts', async () => {
    const bytes = await splTransfer('legacy')
    const headerAt = 1 + 2 * 64
    expect(parseFailure(withByte(bytes, headerAt + 1, 2))?.message).toBe(
      'Invalid params: the message header does not fit its accounts',
    )
    expect(parseFailure(withByte(bytes, headerAt + 2, 200))?.rpcCode).toBe(-32602)
  })
})
