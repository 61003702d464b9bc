import { toCoinType, toNameMessage } from '@latch/core/internal'
import type { Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { world } from './world'

/**
 * Registers `name` for the key's address on the services, as a wallet does it: `POST /v1/profile/account`
 * with the service's registration message (toNameMessage) signed by the address, for the chain's ENSIP-11
 * coin type.
 *
 * @example await registerName({ name: 'bob.latch.local', privateKey: DEVNET_PRIVATE_KEYS[3], chainId: 31337 })
 */
export async function registerName(parameters: {
  name: string
  privateKey: Hex
  chainId: number
  attributes?: Record<string, string>
}): Promise<void> {
  const { url, projectId } = world().api
  const account = privateKeyToAccount(parameters.privateKey)
  const coinType = toCoinType(parameters.chainId)
  const message = toNameMessage({
    action: 'register',
    service: new URL(url).host,
    suffix: parameters.name.slice(parameters.name.indexOf('.')),
    name: parameters.name,
    address: account.address,
    chainId: `eip155:${parameters.chainId}`,
    coinType,
    attributes: parameters.attributes ?? {},
    timestamp: Math.floor(Date.now() / 1000),
  })
  const response = await fetch(`${url}/v1/profile/account?projectId=${encodeURIComponent(projectId)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      coin_type: coinType,
      address: account.address,
      message,
      signature: await account.signMessage({ message }),
    }),
  })
  if (!response.ok)
    throw new Error(`Registering ${parameters.name}: ${response.status} ${await response.text()}`)
}
