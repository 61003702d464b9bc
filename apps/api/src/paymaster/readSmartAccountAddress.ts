import { type Address, type Hex, type PublicClient, parseAbi } from 'viem'

const factoryAbi = parseAbi(['function getAddress(bytes32 salt) view returns (address)'])

/** Most addresses kept: each is fixed forever (the factory's implementation is immutable), so any may go. */
const CACHE_LIMIT = 10_000
const cache = new Map<string, Address>()

/**
 * The salt of `owner`'s Latch smart account: the owner's address, then 12 zero bytes (`LatchAccountFactory`
 * refuses any other salt for that owner; the frame's `smartAccountSalt` and the devnet's
 * `devnetSmartAccountSalt` make the same).
 *
 * @example smartAccountSaltOf('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266') // '0xf39f…2266000000000000000000000000'
 */
export function smartAccountSaltOf(owner: Address): Hex {
  return `${owner.toLowerCase()}${'0'.repeat(24)}` as Hex
}

/**
 * `owner`'s smart account address as the factory computes it (`getAddress(salt)`), deployed or not: what the
 * frame's smart account is, derived here from the owner the services stored, never from the request. Kept
 * in memory per chain, factory and owner once read.
 *
 * @example
 * const sender = await readSmartAccountAddress(client, { chainId: 31337, factory, owner })
 */
export async function readSmartAccountAddress(
  client: PublicClient,
  params: { chainId: number; factory: Address; owner: Address },
): Promise<Address> {
  const key = `${params.chainId}:${params.factory}:${params.owner}`.toLowerCase()
  const known = cache.get(key)
  if (known) return known
  const address = await client.readContract({
    address: params.factory,
    abi: factoryAbi,
    functionName: 'getAddress',
    args: [smartAccountSaltOf(params.owner)],
  })
  if (cache.size >= CACHE_LIMIT) cache.clear()
  cache.set(key, address)
  return address
}
