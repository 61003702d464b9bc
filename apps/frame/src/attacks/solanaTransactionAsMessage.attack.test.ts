// A hostile page asks the embedded wallet to "sign a message" whose bytes are a Solana transaction message:
// the signature would make the transaction valid, while the person read "Sign a message" over hex.
import { ed25519 } from '@noble/curves/ed25519'
import { base58 } from '@scure/base'
import { address, createNoopSigner, generateKeyPair, getAddressFromPublicKey } from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import { generatePrivateKey } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { solanaKeyFrom } from '../keys/solanaKeyFrom'
import { answerSolanaRpc } from '../rpc/answerSolanaRpc'
import { parseSolanaTransaction } from '../rpc/parseSolanaTransaction'
import { compileSolanaTransaction } from '../rpc/test-support/compileSolanaTransaction'
import { failure, rpcTestContext } from '../rpc/test-support/rpcTestContext'

const solana = solanaKeyFrom(generatePrivateKey())
const thief = await getAddressFromPublicKey((await generateKeyPair()).publicKey)

/** The message bytes of a 5 SOL transfer from the wallet to the thief, as a signature would sign them. */
function transferMessage(version: 'legacy' | 0): Uint8Array {
  const wire = compileSolanaTransaction({
    version,
    feePayer: solana.address,
    instructions: [
      getTransferSolInstruction({
        source: createNoopSigner(address(solana.address)),
        destination: thief,
        amount: 5_000_000_000n,
      }),
    ],
  })
  return parseSolanaTransaction(wire).message
}

describe('solana_signMessage never signs a transaction message', () => {
  it.each(['legacy', 0] as const)(
    'a %s transfer of 5 SOL sent as a message: -32602, the person is never asked, nothing signed',
    async (version) => {
      const bytes = transferMessage(version)
      // the person approves whatever they are shown
      const { context, asked } = rpcTestContext({ solana }, true)
      const result = await answerSolanaRpc(context, {
        method: 'solana_signMessage',
        params: { message: base58.encode(bytes), pubkey: solana.address },
      }).then(
        (answer) => {
          const signature = base58.decode((answer as { signature: string }).signature)
          return { signedTheTransfer: ed25519.verify(signature, bytes, base58.decode(solana.address)) }
        },
        (error: { rpcCode?: number; message: string }) => ({
          rpcCode: error.rpcCode,
          message: error.message,
        }),
      )
      expect({ result, asked }).toEqual({
        result: {
          rpcCode: -32602,
          message:
            'Invalid params: solana_signMessage does not sign a transaction message: use solana_signTransaction',
        },
        asked: [],
      })
    },
  )

  it('bytes that are neither text nor an off-chain message: -32602 before the person is asked', async () => {
    const { context, asked } = rpcTestContext({ solana }, true)
    const error = await failure(
      answerSolanaRpc(context, {
        method: 'solana_signMessage',
        params: { message: base58.encode(Uint8Array.from([0, 1, 2, 250, 251])), pubkey: solana.address },
      }),
    )
    expect({ rpcCode: error?.rpcCode, asked }).toEqual({ rpcCode: -32602, asked: [] })
  })
})
