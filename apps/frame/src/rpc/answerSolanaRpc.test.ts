import { ed25519 } from '@noble/curves/ed25519'
import { base58 } from '@scure/base'
import { generatePrivateKey } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { solanaKeyFrom } from '../keys/solanaKeyFrom'
import { answerSolanaRpc } from './answerSolanaRpc'
import { failure, rpcTestContext } from './test-support/rpcTestContext'

const key = generatePrivateKey()
const solana = solanaKeyFrom(key)
const text = 'Sign in to Latch on Solana'
const message = base58.encode(new TextEncoder().encode(text))

const context = (answer: boolean, withSolana = true) => rpcTestContext(withSolana ? { solana } : {}, answer)

describe('solana_signMessage', () => {
  it('the person reads the text, then the signature is the Solana account’s ed25519 one', async () => {
    const { context: ctx, asked } = context(true)
    const answer = (await answerSolanaRpc(ctx, {
      method: 'solana_signMessage',
      params: { message, pubkey: solana.address },
    })) as { signature: string }
    expect(asked).toEqual([{ method: 'Sign a message', details: [text] }])
    const signature = base58.decode(answer.signature)
    expect(ed25519.verify(signature, new TextEncoder().encode(text), base58.decode(solana.address))).toBe(
      true,
    )
  })

  it('refused: 4001, and nothing signed', async () => {
    const error = await failure(
      answerSolanaRpc(context(false).context, {
        method: 'solana_signMessage',
        params: { message, pubkey: solana.address },
      }),
    )
    expect(error?.rpcCode).toBe(4001)
  })

  it('another account, a message that is not base58, or none: refused before the person is asked', async () => {
    const { context: ctx, asked } = context(true)
    const other = solanaKeyFrom(generatePrivateKey()).address
    expect(
      (
        await failure(
          answerSolanaRpc(ctx, { method: 'solana_signMessage', params: { message, pubkey: other } }),
        )
      )?.rpcCode,
    ).toBe(4100)
    for (const bad of ['0OIl', '', 42, undefined]) {
      const error = await failure(
        answerSolanaRpc(ctx, {
          method: 'solana_signMessage',
          params: { message: bad, pubkey: solana.address },
        }),
      )
      expect(error?.rpcCode).toBe(-32602)
    }
    expect(asked).toEqual([])
  })

  it('a frame without a Solana account answers 4200', async () => {
    const error = await failure(
      answerSolanaRpc(context(true, false).context, {
        method: 'solana_signMessage',
        params: { message, pubkey: solana.address },
      }),
    )
    expect(error?.rpcCode).toBe(4200)
  })
})
