import { describe, expect, it } from 'vitest'
import { useTestApi } from '../testing'
import { NATIVE_TOKEN_ADDRESS } from './postFungiblePrice'

const api = useTestApi({ deps: { prices: { tokens: [{ chainId: 31337, usd: 3000 }] } } })

describe('links in answers', () => {
  it('builds icon URLs on the configured public URL, never on the Host the caller sent', async () => {
    const app = api.createApp({ publicUrl: 'https://api.example.com' })
    const response = await app.request(`http://evil.example/v1/fungible/price?projectId=${api.project.id}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', host: 'evil.example' },
      body: JSON.stringify({ currency: 'usd', addresses: [`eip155:31337:${NATIVE_TOKEN_ADDRESS}`] }),
    })
    expect(response.status).toBe(200)
    const { fungibles } = (await response.json()) as { fungibles: { iconUrl: string }[] }
    expect(fungibles[0]?.iconUrl).toBe(
      `https://api.example.com/public/getTokenImage/ETH?projectId=${api.project.id}`,
    )
  })
})
