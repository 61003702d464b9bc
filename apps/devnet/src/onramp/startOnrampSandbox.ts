import { randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import {
  type Address,
  createWalletClient,
  erc20Abi,
  getAddress,
  type Hash,
  http,
  isAddress,
  parseUnits,
  publicActions,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { DEVNET_ONRAMP_TREASURY, DEVNET_ONRAMP_TREASURY_KEY } from './fundOnrampTreasury'
import { type CheckoutPurchase, renderCheckoutPage, renderOutcomePage } from './renderCheckoutPage'
import { toCardOutcome } from './sandboxCards'
import { afterSandboxFee, formatSandboxCents } from './sandboxFee'
import { SANDBOX_SIGNATURE_HEADER, signSandboxWebhook } from './signSandboxWebhook'

/** Where `startDevnet({ fixedPorts: true })` serves the on-ramp sandbox (`npm run demo`). */
export const DEVNET_ONRAMP_DEMO_PORT = 8554

/** The public key the sandbox expects in the meld URL (the services' `onramp.meld.publicKey`). */
export const DEVNET_ONRAMP_PUBLIC_KEY = 'latch-devnet-sandbox'

/** Card limits the sandbox takes, in cents (spec §3's 10.00 to 7,500.00). */
const CARD_MIN_CENTS = 1_000n
const CARD_MAX_CENTS = 750_000n

/** A chain the sandbox sells USD Coin on: the devnet's stand-in token (LUSD). */
export interface OnrampSandboxChain {
  id: number
  name: string
  rpcUrl: string
  usdCoin: { address: Address; decimals: number }
}

/** A purchase the sandbox took, as it reports it to the services. */
export interface SandboxPurchase {
  purchaseId: string
  status: 'pending' | 'confirmed' | 'failed'
  network: string
  walletAddress: Address
  purchaseAmount: string
  paymentAmount: string
  paymentCurrency: string
  txHash?: Hash
}

export interface StartOnrampSandboxParameters {
  chains: readonly OnrampSandboxChain[]
  /** The services' purchase webhook; without it purchases are only listed here. */
  webhookUrl?: string
  /** The secret its reports are signed with: the services' `onramp.meld.webhookSecret`. */
  webhookSecret: Uint8Array
  /** 0 or omitted: a free port. */
  port?: number
  /** Where a webhook that could not be delivered is reported (default console.error). */
  log?: (line: string) => void
}

export interface StartOnrampSandboxReturnType {
  /** e.g. `http://127.0.0.1:8554`: the services' meld host. */
  url: string
  publicKey: string
  treasury: Address
  /** Every purchase so far, oldest first. */
  purchases(): SandboxPurchase[]
  stop(): Promise<void>
}

/**
 * The devnet's on-ramp provider, standing where meld's widget stands: `GET /` with meld's query
 * (publicKey, destinationCurrencyCode, walletAddress, externalCustomerId, plus sourceAmount,
 * sourceCurrencyCode, network) shows a checkout; `POST /checkout` takes a test card. An approved card
 * reports the purchase pending to the services' webhook (signed), transfers the USD Coin stand-in from the
 * treasury (`fundOnrampTreasury`) to the wallet, then reports it confirmed with the transaction hash.
 * `GET /purchases?walletAddress=` answers JSON for tests.
 *
 * @example
 * const sandbox = await startOnrampSandbox({ chains, webhookUrl, webhookSecret })
 * // open `${sandbox.url}/?publicKey=…&walletAddress=0x…&sourceAmount=50.00&…`, pay with 4242 4242 4242 4242
 * await sandbox.stop()
 */
export async function startOnrampSandbox(
  params: StartOnrampSandboxParameters,
): Promise<StartOnrampSandboxReturnType> {
  const purchases: SandboxPurchase[] = []
  // One settlement at a time: the treasury's transfers keep their nonces in order.
  let settling: Promise<void> = Promise.resolve()
  const log = params.log ?? ((line: string) => console.error(line))
  const report = async (purchase: SandboxPurchase) => {
    if (!params.webhookUrl) return
    const body = JSON.stringify({ provider: 'meld', purchaseCurrency: 'USDC', ...purchase })
    try {
      const response = await fetch(params.webhookUrl, {
        method: 'POST',
        body,
        headers: {
          'content-type': 'application/json',
          [SANDBOX_SIGNATURE_HEADER]: signSandboxWebhook(params.webhookSecret, body),
        },
        signal: AbortSignal.timeout(5_000),
      })
      if (!response.ok) log(`[onramp sandbox] webhook answered ${response.status}: ${await response.text()}`)
    } catch (error) {
      log(`[onramp sandbox] webhook failed: ${(error as Error).message}`)
    }
  }
  const settle = (purchase: SandboxPurchase, chain: OnrampSandboxChain) => {
    settling = settling.then(async () => {
      try {
        purchase.txHash = await transferFromTreasury(chain, purchase.walletAddress, purchase.purchaseAmount)
        purchase.status = 'confirmed'
      } catch (error) {
        log(`[onramp sandbox] settlement failed: ${(error as Error).message}`)
        purchase.status = 'failed'
      }
      await report({ ...purchase })
    })
  }

  const server = createServer((request, response) => {
    answer(request, response).catch((error) => {
      log(`[onramp sandbox] ${(error as Error).message}`)
      if (!response.headersSent) response.writeHead(500, { 'content-type': 'text/plain' })
      response.end('sandbox error')
    })
  })
  async function answer(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://sandbox.invalid')
    if (request.method === 'GET' && url.pathname === '/') {
      const checked = checkPurchase(Object.fromEntries(url.searchParams), params.chains)
      if (typeof checked === 'string') return html(response, 400, renderOutcomePage(checked))
      return html(response, 200, renderCheckoutPage(checked.purchase))
    }
    if (request.method === 'POST' && url.pathname === '/checkout') {
      const form = Object.fromEntries(new URLSearchParams(await readBody(request)))
      const checked = checkPurchase(form, params.chains)
      if (typeof checked === 'string') return html(response, 400, renderOutcomePage(checked))
      const outcome = toCardOutcome(form.cardNumber ?? '')
      if (outcome === undefined) {
        return html(
          response,
          402,
          renderCheckoutPage(checked.purchase, 'Unknown card: use a test card below.'),
        )
      }
      const purchase: SandboxPurchase = {
        purchaseId: randomBytes(12).toString('hex'),
        status: outcome === 'declined' ? 'failed' : 'pending',
        network: checked.purchase.network,
        walletAddress: getAddress(checked.purchase.walletAddress),
        purchaseAmount: checked.purchase.receives,
        paymentAmount: checked.purchase.sourceAmount,
        paymentCurrency: checked.purchase.sourceCurrencyCode,
      }
      purchases.push(purchase)
      await report({ ...purchase })
      // A declined card is a failed purchase, reported as a provider reports one, so the page waiting
      // on it hears of it; the checkout says why
      if (purchase.status === 'failed') {
        return html(response, 402, renderCheckoutPage(checked.purchase, 'Your card was declined.'))
      }
      settle(purchase, checked.chain)
      return html(
        response,
        200,
        renderOutcomePage(
          `Payment approved: ${purchase.purchaseAmount} USDC is on its way. You can close this window.`,
        ),
      )
    }
    if (request.method === 'GET' && url.pathname === '/purchases') {
      const wallet = url.searchParams.get('walletAddress')?.toLowerCase()
      const listed = purchases.filter(
        (purchase) => !wallet || purchase.walletAddress.toLowerCase() === wallet,
      )
      response
        .writeHead(200, {
          'content-type': 'application/json',
          'access-control-allow-origin': '*',
          'cache-control': 'no-store',
        })
        .end(JSON.stringify({ purchases: listed }))
      return
    }
    response.writeHead(404, { 'content-type': 'text/plain' }).end('not found')
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen({ port: params.port ?? 0, host: '127.0.0.1', exclusive: true }, () => resolve())
  })
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    publicKey: DEVNET_ONRAMP_PUBLIC_KEY,
    treasury: DEVNET_ONRAMP_TREASURY,
    purchases: () => purchases.map((purchase) => ({ ...purchase })),
    stop: async () => {
      await new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      })
      await settling
    },
  }
}

