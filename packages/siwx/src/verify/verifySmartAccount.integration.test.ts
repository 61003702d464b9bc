// Smart-account sign-in against a real chain: a Solady ERC-4337 account (devnet fixture) on anvil, signing
// through viem's toSoladySmartAccount. Undeployed, its signature is ERC-6492-wrapped; deployed, ERC-1271.
import { DEVNET_PRIVATE_KEYS, FIXTURE_ARTIFACTS, type StartAnvilReturnType, startAnvil } from '@latch/devnet'
import { type Address, createPublicClient, createWalletClient, http, type PublicClient } from 'viem'
import { toSoladySmartAccount } from 'viem/account-abstraction'
import { privateKeyToAccount } from 'viem/accounts'
import { foundry } from 'viem/chains'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SiwxSignatureError } from '../errors'
import { createSiwxMessage } from '../message/createSiwxMessage'
import { verifySiwxMessage } from './verifySiwxMessage'

const deployer = privateKeyToAccount(DEVNET_PRIVATE_KEYS[0]!)
const owner = privateKeyToAccount(DEVNET_PRIVATE_KEYS[2]!)
const stranger = privateKeyToAccount(DEVNET_PRIVATE_KEYS[3]!)

let anvil: StartAnvilReturnType
let client: PublicClient
let factoryAddress: Address

async function deploy(artifact: keyof typeof FIXTURE_ARTIFACTS, args: unknown[]): Promise<Address> {
  const wallet = createWalletClient({ account: deployer, chain: foundry, transport: http(anvil.url) })
  const hash = await wallet.deployContract({ ...FIXTURE_ARTIFACTS[artifact], args } as never)
  const receipt = await client.waitForTransactionReceipt({ hash })
  return receipt.contractAddress!
}

beforeAll(async () => {
  anvil = await startAnvil({ chainId: foundry.id })
  client = createPublicClient({ chain: foundry, transport: http(anvil.url) })
  const implementation = await deploy('LatchSmartAccount', [])
  factoryAddress = await deploy('LatchAccountFactory', [implementation])
}, 60_000)
afterAll(() => anvil?.stop())

/** The factory binds each address to its owner: the salt starts with the owner's address. */
const saltOf = (index: number) => `${owner.address}${index.toString(16).padStart(24, '0')}` as const

async function signIn(salt = saltOf(1)) {
  const account = await toSoladySmartAccount({ client, owner, factoryAddress, salt })
  const message = createSiwxMessage({
    domain: 'shop.example.com',
    accountAddress: await account.getAddress(),
    chainId: `eip155:${foundry.id}`,
    uri: 'https://shop.example.com/',
    version: '1',
    nonce: 'smartNonce1',
    issuedAt: new Date().toISOString(),
  })
  return { account, message, signature: await account.signMessage({ message }) }
}

const expected = { domain: 'shop.example.com', nonce: 'smartNonce1' }

describe('smart-account sign-in through the chain', () => {
  it('an account not deployed yet verifies by ERC-6492; once deployed, by ERC-1271', async () => {
    const { account, message, signature } = await signIn()
    expect(await client.getCode({ address: account.address })).toBeUndefined()
    await expect(verifySiwxMessage({ message, signature, ...expected, client })).resolves.toMatchObject({
      accountAddress: account.address,
    })

    const wallet = createWalletClient({ account: deployer, chain: foundry, transport: http(anvil.url) })
    const { factory, factoryData } = await account.getFactoryArgs()
    await client.waitForTransactionReceipt({
      hash: await wallet.sendTransaction({ to: factory!, data: factoryData }),
    })
    expect(await client.getCode({ address: account.address })).toBeDefined()
    const deployed = await signIn()
    await expect(
      verifySiwxMessage({ message: deployed.message, signature: deployed.signature, ...expected, client }),
    ).resolves.toMatchObject({ accountAddress: account.address })
  })

  it("another key's signature, the account's signature over another message, and no chain client are refused", async () => {
    const { account, message, signature } = await signIn(saltOf(2))
    const byStranger = await stranger.signMessage({ message })
    await expect(
      verifySiwxMessage({ message, signature: byStranger, ...expected, client }),
    ).rejects.toBeInstanceOf(SiwxSignatureError)
    const other = message.replace('URI: https://shop.example.com/', 'URI: https://shop.example.com/other')
    await expect(
      verifySiwxMessage({ message: other, signature, ...expected, client }),
    ).rejects.toBeInstanceOf(SiwxSignatureError)
    // Without a client only an EOA can be checked: the account's signature is refused, not trusted.
    await expect(verifySiwxMessage({ message, signature, ...expected })).rejects.toBeInstanceOf(
      SiwxSignatureError,
    )
    expect(await client.getCode({ address: account.address })).toBeUndefined()
  })
})
