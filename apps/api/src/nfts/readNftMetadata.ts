import { erc721Abi, getAddress } from 'viem'
import { z } from 'zod'
import { getChainClient } from '../chain/getChainClient'
import type { ApiChain } from '../http/types'
import { fetchLimitedText } from './fetchLimitedText'

/** How long a metadata URL may take, and how much of it is read. */
export const NFT_METADATA_TIMEOUT_MS = 2_000
export const NFT_METADATA_MAX_BYTES = 64 * 1024

/** What a token's metadata gave: its name and an image a page may show, each null when unknown. */
export interface NftMetadata {
  name: string | null
  imageUrl: string | null
}

export interface ReadNftMetadataParameters {
  chain: Pick<ApiChain, 'rpcUrl'>
  contract: string
  /** Decimal. */
  tokenId: string
  /** Hosts that may be loopback or private addresses (`AppDeps.nftMetadataHosts`). */
  allowHosts: readonly string[]
}

const NONE: NftMetadata = { name: null, imageUrl: null }
const INLINE_JSON = /^data:application\/json(;charset=utf-8)?(;base64)?,/i
const INLINE_IMAGE = /^data:image\/(png|svg\+xml|jpeg|gif|webp)(;[A-Za-z0-9=.+-]+)*,/
/** The metadata fields used; anything else in the document is ignored, a wrong type is as absent. */
const MetadataSchema = z.object({
  name: z.string().trim().min(1).max(200).optional().catch(undefined),
  image: z.string().max(NFT_METADATA_MAX_BYTES).optional().catch(undefined),
})

/**
 * An image URL a page may put in an `<img>`: http(s), or an inline PNG, SVG, JPEG, GIF or WebP.
 *
 * @example
 * isNftImageUrl('https://meta.example/1.svg') // true
 * isNftImageUrl('javascript:alert(1)') // false
 */
export function isNftImageUrl(value: string): boolean {
  if (INLINE_IMAGE.test(value)) return true
  try {
    const url = new URL(value)
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== ''
  } catch {
    return false
  }
}

/**
 * Reads a token's `tokenURI` over the chain's RPC, then the JSON it points at (an http(s) URL, fetched with
 * `fetchLimitedText`'s guards, or inline `data:application/json`), and keeps its `name` and an acceptable
 * `image`. Never throws: whatever cannot be read is null.
 *
 * @example
 * await readNftMetadata({ chain, contract, tokenId: '1', allowHosts: [] }) // { name: 'Latch Keys #1', imageUrl: 'http://…/1.svg' }
 */
export async function readNftMetadata(params: ReadNftMetadataParameters): Promise<NftMetadata> {
  try {
    const uri = await getChainClient(params.chain).readContract({
      address: getAddress(params.contract),
      abi: erc721Abi,
      functionName: 'tokenURI',
      args: [BigInt(params.tokenId)],
    })
    const text = await readDocument(uri, params.allowHosts)
    const metadata = MetadataSchema.safeParse(JSON.parse(text))
    if (!metadata.success) return NONE
    const { name, image } = metadata.data
    return { name: name ?? null, imageUrl: image && isNftImageUrl(image) ? image : null }
  } catch {
    return NONE
  }
}

async function readDocument(uri: string, allowHosts: readonly string[]): Promise<string> {
  const inline = INLINE_JSON.exec(uri)
  if (inline) {
    if (uri.length > NFT_METADATA_MAX_BYTES * 2) throw new Error('inline metadata too large')
    const data = uri.slice(inline[0].length)
    return inline[2] ? Buffer.from(data, 'base64').toString('utf8') : decodeURIComponent(data)
  }
  return fetchLimitedText(new URL(uri), {
    timeoutMs: NFT_METADATA_TIMEOUT_MS,
    maxBytes: NFT_METADATA_MAX_BYTES,
    allowHosts,
  })
}
