import { stringToHex, u8aWrapBytes } from '@polkadot/util'
import { signatureVerify } from '@polkadot/util-crypto'
import { describe, expect, it } from 'vitest'
import { POLKADOT_DEVNET_ADDRESSES, POLKADOT_DEVNET_URIS } from '../../polkadot/polkadotAccounts'
import { createMemoryStorage } from '../createMemoryStorage'
import type { DevWalletStorage } from '../persistedState'
import type { ApprovalRequest } from '../types'
import { createPolkadotDevWallet, POLKADOT_DEV_WALLET_STORAGE_KEY } from './createPolkadotDevWallet'

const ORIGIN = 'http://127.0.0.1:5173'

async function setup(options: { answer?: boolean; storage?: DevWalletStorage; uri?: string } = {}) {
  const approvals: ApprovalRequest[] = []
  const wallet = await createPolkadotDevWallet({
    ...(options.uri ? { uri: options.uri } : {}),
    approve: async (request) => {
      approvals.push(request)
      return options.answer ?? true
    },
    storage: options.storage ?? createMemoryStorage(),
    origin: ORIGIN,
  })
  return { wallet, approvals }
}

describe('createPolkadotDevWallet', () => {
  it("is the Latch Devnet Wallet with //Alice's account in prefix 2 by default, another key by uri", async () => {
    const { wallet } = await setup()
    expect(wallet.entry).toMatchObject({ name: 'Latch Devnet Wallet', version: '1.0.0' })
    expect(wallet.address).toBe(POLKADOT_DEVNET_ADDRESSES[0])
    expect((await setup({ uri: POLKADOT_DEVNET_URIS[3] })).wallet.address).toBe(POLKADOT_DEVNET_ADDRESSES[3])
  })

  it('enable asks once, then lists the sr25519 account and remembers the site in storage', async () => {
    const storage = createMemoryStorage()
    const { wallet, approvals } = await setup({ storage })
    const extension = await wallet.entry.enable('Latch demo')
    expect(approvals.map(({ kind, origin }) => ({ kind, origin }))).toEqual([
      { kind: 'connect', origin: ORIGIN },
    ])
    expect(await extension.accounts.get()).toEqual([
      { address: wallet.address, name: 'Latch Devnet', type: 'sr25519', genesisHash: null },
    ])
    expect(JSON.parse(storage.getItem(POLKADOT_DEV_WALLET_STORAGE_KEY)!)).toEqual({ authorized: true })
    await wallet.entry.enable('Latch demo')
    const again = await setup({ storage })
    await again.wallet.entry.enable('Latch demo')
    expect(approvals).toHaveLength(1)
    expect(again.approvals).toEqual([])
  })

  it("a refused enable rejects with 'Cancelled', as extensions do", async () => {
    const { wallet } = await setup({ answer: false })
    await expect(wallet.entry.enable('Latch demo')).rejects.toThrow('Cancelled')
    expect(wallet.isAuthorized).toBe(false)
  })

  it('subscribers get the accounts now and none once access is revoked', async () => {
    const { wallet } = await setup()
    const extension = await wallet.entry.enable('Latch demo')
    const seen: number[] = []
    const unsubscribe = extension.accounts.subscribe((accounts) => seen.push(accounts.length))
    wallet.revokeAccess()
    unsubscribe()
    expect(seen).toEqual([1, 0])
  })

  it('signRaw shows the text, then signs its <Bytes>-wrapped bytes with sr25519', async () => {
    const { wallet, approvals } = await setup()
    const extension = await wallet.entry.enable('Latch demo')
    const { signature } = await extension.signer.signRaw({
      address: wallet.address,
      data: stringToHex('Sign in to Latch'),
      type: 'bytes',
    })
    expect(approvals[1]).toMatchObject({ kind: 'sign', summary: 'Sign "Sign in to Latch"' })
    expect(
      signatureVerify(u8aWrapBytes(stringToHex('Sign in to Latch')), signature, wallet.address).isValid,
    ).toBe(true)
  })

  it("refuses to sign for another account, and a refused signature rejects with 'Cancelled'", async () => {
    const { wallet } = await setup({ answer: true })
    const extension = await wallet.entry.enable('Latch demo')
    await expect(
      extension.signer.signRaw({ address: POLKADOT_DEVNET_ADDRESSES[1], data: '0x00', type: 'bytes' }),
    ).rejects.toThrow('Unable to find an account')
    const refusing = await setup({ answer: false, storage: authorizedStorage() })
    const refused = await refusing.wallet.entry.enable('Latch demo')
    await expect(
      refused.signer.signRaw({ address: refusing.wallet.address, data: '0x00', type: 'bytes' }),
    ).rejects.toThrow('Cancelled')
  })
})

function authorizedStorage(): DevWalletStorage {
  const storage = createMemoryStorage()
  storage.setItem(POLKADOT_DEV_WALLET_STORAGE_KEY, JSON.stringify({ authorized: true }))
  return storage
}
