import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { DEVNET_NFT_DEFINITIONS } from '../fixtures/fixtureDefinitions'
import { createNftCardSvg } from './createNftCardSvg'

/** Where `startDevnet({ fixedPorts: true })` serves the NFT metadata (`npm run demo`). */
export const DEVNET_METADATA_DEMO_PORT = 8547

export interface StartMetadataServerParameters {
  /** 0 or omitted: a free port. */
  port?: number
}

export interface StartMetadataServerReturnType {
  /** e.g. `http://127.0.0.1:8547`, without a trailing slash. */
  url: string
  /** The base URI of a collection's `tokenURI`: `<url>/nft/<symbol>/`. */
  baseUri(symbol: string): string
  stop(): Promise<void>
}

const PATH = /^\/nft\/([A-Z0-9]{1,11})\/([1-9][0-9]{0,17})\.(json|svg)$/

/**
 * Serves the devnet NFTs' metadata on loopback: `GET /nft/<symbol>/<id>.json` answers
 * `{ name, description, image }`, and `image` is `/nft/<symbol>/<id>.svg`, a generated card. Only the
 * devnet's collections; CORS open for GET, since pages read the images.
 *
 * @example
 * const metadata = await startMetadataServer()
 * await fetch(`${metadata.url}/nft/LKEY/1.json`) // { name: 'Latch Keys #1', description: '…', image: '…/nft/LKEY/1.svg' }
 * await metadata.stop()
 */
export async function startMetadataServer(
  params: StartMetadataServerParameters = {},
): Promise<StartMetadataServerReturnType> {
  let url = ''
  const server = createServer((request, response) => answer(request, response, url))
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen({ port: params.port ?? 0, host: '127.0.0.1', exclusive: true }, () => resolve())
  })
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    url,
    baseUri: (symbol) => `${url}/nft/${symbol}/`,
    stop: () =>
      new Promise((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}

function answer(request: IncomingMessage, response: ServerResponse, url: string): void {
  response.setHeader('access-control-allow-origin', '*')
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    response.writeHead(405, { allow: 'GET, HEAD' }).end()
    return
  }
  const [, symbol, id, kind] = PATH.exec(new URL(request.url ?? '/', url).pathname) ?? []
  const collection = DEVNET_NFT_DEFINITIONS.find((definition) => definition.symbol === symbol)
  if (!collection || !id) {
    response.writeHead(404, { 'content-type': 'text/plain' }).end('not found')
    return
  }
  const tokenId = BigInt(id)
  if (kind === 'svg') {
    response
      .writeHead(200, { 'content-type': 'image/svg+xml' })
      .end(createNftCardSvg(collection.symbol, tokenId))
    return
  }
  const body = {
    name: `${collection.name} #${tokenId}`,
    description: collection.description,
    image: `${url}/nft/${collection.symbol}/${tokenId}.svg`,
  }
  response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body))
}
