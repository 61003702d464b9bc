import type { Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { world } from './world'

/**
 * Registers `name` for the key's address on the services, as a wallet does it (spec §7):
 * `POST /v1/profile/account` with the JSON message { name, attributes, timestamp } signed by the
 * address, for the chain's coin type (ENSIP-11: 0x80000000 | chainId). Written out here rather than
 * imported from core, since the e2e runner loads packages from their built output, not their source.
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
  const message = JSON.stringify({
    name: parameters.name,
    attributes: parameters.attributes ?? {},
    timestamp: Math.floor(Date.now() / 1000),
  })
  const response = await fetch(`${url}/v1/profile/account?projectId=${encodeURIComponent(projectId)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      coin_type: (0x80000000 | parameters.chainId) >>> 0,
      address: account.address,
      message,
      signature: await account.signMessage({ message }),
    }),
  })
  if (!response.ok)
    throw new Error(`Registering ${parameters.name}: ${response.status} ${await response.text()}`)
}
