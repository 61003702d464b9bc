import { DEMO_PROJECT_ID, demoProject, type StartApiServerReturnType, startApiServer } from '@latch/services'
import { createPublicClient, erc20Abi, http, parseUnits } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { findFreePort } from '../findFreePort'
import { DEMO_ACCOUNT } from '../fixtures/demoHistory'
import { type StartDevnetReturnType, startDevnet } from '../startDevnet'
import { devnetOnrampSettings } from './devnetOnrampSettings'
import { DEVNET_ONRAMP_TREASURY, DEVNET_ONRAMP_TREASURY_FLOAT } from './fundOnrampTreasury'
import { DEVNET_ONRAMP_PUBLIC_KEY } from './startOnrampSandbox'

// The sandbox against the real services: the devnet reports to their webhook, they answer the history.
let devnet: StartDevnetReturnType
let api: StartApiServerReturnType

beforeAll(async () => {
  const apiPort = await findFreePort()
  devnet = await startDevnet({
    history: false,
    mail: false,
    accountAbstraction: false,
    onrampWebhookUrl: `http://127.0.0.1:${apiPort}/v1/onramp/webhook`,
  })
  api = await startApiServer({
    port: apiPort,
    database: { dataDir: 'memory://' },
    chains: devnet.chains.map(({ id, name, rpcUrl }) => ({ id, name, rpcUrl })),
    indexer: false,
    rateLimit: false,
    seedWallets: false,
    projects: [demoProject([])],
    onramp: devnetOnrampSettings(devnet.onramp!, devnet.chains),
  })
}, 60_000)
afterAll(async () => {
  await api?.stop()
  await devnet?.stop()
})

const chain = () => devnet.chains[0]!
const lusd = () => chain().tokens.find((token) => token.symbol === 'LUSD')!
const lusdOf = (address: `0x${string}`) =>
  createPublicClient({ transport: http(chain().rpcUrl) }).readContract({
    address: lusd().address,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [address],
  })

/** The meld URL the services build for 50 USD to this wallet, opened on the sandbox. */
async function meldUrl(walletAddress: string, amount = '50.00'): Promise<URL> {
  const response = await fetch(`${api.url}/v1/generators/onrampurl?projectId=${DEMO_PROJECT_ID}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      provider: 'meld',
      purchaseCurrency: 'USDC',
      paymentCurrency: 'USD',
      amount,
      network: `eip155:${chain().id}`,
      address: walletAddress,
    }),
  })
  expect(response.status).toBe(200)
  return new URL(((await response.json()) as { url: string }).url)
}

async function pay(url: URL, cardNumber: string): Promise<Response> {
  const form = new URLSearchParams(url.searchParams)
  form.set('cardNumber', cardNumber)
  form.set('expiry', '12/34')
  form.set('cvc', '123')
  return fetch(`${devnet.onramp!.url}/checkout`, { method: 'POST', body: form })
}

async function onrampHistory(address: string) {
  const response = await fetch(
    `${api.url}/v1/account/${address}/history?projectId=${DEMO_PROJECT_ID}&onramp=meld`,
  )
  return (
    (await response.json()) as {
      data: { metadata: { status: string; hash: string }; transfers: { quantity: { numeric: string } }[] }[]
    }
  ).data
}

describe('the on-ramp sandbox', () => {
  it('mints the treasury its float of LUSD on every chain, leaving the demo account as it was', async () => {
    expect(await lusdOf(DEVNET_ONRAMP_TREASURY)).toBe(DEVNET_ONRAMP_TREASURY_FLOAT * 10n ** 6n)
    expect(await lusdOf(DEMO_ACCOUNT)).toBe(parseUnits('10000', 6))
  })

  it("shows a checkout for the services' meld URL, its values escaped", async () => {
    const url = await meldUrl(DEMO_ACCOUNT)
    expect(url.origin).toBe(devnet.onramp!.url)
    expect(url.searchParams.get('publicKey')).toBe(DEVNET_ONRAMP_PUBLIC_KEY)
    const page = await (await fetch(url)).text()
    expect(page).toContain('Pay <strong>50.00 USD</strong>, receive <strong>49.00 USDC</strong>')
    expect(page).toContain('<label for="card-number">Card number</label>')
    url.searchParams.set('externalCustomerId', '"><script>alert(1)</script>')
    const escaped = await (await fetch(url)).text()
    expect(escaped).not.toContain('<script>')
    expect(escaped).toContain('&quot;&gt;&lt;script&gt;')
  })

  it('refuses a checkout without the public key, or outside the card limits', async () => {
    const url = await meldUrl(DEMO_ACCOUNT)
    url.searchParams.set('publicKey', 'someone-else')
    expect((await fetch(url)).status).toBe(400)
    url.searchParams.set('publicKey', DEVNET_ONRAMP_PUBLIC_KEY)
    url.searchParams.set('sourceAmount', '7500.01')
    expect(await (await fetch(url)).text()).toContain('outside the card limits')
  })

  it('declines the declined test card: reported as a failed purchase, in the history as failed, no LUSD moves', async () => {
    const wallet = privateKeyToAccount(generatePrivateKey()).address
    const response = await pay(await meldUrl(wallet), '4000 0000 0000 0002')
    expect(response.status).toBe(402)
    expect(await response.text()).toContain('Your card was declined.')
    expect(devnet.onramp!.purchases().filter((purchase) => purchase.walletAddress === wallet)).toEqual([
      expect.objectContaining({ status: 'failed', purchaseAmount: '49.00' }),
    ])
    expect(await lusdOf(wallet)).toBe(0n)
    expect((await onrampHistory(wallet)).map((entry) => entry.metadata.status)).toEqual(['failed'])
  })

  it('an unknown card is refused in the checkout, nothing reported', async () => {
    const wallet = privateKeyToAccount(generatePrivateKey()).address
    const response = await pay(await meldUrl(wallet), '4111 1111 1111 1111')
    expect(response.status).toBe(402)
    expect(await response.text()).toContain('Unknown card')
    expect(devnet.onramp!.purchases().filter((purchase) => purchase.walletAddress === wallet)).toEqual([])
    expect(await onrampHistory(wallet)).toEqual([])
  })

  it('settles 4242 4242 4242 4242: LUSD from the treasury to the wallet, the purchase confirmed in the history with its hash', async () => {
    const wallet = privateKeyToAccount(generatePrivateKey()).address
    const treasuryBefore = await lusdOf(DEVNET_ONRAMP_TREASURY)
    const response = await pay(await meldUrl(wallet), '4242 4242 4242 4242')
    expect(response.status).toBe(200)
    expect(await response.text()).toContain('Payment approved: 49.00 USDC is on its way.')
    await expect.poll(() => lusdOf(wallet)).toBe(parseUnits('49', 6))
    expect(await lusdOf(DEVNET_ONRAMP_TREASURY)).toBe(treasuryBefore - parseUnits('49', 6))
    await expect.poll(async () => (await onrampHistory(wallet))[0]?.metadata.status).toBe('confirmed')
    const [purchase] = await onrampHistory(wallet)
    const [reported] = devnet.onramp!.purchases().filter((entry) => entry.walletAddress === wallet)
    expect(purchase!.metadata.hash).toBe(reported!.txHash)
    expect(purchase!.transfers[0]!.quantity.numeric).toBe('49.00')
  })
})
