// buildSolTransfer's bytes run in LiteSVM (the SVM in-process, no validator): what the transfer does, where
// buildSolTransfer.test.ts checks how it is laid out.
import { generateKeyPairSigner } from '@solana/kit'
import { SYSTEM_ERROR__RESULT_WITH_NEGATIVE_LAMPORTS, SYSTEM_PROGRAM_ADDRESS } from '@solana-program/system'
import { LiteSVM } from 'litesvm'
import { describe, expect, it } from 'vitest'
import { buildSolTransfer } from './buildSolTransfer'
import {
  createFundedSigner,
  failureOf,
  LAMPORTS_PER_SIGNATURE,
  latestBlockhashOf,
  runWireTransaction,
} from './test-support/liteSvm'

describe('buildSolTransfer in LiteSVM', () => {
  it('moves exactly the lamports to the receiver, the sender paying them and one signature fee', async () => {
    const svm = new LiteSVM()
    const sender = await createFundedSigner(svm, 2_000_000_000n)
    const receiver = await createFundedSigner(svm, 1_000_000n)
    const bytes = buildSolTransfer({
      from: sender.address,
      to: receiver.address,
      lamports: 123_456_789n,
      latestBlockhash: latestBlockhashOf(svm),
    })
    expect(failureOf(await runWireTransaction(svm, bytes, [sender]))).toBeUndefined()
    expect(svm.getBalance(receiver.address)).toBe(1_000_000n + 123_456_789n)
    expect(svm.getBalance(sender.address)).toBe(2_000_000_000n - 123_456_789n - LAMPORTS_PER_SIGNATURE)
  })

  it('creates a receiver that held nothing (an account with the lamports and no data)', async () => {
    const svm = new LiteSVM()
    const sender = await createFundedSigner(svm)
    const receiver = (await generateKeyPairSigner()).address
    expect(svm.getBalance(receiver)).toBeNull()
    const bytes = buildSolTransfer({
      from: sender.address,
      to: receiver,
      lamports: 5_000_000n,
      latestBlockhash: latestBlockhashOf(svm),
    })
    expect(failureOf(await runWireTransaction(svm, bytes, [sender]))).toBeUndefined()
    expect(svm.getAccount(receiver)).toMatchObject({
      exists: true,
      lamports: 5_000_000n,
      programAddress: SYSTEM_PROGRAM_ADDRESS,
      space: 0n,
    })
  })

  it('fails, moving nothing, when the sender holds less than the amount', async () => {
    const svm = new LiteSVM()
    const sender = await createFundedSigner(svm, 1_000_000_000n)
    const receiver = await createFundedSigner(svm, 1_000_000n)
    const bytes = buildSolTransfer({
      from: sender.address,
      to: receiver.address,
      lamports: 1_000_000_000n, // the whole balance: nothing left for the fee
      latestBlockhash: latestBlockhashOf(svm),
    })
    expect(failureOf(await runWireTransaction(svm, bytes, [sender]))).toEqual({
      instruction: 0,
      code: SYSTEM_ERROR__RESULT_WITH_NEGATIVE_LAMPORTS,
    })
    expect(svm.getBalance(receiver.address)).toBe(1_000_000n)
  })
})
