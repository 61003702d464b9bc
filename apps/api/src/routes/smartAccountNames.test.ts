// Name-service writes signed by a contract account on a real chain: a Solady smart account (devnet
// fixture) registers before it is deployed (ERC-6492) and chooses and releases once deployed (ERC-1271).
import { type NameAction, toNameMessage } from '@latch/core/internal'
import { DEVNET_PRIVATE_KEYS, type StartAnvilReturnType, startAnvil } from '@latch/devnet'
import { createPublicClient, http, type PublicClient } from 'viem'
import { type SmartAccount, toSoladySmartAccount } from 'viem/account-abstraction'
import { privateKeyToAccount } from 'viem/accounts'
import { foundry } from 'viem/chains'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ApiApp } from '../http/types'
import { expectApiError, useTestApi } from '../testing'
import { deployAccountFactory } from '../testing/deployAccountFactory'
import { DEFAULT_PUBLIC_URL } from '../tokens/tokenIconUrl'

const api = useTestApi()
const owner = privateKeyToAccount(DEVNET_PRIVATE_KEYS[6]!)
const stranger = privateKeyToAccount(DEVNET_PRIVATE_KEYS[7]!)
const COIN_TYPE = 0x80000000 + foundry.id
let anvil: StartAnvilReturnType
let client: PublicClient
let app: ApiApp

beforeAll(async () => {
  anvil = await startAnvil({ chainId: foundry.id })
  client = createPublicClient({ chain: foundry, transport: http(anvil.url) })
  app = api.createApp({ chains: [{ id: foundry.id, name: 'anvil', rpcUrl: anvil.url }] })
}, 60_000)
afterAll(() => anvil?.stop())

/** The body of a name-service write for `account` on the anvil chain, signed by `signer`. */
async function write(
  account: SmartAccount,
  action: NameAction,
  name: string,
  signer: { signMessage: (input: { message: string }) => Promise<`0x${string}`> } = account,
) {
  const message = toNameMessage({
    action,
    service: new URL(DEFAULT_PUBLIC_URL).host,
    suffix: '.latch.local',
    name,
    address: account.address,
    chainId: `eip155:${foundry.id}`,
    coinType: COIN_TYPE,
    attributes: {},
    timestamp: Math.floor(Date.now() / 1000),
  })
  return {
    coin_type: COIN_TYPE,
    address: account.address,
    message,
    signature: await signer.signMessage({ message }),
  }
}

describe('name-service writes from a smart account', () => {
  it('registers before deployment (ERC-6492), chooses primary and releases after (ERC-1271); a stranger’s signature is refused', async () => {
    const { factoryAddress, send } = await deployAccountFactory(client, anvil.url)
    // the factory wants the owner's address in the salt's first 20 bytes
    const salt = `${owner.address}${'0'.repeat(23)}1` as const
    const account = await toSoladySmartAccount({ client, owner, factoryAddress, salt })
    expect(await client.getCode({ address: account.address })).toBeUndefined()

    const registered = await api.request('/v1/profile/account', {
      app,
      json: await write(account, 'register', 'smart-one.latch.local'),
    })
    expect(registered.status).toBe(200)
    expect(await registered.json()).toMatchObject({
      addresses: { [String(COIN_TYPE)]: { address: account.address } },
    })

    const factoryArgs = await account.getFactoryArgs()
    await send(factoryArgs.factory!, factoryArgs.factoryData!)
    expect(await client.getCode({ address: account.address })).toBeDefined()

    // the owner key's own EIP-191 signature is not the contract's (it does not speak for the account)
    for (const signer of [stranger, owner]) {
      await expectApiError(
        await api.request('/v1/profile/account/smart-one.latch.local/release', {
          app,
          json: await write(account, 'release', 'smart-one.latch.local', signer),
        }),
        401,
        'INVALID_SIGNATURE',
      )
    }
    const primary = await api.request('/v1/profile/account/smart-one.latch.local/primary', {
      app,
      json: await write(account, 'primary', 'smart-one.latch.local'),
    })
    expect(primary.status).toBe(200)
    const released = await api.request('/v1/profile/account/smart-one.latch.local/release', {
      app,
      json: await write(account, 'release', 'smart-one.latch.local'),
    })
    expect(released.status).toBe(200)
    await expectApiError(
      await api.request('/v1/profile/account/smart-one.latch.local', { app }),
      404,
      'NOT_FOUND',
    )
  })
})
