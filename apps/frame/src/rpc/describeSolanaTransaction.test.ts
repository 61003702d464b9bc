import {
  AccountRole,
  type Address,
  address,
  createNoopSigner,
  generateKeyPairSigner,
  type Instruction,
} from '@solana/kit'
import {
  getAssignInstruction,
  getCreateAccountInstruction,
  getTransferSolInstruction,
} from '@solana-program/system'
import {
  AuthorityType,
  findAssociatedTokenPda,
  getApproveCheckedInstruction,
  getApproveInstruction,
  getCreateAssociatedTokenIdempotentInstruction,
  getCreateAssociatedTokenInstruction,
  getSetAuthorityInstruction,
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

/** The lines of a legacy transaction `payer` pays for, with the wallet (`payer`) named as the signer. */
const walletLinesOf = (instructions: readonly Instruction[]) =>
  describeSolanaTransaction(
    parseSolanaTransaction(compileSolanaTransaction({ version: 'legacy', feePayer: payer, instructions })),
    payer,
  ).map(sayInEnglish)

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

  it('System Assign (the account handed to another program) and token approvals and authorities read as what they do', async () => {
    const delegate = await newAddress()
    const newOwner = await newAddress()
    const source = await ata(payer)
    expect(
      walletLinesOf([
        getAssignInstruction({ account: owner, programAddress: MEMO_PROGRAM }),
        getApproveInstruction({ source, delegate, owner, amount: 5_000_000n }),
        getApproveCheckedInstruction({ source, mint, delegate, owner, amount: 5_000_000n, decimals: 6 }),
        getSetAuthorityInstruction({
          owned: source,
          owner,
          authorityType: AuthorityType.AccountOwner,
          newAuthority: newOwner,
        }),
        getSetAuthorityInstruction(
          { owned: mint, owner, authorityType: AuthorityType.MintTokens, newAuthority: null },
          { programAddress: TOKEN_2022_PROGRAM },
        ),
      ]),
    ).toEqual([
      `Hand account ${payer} over to program ${MEMO_PROGRAM}`,
      `Allow ${delegate} to spend 5000000 base units from token account ${source}`,
      `Allow ${delegate} to spend 5 of token ${mint} from ${source}`,
      `Give the AccountOwner authority of ${source} to ${newOwner}`,
      `Remove the MintTokens authority of ${mint} for good`,
    ])
  })

  it('an instruction the frame cannot read that takes the wallet as a writable signer is flagged; read-only, it is not', async () => {
    const unknown = (role: AccountRole) => ({
      programAddress: MEMO_PROGRAM,
      accounts: [{ address: payer, role }],
      data: new Uint8Array([1, 2, 3]),
    })
    const other = await newAddress()
    const readonlySigner = {
      programAddress: MEMO_PROGRAM,
      accounts: [
        { address: other, role: AccountRole.READONLY_SIGNER },
        { address: payer, role: AccountRole.READONLY },
      ],
      data: new Uint8Array([1]),
    }
    const lines = describeSolanaTransaction(
      parseSolanaTransaction(
        compileSolanaTransaction({ version: 'legacy', feePayer: other, instructions: [readonlySigner] }),
      ),
      payer,
    ).map(sayInEnglish)
    expect(lines).toEqual([`Call program ${MEMO_PROGRAM} with 2 accounts and 1 byte of data`])
    expect(walletLinesOf([unknown(AccountRole.WRITABLE_SIGNER)])).toEqual([
      `Call program ${MEMO_PROGRAM} with 1 account and 3 bytes of data`,
      `This instruction signs with your account ${payer}: it can change it or spend from it`,
    ])
  })
})
