// buildSplTransfer's bytes run in LiteSVM (the SVM in-process with the SPL programs, no validator): what
// the transfer does, where buildSplTransfer.test.ts checks how it is laid out.
import { type Address, generateKeyPairSigner } from '@solana/kit'
import { getCreateAccountInstruction } from '@solana-program/system'
import {
  getCreateAssociatedTokenIdempotentInstruction,
  getInitializeMint2Instruction,
  getMintSize,
  getMintToCheckedInstruction,
  getTokenDecoder,
  getTokenSize,
  TOKEN_ERROR__INSUFFICIENT_FUNDS,
  TOKEN_ERROR__MINT_DECIMALS_MISMATCH,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token'
import { LiteSVM } from 'litesvm'
import { describe, expect, it } from 'vitest'
import { associatedTokenAccount, buildSplTransfer } from './buildSplTransfer'
import {
  createFundedSigner,
  failureOf,
  LAMPORTS_PER_SIGNATURE,
  latestBlockhashOf,
  runWireTransaction,
  sendInstructions,
} from './test-support/liteSvm'

const DECIMALS = 6
const MINTED = 1_000_000_000n

/**
 * A LiteSVM with a fresh 6-decimals mint whose authority, the sender, holds `MINTED` of it in its
 * associated token account; with `receiverAccount`, the receiver has its (empty) associated account too.
 */
async function setup({ receiverAccount }: { receiverAccount: boolean }) {
  const svm = new LiteSVM()
  const sender = await createFundedSigner(svm)
  const receiver = (await generateKeyPairSigner()).address
  const mintSigner = await generateKeyPairSigner()
  const mint = mintSigner.address
  const createAccountOf = async (owner: Address) =>
    getCreateAssociatedTokenIdempotentInstruction({
      payer: sender,
      ata: await associatedTokenAccount(owner, mint),
      owner,
      mint,
    })
  await sendInstructions(svm, sender, [
    getCreateAccountInstruction({
      payer: sender,
      newAccount: mintSigner,
      lamports: svm.minimumBalanceForRentExemption(BigInt(getMintSize())),
      space: getMintSize(),
      programAddress: TOKEN_PROGRAM_ADDRESS,
    }),
    getInitializeMint2Instruction({ mint, decimals: DECIMALS, mintAuthority: sender.address }),
    await createAccountOf(sender.address),
    getMintToCheckedInstruction({
      mint,
      token: await associatedTokenAccount(sender.address, mint),
      mintAuthority: sender,
      amount: MINTED,
      decimals: DECIMALS,
    }),
    ...(receiverAccount ? [await createAccountOf(receiver)] : []),
  ])
  const transfer = async (params: { amount: bigint; decimals?: number; createReceiverAccount: boolean }) =>
    runWireTransaction(
      svm,
      await buildSplTransfer({
        from: sender.address,
        to: receiver,
        mint,
        decimals: DECIMALS,
        latestBlockhash: latestBlockhashOf(svm),
        ...params,
      }),
      [sender],
    )
  /** The token account's state: its lamports, owner and amount; undefined when it does not exist. */
  const tokenAccount = async (owner: Address) => {
    const account = svm.getAccount(await associatedTokenAccount(owner, mint))
    if (!account.exists) return undefined
    const token = getTokenDecoder().decode(account.data)
    return {
      lamports: account.lamports,
      program: account.programAddress,
      mint: token.mint,
      owner: token.owner,
      amount: token.amount,
    }
  }
  const solOf = (owner: Address) => svm.getBalance(owner) ?? 0n
  return { svm, sender: sender.address, receiver, mint, transfer, tokenAccount, solOf }
}

describe('buildSplTransfer in LiteSVM', () => {
  it("moves the amount from the sender's token account into the receiver's existing one, for one signature fee", async () => {
    const { sender, receiver, transfer, tokenAccount, solOf } = await setup({ receiverAccount: true })
    const solBefore = solOf(sender)
    expect(failureOf(await transfer({ amount: 1_500_000n, createReceiverAccount: false }))).toBeUndefined()
    expect((await tokenAccount(receiver))?.amount).toBe(1_500_000n)
    expect((await tokenAccount(sender))?.amount).toBe(MINTED - 1_500_000n)
    expect(solOf(sender)).toBe(solBefore - LAMPORTS_PER_SIGNATURE)
  })

  it("creates the receiver's associated token account when it is missing, the sender paying its rent", async () => {
    const { svm, sender, receiver, mint, transfer, tokenAccount, solOf } = await setup({
      receiverAccount: false,
    })
    const rent = svm.minimumBalanceForRentExemption(BigInt(getTokenSize()))
    const solBefore = solOf(sender)
    expect(failureOf(await transfer({ amount: 1_500_000n, createReceiverAccount: true }))).toBeUndefined()
    expect(await tokenAccount(receiver)).toEqual({
      lamports: rent,
      program: TOKEN_PROGRAM_ADDRESS,
      mint,
      owner: receiver,
      amount: 1_500_000n,
    })
    expect(solOf(sender)).toBe(solBefore - LAMPORTS_PER_SIGNATURE - rent)
  })

  it('creates nothing and charges no rent when the receiver has its account, even if asked to create it', async () => {
    // the idempotent creation: a receiver account made between the read and the send does not fail the transfer
    const { sender, receiver, transfer, tokenAccount, solOf } = await setup({ receiverAccount: true })
    const before = await tokenAccount(receiver)
    const solBefore = solOf(sender)
    expect(failureOf(await transfer({ amount: 250_000n, createReceiverAccount: true }))).toBeUndefined()
    expect(await tokenAccount(receiver)).toEqual({ ...before, amount: 250_000n })
    expect(solOf(sender)).toBe(solBefore - LAMPORTS_PER_SIGNATURE)
  })

  it('fails without the creation when the receiver has no token account, which is why the send asks for it', async () => {
    const { sender, receiver, transfer, tokenAccount } = await setup({ receiverAccount: false })
    expect(failureOf(await transfer({ amount: 1n, createReceiverAccount: false }))).toMatchObject({
      instruction: 0,
    })
    expect(await tokenAccount(receiver)).toBeUndefined()
    expect((await tokenAccount(sender))?.amount).toBe(MINTED)
  })

  it('fails, moving nothing, with decimals other than the mint has', async () => {
    const { sender, receiver, transfer, tokenAccount } = await setup({ receiverAccount: true })
    expect(
      failureOf(await transfer({ amount: 1_500_000n, decimals: 9, createReceiverAccount: false })),
    ).toEqual({
      instruction: 0,
      code: TOKEN_ERROR__MINT_DECIMALS_MISMATCH,
    })
    expect((await tokenAccount(receiver))?.amount).toBe(0n)
    expect((await tokenAccount(sender))?.amount).toBe(MINTED)
  })

  it("fails as a whole with more tokens than the sender holds: the receiver's account is not created either", async () => {
    const { sender, receiver, transfer, tokenAccount } = await setup({ receiverAccount: false })
    expect(failureOf(await transfer({ amount: MINTED + 1n, createReceiverAccount: true }))).toEqual({
      instruction: 1,
      code: TOKEN_ERROR__INSUFFICIENT_FUNDS,
    })
    expect(await tokenAccount(receiver)).toBeUndefined()
    expect((await tokenAccount(sender))?.amount).toBe(MINTED)
  })
})
