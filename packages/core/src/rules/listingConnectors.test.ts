import { describe, expect, it } from 'vitest'
import type { Connector } from '../types'
import { customWalletEntry, toListingConnector, withoutShownWallets } from './listingConnectors'

const rainbow = {
  id: 'rainbow',
  name: 'Rainbow',
  image_id: 'img-rainbow',
  rdns: 'me.rainbow',
  mobile_link: 'rainbow://',
}
const metamask = { id: 'metamask', name: 'MetaMask', rdns: 'io.metamask' }
const zerion = { id: 'zerion', name: 'Zerion' }

describe('listing connectors', () => {
  it('a listing wallet becomes a connector without a provider that remembers its entry', () => {
    const connector = toListingConnector(rainbow, 'eip155', 'http://api/getWalletImage/img-rainbow')
    expect(connector).toEqual({
      id: 'rainbow',
      name: 'Rainbow',
      type: 'EXTERNAL',
      chain: 'eip155',
      explorerId: 'rainbow',
      imageId: 'img-rainbow',
      imageUrl: 'http://api/getWalletImage/img-rainbow',
      info: { rdns: 'me.rainbow' },
      listing: rainbow,
    })
    expect(connector.provider).toBeUndefined()
  })

  it('installed wallets first: a listing entry for a wallet the browser announced (same rdns) is left out', () => {
    const installed: Connector = {
      id: 'io.metamask',
      name: 'MetaMask',
      type: 'ANNOUNCED',
      chain: 'eip155',
      info: { rdns: 'io.metamask' },
    }
    expect(withoutShownWallets([metamask, rainbow, zerion], [installed])).toEqual([rainbow, zerion])
  })

  it('a wallet already shown by id (featured, recent) or excluded by the host is left out, and each shows once', () => {
    const featured = toListingConnector(rainbow, 'eip155', undefined)
    expect(withoutShownWallets([rainbow, zerion, metamask, zerion], [featured], ['metamask'])).toEqual([
      zerion,
    ])
  })

  it("a host's custom wallet is listed like a listing entry, its image kept on the connector only", () => {
    const entry = customWalletEntry({
      id: 'mine',
      name: 'Mine',
      imageUrl: 'data:image/png;base64,AA',
      mobile_link: 'mine://',
    })
    expect(entry).toEqual({ id: 'mine', name: 'Mine', mobile_link: 'mine://' })
  })
})
