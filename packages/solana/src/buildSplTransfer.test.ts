import {
  ASSOCIATED_TOKEN_PROGRAM_ADDRESS,
  getTransferCheckedInstructionDataDecoder,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token'
import { describe, expect, it } from 'vitest'
import { associatedTokenAccount, buildSplTransfer } from './buildSplTransfer'
import { decodeWireTransaction } from './test-support/decodeWireTransaction'

const FROM = '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV'
const TO = 'JEKNVnkbo3jma5nREBBJCDoXFVeKkD56V3xKrvRmWxFG'
const MINT = '8Dv6mVM6tEr8jnhAh8Kh6q1hrDrwRjVchAU6KQMJTuxh'
const latestBlockhash = {
  blockhash: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1wcaWoxPkrZBG',
  lastValidBlockHeight: 150n,
}

const build = (createReceiverAccount: boolean) =>
  buildSplTransfer({
    from: FROM,
    to: TO,
    mint: MINT,
    amount: 1_500_000n,
    decimals: 6,
    createReceiverAccount,
    latestBlockhash,
  })

describe('buildSplTransfer', () => {
  it("transfers with transferChecked from the sender's associated token account to the receiver's", async () => {
    const { message } = decodeWireTransaction(await build(false))
    expect(message.feePayer.address).toBe(FROM)
    expect(message.instructions).toHaveLength(1)
    const [transfer] = message.instructions
    expect(transfer?.programAddress).toBe(TOKEN_PROGRAM_ADDRESS)
    expect(transfer?.accounts?.map(({ address }) => address)).toEqual([
      await associatedTokenAccount(FROM, MINT),
      MINT,
      await associatedTokenAccount(TO, MINT),
      FROM,
    ])
    expect(getTransferCheckedInstructionDataDecoder().decode(transfer!.data!)).toMatchObject({
      amount: 1_500_000n,
      decimals: 6,
    })
  })

  it("creates the receiver's associated token account first when asked, the sender paying", async () => {
    const { message } = decodeWireTransaction(await build(true))
    const [create, transfer] = message.instructions
    expect(create?.programAddress).toBe(ASSOCIATED_TOKEN_PROGRAM_ADDRESS)
    // payer, account, owner, mint (then the system and token programs)
    expect(create?.accounts?.slice(0, 4).map(({ address }) => address)).toEqual([
      FROM,
      await associatedTokenAccount(TO, MINT),
      TO,
      MINT,
    ])
    // the idempotent form (1), so a receiver account created meanwhile does not fail the transfer
    expect(create?.data).toEqual(new Uint8Array([1]))
    expect(transfer?.programAddress).toBe(TOKEN_PROGRAM_ADDRESS)
  })
})
