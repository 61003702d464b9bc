import { randomBytes } from 'node:crypto'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import {
  DEVNET_ONRAMP_PUBLIC_KEY,
  SANDBOX_SIGNATURE_HEADER,
  type StartOnrampSandboxReturnType,
  signSandboxWebhook,
  startOnrampSandbox,
} from '@latch/devnet'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ApiApp } from '../http/types'
import { expectApiError, useTestApi } from '../testing'

// The on-ramp providers report purchases to POST /v1/onramp/webhook, signed. Two attackers:
// - one who captured a report in transit (a proxy's log, a misrouted request) and posts it again later;
// - one who holds one provider's secret (meld's leaked, or meld itself) and reports purchases as another.
// The provider here is the devnet's real on-ramp sandbox (it stands where meld stands and signs its reports
// as the services ask); a tap in front of the services keeps what it sends.

const MELD_SECRET = randomBytes(32)
const COINBASE_SECRET = randomBytes(32)
const USD_COIN = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const HOUR_MS = 3_600_000

const api = useTestApi({
  deps: {
    onramp: {
      meld: { url: 'http://127.0.0.1:1/', publicKey: DEVNET_ONRAMP_PUBLIC_KEY, webhookSecret: MELD_SECRET },
      coinbase: { webhookSecret: COINBASE_SECRET },
      usdCoin: { 'eip155:31337': { name: 'Latch Devnet', contract: USD_COIN } },
    },
  },
})

interface CapturedReport {
  body: string
  signature: string
  at: number
  report: { purchaseId: string; status: string; walletAddress: string }
}

let tap: Server
let tapUrl: string
const captured: CapturedReport[] = []
const waiting: (() => void)[] = []
let sandbox: StartOnrampSandboxReturnType

beforeAll(async () => {
  tap = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8')
      const signature = String(request.headers[SANDBOX_SIGNATURE_HEADER])
      captured.push({ body, signature, at: Date.now(), report: JSON.parse(body) })
      for (const wake of waiting.splice(0)) wake()
      // the tap answers for the services: the reports it keeps were never delivered
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}')
    })
  })
  await new Promise<void>((resolve) => tap.listen(0, '127.0.0.1', resolve))
  tapUrl = `http://127.0.0.1:${(tap.address() as AddressInfo).port}`
  // Its chain has no node: every purchase is reported pending, then failed when settling cannot reach it.
  sandbox = await startOnrampSandbox({
    chains: [
      {
        id: 31337,
        name: 'Latch Devnet',
        rpcUrl: 'http://127.0.0.1:1',
        usdCoin: { address: USD_COIN, decimals: 6 },
      },
    ],
    webhookUrl: tapUrl,
    webhookSecret: MELD_SECRET,
    log: () => {},
  })
})
afterAll(async () => {
  await sandbox?.stop()
  await new Promise<void>((resolve) => tap?.close(() => resolve()))
})

/** Buys 50 USD of USD Coin for `wallet` at the sandbox with the approved test card; answers its two reports. */
async function buy(wallet: string): Promise<[CapturedReport, CapturedReport]> {
  const form = new URLSearchParams({
    publicKey: DEVNET_ONRAMP_PUBLIC_KEY,
    destinationCurrencyCode: 'USDC',
    walletAddress: wallet,
    network: 'eip155:31337',
    sourceAmount: '50.00',
    sourceCurrencyCode: 'USD',
    cardNumber: '4242 4242 4242 4242',
    expiry: '12/34',
    cvc: '123',
  })
  expect((await fetch(`${sandbox.url}/checkout`, { method: 'POST', body: form })).status).toBe(200)
  const mine = () =>
    captured.filter((entry) => entry.report.walletAddress.toLowerCase() === wallet.toLowerCase())
  while (mine().length < 2) await new Promise<void>((resolve) => waiting.push(resolve))
  const [pending, failed] = mine()
  expect([pending!.report.status, failed!.report.status]).toEqual(['pending', 'failed'])
  return [pending!, failed!]
}

/** The services at `now`, answering a report as it came (body and signature header untouched). */
function deliver(report: Pick<CapturedReport, 'body' | 'signature'>, now: number): Promise<Response> {
  const app: ApiApp = api.createApp({ now: () => now })
  return api.request('/v1/onramp/webhook', {
    app,
    method: 'POST',
    projectId: null,
    body: report.body,
    headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: report.signature },
  })
}

async function purchasesOf(wallet: string, provider: 'meld' | 'coinbase') {
  const response = await api.request(`/v1/account/${wallet}/history`, { query: { onramp: provider } })
  return ((await response.json()) as { data: { id: string; metadata: { status: string } }[] }).data
}

describe('a captured purchase report', () => {
  it('is accepted when it arrives in time', async () => {
    const wallet = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
    const [pending, failed] = await buy(wallet)
    expect((await deliver(pending, pending.at + 1000)).status).toBe(200)
    expect((await deliver(failed, failed.at + 60_000)).status).toBe(200)
    expect(await purchasesOf(wallet, 'meld')).toMatchObject([
      { id: `onramp:meld:${failed.report.purchaseId}`, metadata: { status: 'failed' } },
    ])
  })

  it('replayed an hour later is refused (401 ONRAMP_WEBHOOK_EXPIRED) and records nothing', async () => {
    const wallet = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
    const [pending] = await buy(wallet)
    await expectApiError(await deliver(pending, pending.at + HOUR_MS), 401, 'ONRAMP_WEBHOOK_EXPIRED')
    expect(await purchasesOf(wallet, 'meld')).toEqual([])
  })
})

describe("one provider's secret", () => {
  it("signs no report of another provider: a coinbase report under meld's secret is refused", async () => {
    const wallet = '0x90F79bf6EB2c4f870365E785982E1f101E93b906'
    const [pending] = await buy(wallet)
    const forged = JSON.stringify({ ...JSON.parse(pending.body), provider: 'coinbase', status: 'confirmed' })
    const signature = signSandboxWebhook(MELD_SECRET, forged)
    await expectApiError(
      await deliver({ body: forged, signature }, Date.now()),
      401,
      'ONRAMP_WEBHOOK_SIGNATURE_INVALID',
    )
    expect(await purchasesOf(wallet, 'coinbase')).toEqual([])
    // the same report under coinbase's own secret is coinbase's to make
    const genuine = signSandboxWebhook(COINBASE_SECRET, forged)
    expect((await deliver({ body: forged, signature: genuine }, Date.now())).status).toBe(200)
    expect(await purchasesOf(wallet, 'coinbase')).toMatchObject([{ metadata: { status: 'confirmed' } }])
  })
})
