import { createSiwxMessage, verifySiwxMessage } from '@latch/siwx'
import { hex } from '@scure/base'
import { Transaction } from '@scure/btc-signer'
import type { WalletAccount } from '@wallet-standard/base'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createBcoinClient } from '../../bitcoin/bcoinClient'
import { BCOIN_REGTEST_NETWORK } from '../../bitcoin/bcoinRegtestNetwork'
import { mineBitcoinBlocks } from '../../bitcoin/mineBitcoinBlocks'
import { type StartDevnetBitcoinReturnType, startDevnetBitcoin } from '../../bitcoin/startDevnetBitcoin'
import { bitcoinDevnetAccount } from '../../bitcoinAccounts'
import { DEV_WALLET_NAME } from '../announceDevWallet'
import { createMemoryStorage } from '../createMemoryStorage'
import type { ApprovalRequest } from '../types'
import { BITCOIN_DEV_WALLET_STORAGE_KEY, createBitcoinDevWallet } from './createBitcoinDevWallet'

let bitcoin: StartDevnetBitcoinReturnType
beforeAll(async () => {
  bitcoin = await startDevnetBitcoin()
}, 60_000)
afterAll(async () => {
  await bitcoin?.stop()
})

const ORIGIN = 'http://127.0.0.1:5173'
const keys = bitcoinDevnetAccount(1)

/** A wallet whose user answers each prompt with the next of `answers` (true approves), recording them. */
function walletAnswering(answers: boolean[], storage = createMemoryStorage(), account = 1) {
  const prompts: ApprovalRequest[] = []
  const wallet = createBitcoinDevWallet({
    caipNetworkId: bitcoin.caipNetworkId,
    account,
    approve: async (request) => {
      prompts.push(request)
      return answers.shift() ?? false
    },
    storage,
    origin: ORIGIN,
  })
  return { wallet, prompts, storage }
}

async function signInWith(address: string, sign: (message: string) => Promise<string>) {
  const message = createSiwxMessage({
    domain: '127.0.0.1:5173',
    accountAddress: address,
    chainId: bitcoin.caipNetworkId as `bip122:${string}`,
    uri: ORIGIN,
    version: '1',
    nonce: 'k3Jd8s0aQx',
    issuedAt: new Date().toISOString(),
  })
  return verifySiwxMessage({
    message,
    signature: await sign(message),
    domain: '127.0.0.1:5173',
    nonce: 'k3Jd8s0aQx',
  })
}

