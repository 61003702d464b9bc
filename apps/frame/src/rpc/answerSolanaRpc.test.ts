import { ed25519 } from '@noble/curves/ed25519'
import { base58, base64 } from '@scure/base'
import {
  type Address,
  address,
  createNoopSigner,
  generateKeyPair,
  getAddressFromPublicKey,
  getTransactionDecoder,
  getTransactionEncoder,
  partiallySignTransaction,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import {
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstruction,
  getTransferCheckedInstruction,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token'
import { generatePrivateKey } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { solanaKeyFrom } from '../keys/solanaKeyFrom'
import { answerSolanaRpc, type SolanaRpcContext } from './answerSolanaRpc'
import { compileSolanaTransaction } from './test-support/compileSolanaTransaction'
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
    expect(asked).toEqual([{ title: 'Sign a message', details: [text] }])
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

  it('a Solana off-chain message (either layout wallets sign) is shown as its text and signed as its bytes', async () => {
    const body = new TextEncoder().encode('Off-chain hello')
    const length = [body.length & 0xff, body.length >> 8]
    const domain = [0xff, ...new TextEncoder().encode('solana offchain')]
    const sdkLayout = Uint8Array.from([...domain, 0, 1, ...length, ...body])
    const withSigners = Uint8Array.from([
      ...domain,
      0,
      ...new Uint8Array(32),
      1,
      1,
      ...base58.decode(solana.address),
      ...length,
      ...body,
    ])
    for (const bytes of [sdkLayout, withSigners]) {
      const { context: ctx, asked } = context(true)
      const answer = (await answerSolanaRpc(ctx, {
        method: 'solana_signMessage',
        params: { message: base58.encode(bytes), pubkey: solana.address },
      })) as { signature: string }
      expect(asked).toEqual([{ title: 'Sign a message', details: ['Off-chain hello'] }])
      expect(ed25519.verify(base58.decode(answer.signature), bytes, base58.decode(solana.address))).toBe(true)
    }
    // the layout with signers, naming someone else: 4100
    const someoneElse = withSigners.slice()
    someoneElse.set(new Uint8Array(32).fill(7), domain.length + 1 + 32 + 2)
    const error = await failure(
      answerSolanaRpc(context(true).context, {
        method: 'solana_signMessage',
        params: { message: base58.encode(someoneElse), pubkey: solana.address },
      }),
    )
    expect(error?.rpcCode).toBe(4100)
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

describe('solana_signTransaction (WalletConnect’s shape: base64 wire transaction in, signature and signed transaction out)', () => {
  const wallet = address(solana.address)
  const receiver = address(solanaKeyFrom(generatePrivateKey()).address)
  const mint = address(solanaKeyFrom(generatePrivateKey()).address)

  /** A context whose signings are recorded, so a test can say nothing was signed. */
  const signingContext = (answer: boolean) => {
    const signed: Uint8Array[] = []
    const recording = {
      address: solana.address,
      sign: (bytes: Uint8Array) => {
        signed.push(bytes)
        return solana.sign(bytes)
      },
    }
    return { ...rpcTestContext({ solana: recording }, answer), signed }
  }

  const signTransaction = (context: SolanaRpcContext, transaction: unknown) =>
    answerSolanaRpc(context, { method: 'solana_signTransaction', params: { transaction } }) as Promise<{
      signature: string
      transaction: string
    }>

  const solTransfer = (version: 'legacy' | 0, feePayer: Address = wallet, source: Address = wallet) =>
    compileSolanaTransaction({
      version,
      feePayer,
      instructions: [
        getTransferSolInstruction({
          source: createNoopSigner(source),
          destination: receiver,
          amount: 500_000_000n,
        }),
      ],
    })

  /** The answer's signature and signed transaction, checked against the unsigned `bytes` it was asked for. */
  function signedBy(bytes: Uint8Array, answer: { signature: string; transaction: string }) {
    const unsigned = getTransactionDecoder().decode(bytes)
    const signed = getTransactionDecoder().decode(base64.decode(answer.transaction))
    const signature = base58.decode(answer.signature)
    expect(signed.messageBytes).toEqual(unsigned.messageBytes)
    expect(
      ed25519.verify(signature, new Uint8Array(unsigned.messageBytes), base58.decode(solana.address)),
    ).toBe(true)
    expect(signed.signatures[wallet]).toEqual(signature)
    return { unsigned, signed }
  }

  for (const version of ['legacy', 0] as const) {
    it(`a ${version === 0 ? 'version 0' : 'legacy'} SOL transfer: the person reads it, then this account’s signature fills its slot`, async () => {
      const { context: ctx, asked } = signingContext(true)
      const bytes = solTransfer(version)
      const answer = await signTransaction(ctx, base64.encode(bytes))
      expect(asked).toEqual([{ title: 'Sign a transaction', details: [`Send 0.5 SOL to ${receiver}`] }])
      signedBy(bytes, answer)
    })
  }

  it('an SPL transfer creating the receiver’s token account: both read as sentences', async () => {
    const { context: ctx, asked } = signingContext(true)
    const ata = async (owner: Address) =>
      (await findAssociatedTokenPda({ owner, mint, tokenProgram: TOKEN_PROGRAM_ADDRESS }))[0]
    const destination = await ata(receiver)
    const owner = createNoopSigner(wallet)
    const bytes = compileSolanaTransaction({
      version: 0,
      feePayer: wallet,
      instructions: [
        getCreateAssociatedTokenIdempotentInstruction({
          payer: owner,
          ata: destination,
          owner: receiver,
          mint,
        }),
        getTransferCheckedInstruction({
          source: await ata(wallet),
          mint,
          destination,
          authority: owner,
          amount: 1_500_000n,
          decimals: 6,
        }),
      ],
    })
    const answer = await signTransaction(ctx, base64.encode(bytes))
    expect(asked).toEqual([
      {
        title: 'Sign a transaction',
        details: [
          `Create the token account ${destination} for ${receiver}`,
          `Transfer 1.5 of token ${mint} to ${destination}`,
        ],
      },
    ])
    signedBy(bytes, answer)
  })

  it('co-signed: a co-signer’s signature stays in its slot, whether this account pays the fee or not', async () => {
    const coSignerKeys = await generateKeyPair()
    const coSigner = await getAddressFromPublicKey(coSignerKeys.publicKey)
    for (const [feePayer, source] of [
      [wallet, coSigner],
      [coSigner, wallet],
    ] as const) {
      const coSigned = await partiallySignTransaction(
        [coSignerKeys],
        getTransactionDecoder().decode(solTransfer(0, feePayer, source)),
      )
      const bytes = new Uint8Array(getTransactionEncoder().encode(coSigned))
      const { signed } = signedBy(
        bytes,
        await signTransaction(signingContext(true).context, base64.encode(bytes)),
      )
      expect(signed.signatures[coSigner]).toEqual(coSigned.signatures[coSigner])
      expect(Object.keys(signed.signatures)).toEqual([feePayer, source])
    }
  })

  it('refused: 4001, and nothing signed', async () => {
    const { context: ctx, asked, signed } = signingContext(false)
    const error = await failure(signTransaction(ctx, base64.encode(solTransfer(0))))
    expect(error?.rpcCode).toBe(4001)
    expect(asked).toHaveLength(1)
    expect(signed).toEqual([])
  })

  it('a transaction this account does not sign (another fee payer): 4100 before the person is asked', async () => {
    const { context: ctx, asked, signed } = signingContext(true)
    const other = address(solanaKeyFrom(generatePrivateKey()).address)
    const error = await failure(signTransaction(ctx, base64.encode(solTransfer(0, other, other))))
    expect(error).toMatchObject({ rpcCode: 4100, message: 'The address is not this wallet’s' })
    expect(asked).toEqual([])
    expect(signed).toEqual([])
  })

  it('malformed, truncated, not base64, or a version 1 message: -32602 before the person is asked', async () => {
    const { context: ctx, asked, signed } = signingContext(true)
    const bytes = solTransfer(0)
    const v1 = compileSolanaTransaction({
      version: 1,
      feePayer: wallet,
      instructions: [
        getTransferSolInstruction({ source: createNoopSigner(wallet), destination: receiver, amount: 1n }),
      ],
    })
    for (const bad of [
      base64.encode(bytes.subarray(0, bytes.length - 1)),
      base64.encode(new Uint8Array([...bytes, 0])),
      base64.encode(v1),
      'not base64!',
      '',
      42,
      undefined,
    ]) {
      const error = await failure(signTransaction(ctx, bad))
      expect(error?.rpcCode, String(bad)).toBe(-32602)
    }
    expect(asked).toEqual([])
    expect(signed).toEqual([])
  })

  it('a frame without a Solana account answers 4200; so do sending and signing several at once', async () => {
    const transaction = base64.encode(solTransfer(0))
    expect((await failure(signTransaction(context(true, false).context, transaction)))?.rpcCode).toBe(4200)
    for (const method of ['solana_signAllTransactions', 'solana_signAndSendTransaction'] as const) {
      const { context: ctx, asked } = context(true)
      const error = await failure(answerSolanaRpc(ctx, { method, params: { transaction } }))
      expect(error?.rpcCode).toBe(4200)
      expect(asked).toEqual([])
    }
  })
})
