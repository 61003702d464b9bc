import { expect, it } from 'vitest'
import { toPolkadotAccount } from './toPolkadotAccount'
import { toPolkadotAddresses } from './toPolkadotAddresses'

const ALICE_42 = '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY'
const ALICE_2 = 'HNZata7iMYWmk5RvZRTiAsSDhV8366zq2YGb3tLH5Upf74F'
const BOB_42 = '5FHneW46xGXgs5mUiveU4sbTyGBzmstUspZC92UhjJM694ty'

it("writes the extension's accounts in the network's prefix, once each, dropping Ethereum and malformed entries", () => {
  expect(
    toPolkadotAddresses(
      [
        { address: ALICE_42, type: 'sr25519' },
        { address: '0x71C7656EC7ab88b098defB751B7401B5f6d8976F', type: 'ethereum' },
        { address: ALICE_2, type: 'sr25519' },
        { address: 42 },
        null,
        { address: BOB_42 },
      ],
      2,
    ),
  ).toEqual([ALICE_2, 'FoQJpPyadYccjavVdTWxpxU7rUEaYhfLCPwXgkfD6Zat9QP'])
  expect(toPolkadotAddresses('not a list', 2)).toEqual([])
})

it("makes spec §3's Account: namespace polkadot, type eoa, the public key in hex", () => {
  expect(toPolkadotAccount(ALICE_2)).toEqual({
    namespace: 'polkadot',
    address: ALICE_2,
    type: 'eoa',
    publicKey: '0xd43593c715fdd31c61141abd04a99fd6822c8558854ccde39a5684e7a56da27d',
  })
})
