// A hostile page asks the embedded wallet to sign a sign-in message (EIP-4361 / CAIP-122) for another site:
// with the signature it signs in there as the person.
import { base58 } from '@scure/base'
import { toHex, verifyMessage } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { solanaKeyFrom } from '../keys/solanaKeyFrom'
import { answerRpc } from '../rpc/answerRpc'
import { failure, rpcTestContext } from '../rpc/test-support/rpcTestContext'

const key = generatePrivateKey()
const account = privateKeyToAccount(key)
const solana = solanaKeyFrom(key)
// signing needs no chain: nothing here reaches its RPC endpoint
const chain = { id: 31337, name: 'Latch Devnet', rpcUrl: 'http://127.0.0.1:9' }
const hostOrigin = 'https://shop.example'

const signIn = (domain: string, accountWord: string, address: string) =>
  [
    `${domain} wants you to sign in with your ${accountWord} account:`,
    address,
    '',
    'Sign in',
    '',
    `URI: https://${domain}`,
    'Version: 1',
    'Chain ID: 31337',
    'Nonce: 8f3kd93kd03k',
    'Issued At: 2026-01-01T00:00:00.000Z',
  ].join('\n')

const context = () => rpcTestContext({ account, chain, solana, hostOrigin }, true)

describe('the frame signs a sign-in message only for the page’s own site', () => {
  it('personal_sign of a sign-in for bank.example, asked by shop.example: 4100, the person is never asked', async () => {
    const { context: ctx, asked } = context()
    const message = signIn('bank.example', 'Ethereum', account.address)
    const result = await answerRpc(ctx, {
      method: 'personal_sign',
      params: [toHex(message), account.address],
    }).then(
      async (signature) => ({
        signedInAtTheBank: await verifyMessage({
          address: account.address,
          message,
          signature: signature as `0x${string}`,
        }),
      }),
      (error: { rpcCode?: number; message: string }) => ({ rpcCode: error.rpcCode, message: error.message }),
    )
    expect({ result, asked }).toEqual({
      result: { rpcCode: 4100, message: 'The sign-in message is for bank.example, not for this site' },
      asked: [],
    })
  })

  it('the same with a scheme (http://shop.example for an https page) and through solana_signMessage: 4100', async () => {
    const { context: ctx, asked } = context()
    const schemed = await failure(
      answerRpc(ctx, {
        method: 'personal_sign',
        params: [toHex(signIn('http://shop.example', 'Ethereum', account.address)), account.address],
      }),
    )
    const onSolana = await failure(
      answerRpc(ctx, {
        method: 'solana_signMessage',
        params: {
          message: base58.encode(new TextEncoder().encode(signIn('bank.example', 'Solana', solana.address))),
          pubkey: solana.address,
        },
      }),
    )
    expect([schemed?.rpcCode, onSolana?.rpcCode, asked]).toEqual([4100, 4100, []])
  })

  it('a sign-in for the page’s own host is shown and signed', async () => {
    const { context: ctx, asked } = context()
    const message = signIn('shop.example', 'Ethereum', account.address)
    const signature = await answerRpc(ctx, {
      method: 'personal_sign',
      params: [toHex(message), account.address],
    })
    expect(
      await verifyMessage({ address: account.address, message, signature: signature as `0x${string}` }),
    ).toBe(true)
    expect(asked).toHaveLength(1)
  })
})
