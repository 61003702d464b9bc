import '@polkadot/api-augment'
import { ApiPromise, WsProvider } from '@polkadot/api'
import { Keyring } from '@polkadot/keyring'
import { cryptoWaitReady } from '@polkadot/util-crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  POLKADOT_DEVNET_ADDRESSES,
  POLKADOT_DEVNET_START_BALANCE,
  POLKADOT_DEVNET_URIS,
} from './polkadotAccounts'
import { type StartDevnetPolkadotReturnType, startDevnetPolkadot } from './startDevnetPolkadot'

let polkadot: StartDevnetPolkadotReturnType
let api: ApiPromise
beforeAll(async () => {
  polkadot = await startDevnetPolkadot()
  api = await ApiPromise.create({ provider: new WsProvider(polkadot.wsUrl), noInitWarn: true })
  await cryptoWaitReady()
})
afterAll(async () => {
  await api?.disconnect()
  await polkadot?.stop()
})

const freeOf = async (address: string) => (await api.query.system.account(address)).data.free.toBigInt()

describe('startDevnetPolkadot', () => {
  it('reports Rococo Asset Hub: its name, genesis hash and CAIP-2 id, prefix 2, ROC with 12 decimals', async () => {
    expect(polkadot.wsUrl).toMatch(/^ws:\/\/127\.0\.0\.1:\d+$/)
    expect(polkadot.chain).toBe('asset-hub-rococo')
    expect(polkadot.genesisHash).toBe(api.genesisHash.toHex())
    expect(polkadot.caipNetworkId).toBe(`polkadot:${api.genesisHash.toHex().slice(2, 34)}`)
    expect({ ss58Prefix: polkadot.ss58Prefix, symbol: polkadot.symbol, decimals: polkadot.decimals }).toEqual(
      {
        ss58Prefix: 2,
        symbol: 'ROC',
        decimals: 12,
      },
    )
    // It goes to the demo page as JSON.
    const { stop: _stop, ...devnet } = polkadot
    expect(JSON.parse(JSON.stringify(devnet))).toEqual(devnet)
  })

  it('funds every test account with 1000 ROC at genesis', async () => {
    expect(polkadot.accounts).toEqual([...POLKADOT_DEVNET_ADDRESSES])
    for (const address of polkadot.accounts) expect(await freeOf(address)).toBe(POLKADOT_DEVNET_START_BALANCE)
  })

  it('carries a signed transferKeepAlive between test accounts in a block of its own, fee paid by the sender', async () => {
    const keyring = new Keyring({ type: 'sr25519', ss58Format: polkadot.ss58Prefix })
    const sender = keyring.addFromUri(POLKADOT_DEVNET_URIS[4])
    const receiver = polkadot.accounts[5]!
    const [before, receiverBefore] = [await freeOf(sender.address), await freeOf(receiver)]
    const transfer = api.tx.balances.transferKeepAlive(receiver, 3n * 10n ** 12n)
    const fee = (await transfer.paymentInfo(sender)).partialFee.toBigInt()
    const events = await new Promise<string[]>((resolve, reject) => {
      transfer
        .signAndSend(sender, ({ status, events }) => {
          if (status.isInBlock) resolve(events.map(({ event }) => `${event.section}.${event.method}`))
        })
        .catch(reject)
    })
    expect(events).toContain('system.ExtrinsicSuccess')
    expect(await freeOf(receiver)).toBe(receiverBefore + 3n * 10n ** 12n)
    expect(await freeOf(sender.address)).toBe(before - 3n * 10n ** 12n - fee)
  })
})
