import type { Latch } from '../latch'
import type { Network } from '../types/network'
import { getAssetImageUrl } from './getAssetImageUrl'

export interface GetNetworkImageUrlParameters {
  network: Pick<Network, 'caipNetworkId' | 'imageId' | 'imageUrl'>
}

export type GetNetworkImageUrlReturnType = string | undefined

/**
 * A network's image: the host's `imageUrl`, else spec §7's asset image route for its image id, or its
 * CAIP-2 id when it has none (the services draw one for any id). `undefined` without `api` config and
 * `imageUrl`, so the UI shows its placeholder.
 *
 * @example const src = getNetworkImageUrl(latch, { network }) // '…/public/getAssetImage/eip155%3A1?projectId=…'
 */
export function getNetworkImageUrl(
  latch: Latch,
  parameters: GetNetworkImageUrlParameters,
): GetNetworkImageUrlReturnType {
  const { network } = parameters
  return network.imageUrl ?? getAssetImageUrl(latch, { id: network.imageId ?? network.caipNetworkId })
}
