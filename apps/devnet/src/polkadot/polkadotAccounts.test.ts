import { Keyring } from '@polkadot/keyring'
import { cryptoWaitReady } from '@polkadot/util-crypto'
import { expect, it } from 'vitest'
import {
  POLKADOT_DEVNET_ADDRESSES,
  POLKADOT_DEVNET_SS58_PREFIX,
  POLKADOT_DEVNET_URIS,
} from './polkadotAccounts'

it('lists the SS58 address (prefix 2) of each dev derivation, in order', async () => {
  await cryptoWaitReady()
  const keyring = new Keyring({ type: 'sr25519', ss58Format: POLKADOT_DEVNET_SS58_PREFIX })
  expect(POLKADOT_DEVNET_URIS.map((uri) => keyring.addFromUri(uri).address)).toEqual([
    ...POLKADOT_DEVNET_ADDRESSES,
  ])
})