/** Checks meld's query (or the form carrying it on): a purchase to show, or why it is refused. */
function checkPurchase(
  query: Record<string, string>,
  chains: readonly OnrampSandboxChain[],
): { purchase: CheckoutPurchase; chain: OnrampSandboxChain } | string {
  const {
    publicKey = '',
    walletAddress = '',
    network = '',
    sourceAmount = '',
    sourceCurrencyCode = '',
  } = query
  if (publicKey !== DEVNET_ONRAMP_PUBLIC_KEY)
    return 'Unknown public key: this checkout was not opened by the services.'
  const chain = chains.find((candidate) => `eip155:${candidate.id}` === network)
  if (!chain) return `The sandbox does not sell on ${network || 'an unnamed network'}.`
  if (query.destinationCurrencyCode !== 'USDC') return 'The sandbox sells USDC only.'
  if (!isAddress(walletAddress, { strict: false })) return 'The wallet address is not an address.'
  if (sourceCurrencyCode !== 'USD') return 'The sandbox takes US dollars only.'
  const match = /^(\d{1,7})(?:\.(\d{1,2}))?$/.exec(sourceAmount)
  if (!match) return 'The amount is not a number.'
  const cents = BigInt(match[1]!) * 100n + BigInt((match[2] ?? '').padEnd(2, '0'))
  if (cents < CARD_MIN_CENTS || cents > CARD_MAX_CENTS)
    return 'The amount is outside the card limits (10.00 to 7,500.00 USD).'
  return {
    chain,
    purchase: {
      publicKey,
      walletAddress,
      network,
      networkName: chain.name,
      sourceAmount: formatSandboxCents(cents),
      sourceCurrencyCode,
      destinationCurrencyCode: 'USDC',
      externalCustomerId: query.externalCustomerId ?? '',
      receives: formatSandboxCents(afterSandboxFee(cents)),
    },
  }
}

async function transferFromTreasury(chain: OnrampSandboxChain, to: Address, amount: string): Promise<Hash> {
  const treasury = createWalletClient({
    account: privateKeyToAccount(DEVNET_ONRAMP_TREASURY_KEY),
    transport: http(chain.rpcUrl, { retryCount: 0 }),
    pollingInterval: 50,
  }).extend(publicActions)
  const hash = await treasury.writeContract({
    address: chain.usdCoin.address,
    abi: erc20Abi,
    functionName: 'transfer',
    args: [to, parseUnits(amount, chain.usdCoin.decimals)],
    chain: null,
  })
  const receipt = await treasury.waitForTransactionReceipt({ hash })
  if (receipt.status !== 'success') throw new Error(`the transfer ${hash} reverted`)
  return hash
}

function html(response: ServerResponse, status: number, body: string) {
  response
    .writeHead(status, {
      'content-type': 'text/html; charset=utf-8',
      // Static pages: no script may run in them, and their form posts only here.
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'",
      'cache-control': 'no-store',
    })
    .end(body)
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let size = 0
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size > 16_384) {
        reject(new Error('checkout form over 16 KiB'))
        request.destroy()
        return
      }
      chunks.push(chunk)
    })
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    request.on('error', reject)
  })
}
