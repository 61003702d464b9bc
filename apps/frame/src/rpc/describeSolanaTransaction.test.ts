import {
  AccountRole,
  type Address,
  address,
  createNoopSigner,
  generateKeyPairSigner,
  type Instruction,
} from '@solana/kit'
import { getCreateAccountInstruction, getTransferSolInstruction } from '@solana-program/system'
import {
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstruction,
  getCreateAssociatedTokenInstruction,
  getTransferCheckedInstruction,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token'
import { describe, expect, it } from 'vitest'
import { phrase } from '../i18n/phrase'
import { sayInEnglish } from '../i18n/test-support/sayInEnglish'
import { describeSolanaTransaction } from './describeSolanaTransaction'
import { parseSolanaTransaction } from './parseSolanaTransaction'
import { compileSolanaTransaction } from './test-support/compileSolanaTransaction'

const TOKEN_2022_PROGRAM = address('TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb')
const COMPUTE_BUDGET_PROGRAM = address('ComputeBudget111111111111111111111111111111')
const MEMO_PROGRAM = address('MemoSq4gqABAXKb96qnH8TyNcTQ8GS3Pz9AQzgnpv35')

const newAddress = async () => (await generateKeyPairSigner()).address
const payer = await newAddress()
const receiver = await newAddress()
const mint = await newAddress()
const owner = createNoopSigner(payer)

const ata = async (holder: Address, tokenProgram: Address = TOKEN_PROGRAM_ADDRESS) =>
  (await findAssociatedTokenPda({ owner: holder, mint, tokenProgram }))[0]

/** The approval lines of a version 0 transaction of `instructions` that `payer` pays for. */
const phrasesOf = (instructions: readonly Instruction[], lookupTables?: Record<Address, Address[]>) =>
  describeSolanaTransaction(
    parseSolanaTransaction(
      compileSolanaTransaction({ version: 0, feePayer: payer, instructions, lookupTables }),
    ),
  )

/** The same lines as the approval screen says them in English. */
const linesOf = (instructions: readonly Instruction[], lookupTables?: Record<Address, Address[]>) =>
  phrasesOf(instructions, lookupTables).map(sayInEnglish)

const solTransfer = (lamports: bigint) =>
  getTransferSolInstruction({ source: owner, destination: receiver, amount: lamports })

describe('describeSolanaTransaction: one line per instruction, as the person reads it', () => {
  it('a SOL transfer: the lamports in SOL, without trailing zeros', () => {
    expect(linesOf([solTransfer(500_000_000n), solTransfer(2_000_000_000n), solTransfer(1n)])).toEqual([
      `Send 0.5 SOL to ${receiver}`,
      `Send 2 SOL to ${receiver}`,
      `Send 0.000000001 SOL to ${receiver}`,
    ])
  })

  it('an SPL transferChecked after creating the receiver’s token account: amount in the mint’s decimals', async () => {
    const destination = await ata(receiver)
    const transfer = getTransferCheckedInstruction({
      source: await ata(payer),
      mint,
      destination,
      authority: owner,
      amount: 1_500_000n,
      decimals: 6,
    })
    const idempotent = getCreateAssociatedTokenIdempotentInstruction({
      payer: owner,
      ata: destination,
      owner: receiver,
      mint,
    })
    const create = getCreateAssociatedTokenInstruction({
      payer: owner,
      ata: destination,
      owner: receiver,
      mint,
    })
    expect(linesOf([idempotent, create, transfer])).toEqual([
      `Create the token account ${destination} for ${receiver}`,
      `Create the token account ${destination} for ${receiver}`,
      `Transfer 1.5 of token ${mint} to ${destination}`,
    ])
  })

  it('a Token-2022 transferChecked reads the same', async () => {
    const destination = await ata(receiver, TOKEN_2022_PROGRAM)
    const transfer = getTransferCheckedInstruction(
      {
        source: await ata(payer, TOKEN_2022_PROGRAM),
        mint,
        destination,
        authority: owner,
        amount: 42n,
        decimals: 0,
      },
      { programAddress: TOKEN_2022_PROGRAM },
    )
    expect(linesOf([transfer])).toEqual([`Transfer 42 of token ${mint} to ${destination}`])
  })

  it('compute budget: its unit limit and price when set, else a short line', () => {
    const budget = (...data: number[]) => ({
      programAddress: COMPUTE_BUDGET_PROGRAM,
      data: new Uint8Array(data),
    })
    expect(
      linesOf([
        budget(2, 0x40, 0x0d, 0x03, 0x00), // SetComputeUnitLimit 200_000
        budget(3, 0xe8, 0x03, 0, 0, 0, 0, 0, 0), // SetComputeUnitPrice 1_000
        budget(1, 0, 0, 1, 0), // RequestHeapFrame
      ]),
    ).toEqual([
      'Compute budget: at most 200000 compute units',
      'Compute budget: a priority fee of 1000 micro-lamports per compute unit',
      'Compute budget',
    ])
  })

  it('any other instruction, known programs’ others included: its program, accounts and data size', async () => {
    const memo = {
      programAddress: MEMO_PROGRAM,
      accounts: [{ address: payer, role: AccountRole.READONLY_SIGNER }],
      data: new TextEncoder().encode('hello'),
    }
    const createAccount = getCreateAccountInstruction({
      payer: owner,
      newAccount: createNoopSigner(await newAddress()),
      lamports: 1n,
      space: 0,
      programAddress: MEMO_PROGRAM,
    })
    expect(linesOf([memo, createAccount])).toEqual([
      `Call program ${MEMO_PROGRAM} with 1 account and 5 bytes of data`,
      'Call program 11111111111111111111111111111111 with 2 accounts and 52 bytes of data',
    ])
  })

  it('the words are the frame’s to translate, the amount and the accounts data kept apart from them', () => {
    expect(phrasesOf([solTransfer(500_000_000n)])).toEqual([
      phrase('solana.send', { amount: '0.5', to: receiver }),
    ])
  })

  it('an account from a v0 address lookup table shows as unknown: the frame has no cluster to read it', async () => {
    expect(linesOf([solTransfer(500_000_000n)], { [await newAddress()]: [receiver] })).toEqual([
      'Send 0.5 SOL to unknown account',
    ])
  })
})