describe('the dev wallet on Bitcoin (wallet-standard)', () => {
  it('is the Latch Devnet Wallet with the bitcoin features; connect asks first and grants payment (P2WPKH) and ordinals (P2TR), kept in storage', async () => {
    const { wallet, prompts, storage } = walletAnswering([true])
    expect(wallet.name).toBe(DEV_WALLET_NAME)
    expect(Object.keys(wallet.features)).toEqual(
      expect.arrayContaining([
        'bitcoin:connect',
        'bitcoin:signMessage',
        'bitcoin:signTransaction',
        'standard:events',
      ]),
    )
    expect(wallet.accounts).toEqual([])
    const { accounts } = await wallet.features['bitcoin:connect'].connect({
      purposes: ['payment', 'ordinals'],
    })
    expect(accounts.map((account) => `${account.label}:${account.address}`)).toEqual([
      `payment:${keys.payment.address}`,
      `ordinals:${keys.ordinals.address}`,
    ])
    expect(prompts).toEqual([
      expect.objectContaining({ kind: 'connect', origin: ORIGIN, method: 'bitcoin:connect' }),
    ])
    expect(storage.getItem(BITCOIN_DEV_WALLET_STORAGE_KEY)).toBe('{"authorized":true}')
    // a reload: the grant is kept, so a silent connect needs no prompt
    const again = walletAnswering([], storage)
    expect((await again.wallet.features['standard:connect'].connect({ silent: true })).accounts).toHaveLength(
      2,
    )
    expect(again.prompts).toEqual([])
  })

  it('a rejected connect throws 4001 and grants nothing; signing before connecting is 4100', async () => {
    const { wallet } = walletAnswering([false])
    await expect(wallet.features['bitcoin:connect'].connect()).rejects.toMatchObject({ code: 4001 })
    expect(wallet.accounts).toEqual([])
    const stranger = { address: keys.payment.address } as WalletAccount
    await expect(
      wallet.features['bitcoin:signMessage'].signMessage({ account: stranger, message: new Uint8Array(1) }),
    ).rejects.toMatchObject({ code: 4100 })
  })

  it('signs a CAIP-122 sign-in with BIP-322 from the payment (P2WPKH) and the ordinals (P2TR) address, which siwx verifies', async () => {
    const { wallet, prompts } = walletAnswering([true, true, true])
    const { accounts } = await wallet.features['bitcoin:connect'].connect()
    for (const account of accounts) {
      const fields = await signInWith(account.address, async (message) => {
        const [output] = await wallet.features['bitcoin:signMessage'].signMessage({
          account,
          message: new TextEncoder().encode(message),
        })
        return Buffer.from(output!.signature).toString('base64')
      })
      expect(fields.accountAddress).toBe(account.address)
    }
    expect(prompts.slice(1).map((prompt) => prompt.kind)).toEqual(['sign', 'sign'])
    expect(prompts[1]!.summary).toMatch(/^Sign ".*wants you to sign in with your Bitcoin account/)
  })

  it('signs the listed inputs of a PSBT after showing what it pays; the node accepts it once finalized', async () => {
    const { wallet, prompts } = walletAnswering([true, true, false])
    const [payment] = (await wallet.features['bitcoin:connect'].connect()).accounts
    const client = createBcoinClient(bitcoin)
    const [coin] = (await client.get<{ hash: string; index: number; value: number; script: string }[]>(
      `/coin/address/${keys.payment.address}`,
    ))!
    const tx = new Transaction()
    tx.addInput({
      txid: coin!.hash,
      index: coin!.index,
      witnessUtxo: { script: hex.decode(coin!.script), amount: BigInt(coin!.value) },
    })
    tx.addOutputAddress(bitcoinDevnetAccount(2).payment.address, 40_000n, BCOIN_REGTEST_NETWORK)
    tx.addOutputAddress(keys.payment.address, BigInt(coin!.value) - 41_000n, BCOIN_REGTEST_NETWORK)
    const psbt = tx.toPSBT(0)
    const [{ signedPsbt }] = (await wallet.features['bitcoin:signTransaction'].signTransaction({
      psbt,
      inputsToSign: [{ account: payment!, signingIndexes: [0] }],
    })) as [{ signedPsbt: Uint8Array }]
    expect(prompts[1]).toMatchObject({
      kind: 'transaction',
      summary: `Send 0.0004 BTC to ${bitcoinDevnetAccount(2).payment.address}, ${Number(BigInt(coin!.value) - 41_000n) / 1e8} BTC to ${keys.payment.address} (fee 0.00001 BTC)`,
    })
    const signed = Transaction.fromPSBT(signedPsbt)
    signed.finalize()
    await client.post('/broadcast', { tx: signed.hex })
    expect(await client.get<string[]>('/mempool')).toContain(signed.id)
    await mineBitcoinBlocks(bitcoin, 1)
    // a rejected PSBT is 4001
    await expect(
      wallet.features['bitcoin:signTransaction'].signTransaction({
        psbt,
        inputsToSign: [{ account: payment!, signingIndexes: [0] }],
      }),
    ).rejects.toMatchObject({ code: 4001 })
  })
})

describe('the dev wallet on Bitcoin (sats-connect request shape)', () => {
  it('answers getAccounts after approval, wallet_getAccount silently once granted, signMessage with BIP-322 and a rejection as -32000', async () => {
    const { wallet, prompts } = walletAnswering([true, true, false])
    const { provider } = wallet
    expect(provider.name).toBe(DEV_WALLET_NAME)
    expect(await provider.request('wallet_getAccount')).toMatchObject({
      status: 'error',
      error: { code: -32002 },
    })
    expect(await provider.request('getAccounts', { purposes: ['payment', 'ordinals'] })).toEqual({
      status: 'success',
      result: [
        {
          address: keys.payment.address,
          publicKey: keys.payment.publicKey,
          purpose: 'payment',
          addressType: 'p2wpkh',
          derivationPath: keys.payment.path,
        },
        {
          address: keys.ordinals.address,
          publicKey: keys.ordinals.publicKey,
          purpose: 'ordinals',
          addressType: 'p2tr',
          derivationPath: keys.ordinals.path,
        },
      ],
    })
    expect(await provider.request('wallet_getAccount')).toMatchObject({
      status: 'success',
      result: { addresses: [{}, {}] },
    })
    const fields = await signInWith(keys.payment.address, async (message) => {
      const answer = (await provider.request('signMessage', {
        address: keys.payment.address,
        message,
        protocol: 'BIP322',
      })) as {
        result: { signature: string }
      }
      return answer.result.signature
    })
    expect(fields.accountAddress).toBe(keys.payment.address)
    expect(
      await provider.request('signMessage', { address: keys.payment.address, message: 'no' }),
    ).toMatchObject({
      status: 'error',
      error: { code: -32000 },
    })
    expect(prompts.map((prompt) => prompt.method)).toEqual(['getAccounts', 'signMessage', 'signMessage'])
    expect(await provider.request('signPsbt', {})).toMatchObject({ status: 'error', error: { code: -32602 } })
    expect(await provider.request('wallet_sendTransfer', {})).toMatchObject({
      status: 'error',
      error: { code: -32601 },
    })
    expect(await provider.request('wallet_renouncePermissions')).toEqual({ status: 'success', result: null })
    expect(wallet.accounts).toEqual([])
  })
})
