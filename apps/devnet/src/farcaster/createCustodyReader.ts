import { type Address, createPublicClient, http, parseAbi, zeroAddress } from 'viem'

const idRegistryAbi = parseAbi(['function custodyOf(uint256 fid) view returns (address)'])

export interface CreateCustodyReaderParameters {
  rpcUrl: string
  idRegistryAddress: Address
}

/**
 * Reads a fid's custody address from the ID registry, as Farcaster's relay does before it answers a
 * completed channel: `undefined` for a fid nobody registered (the registry answers the zero address).
 *
 * @example
 * const readCustody = createCustodyReader({ rpcUrl: anvil.url, idRegistryAddress })
 * await readCustody(1) // ada's custody address
 */
export function createCustodyReader(
  params: CreateCustodyReaderParameters,
): (fid: number) => Promise<Address | undefined> {
  const client = createPublicClient({ transport: http(params.rpcUrl, { retryCount: 0 }) })
  return async (fid) => {
    const custody = await client.readContract({
      address: params.idRegistryAddress,
      abi: idRegistryAbi,
      functionName: 'custodyOf',
      args: [BigInt(fid)],
    })
    return custody === zeroAddress ? undefined : custody
  }
}
