import { escapeHtml } from '../escapeHtml'
import { SANDBOX_TEST_CARDS } from './sandboxCards'

/** One of the sandbox's pages: plain HTML, no script, styled inline. */
export function sandboxPage(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(title)}</title>
<style>body{font:15px system-ui,sans-serif;margin:2rem auto;max-width:26rem;padding:0 1rem}label{display:block;margin:.75rem 0 .25rem}input{font:inherit;padding:.4rem;width:100%;box-sizing:border-box}button{font:inherit;padding:.5rem 1rem;margin-top:1rem;cursor:pointer}small{color:#555}code{font-size:.9em}</style>
</head>
<body>
${body}
</body>
</html>
`
}

/** What the checkout shows and posts back: the purchase the meld URL asked for. */
export interface CheckoutPurchase {
  publicKey: string
  walletAddress: string
  network: string
  /** The chain's name, e.g. `Latch Devnet`. */
  networkName: string
  sourceAmount: string
  sourceCurrencyCode: string
  destinationCurrencyCode: string
  externalCustomerId: string
  /** What reaches the wallet after the fee, e.g. `49.00`. */
  receives: string
}

/**
 * The sandbox's checkout: the purchase, a card form (number, expiry, CVC, each labelled) posting to
 * `/checkout`, and the test cards. Every value is escaped: they come from the URL.
 *
 * @example
 * renderCheckoutPage(purchase)
 */
export function renderCheckoutPage(purchase: CheckoutPurchase, error?: string): string {
  const hidden = (
    [
      'publicKey',
      'walletAddress',
      'network',
      'sourceAmount',
      'sourceCurrencyCode',
      'destinationCurrencyCode',
      'externalCustomerId',
    ] as const
  )
    .map((name) => `<input type="hidden" name="${name}" value="${escapeHtml(purchase[name])}">`)
    .join('\n')
  const cards = Object.entries(SANDBOX_TEST_CARDS)
    .map(([number, outcome]) => `<li><code>${number.replace(/(\d{4})(?=\d)/g, '$1 ')}</code> ${outcome}</li>`)
    .join('')
  return sandboxPage(
    'Checkout (Latch devnet on-ramp sandbox)',
    `<h1>Buy ${escapeHtml(purchase.destinationCurrencyCode)}</h1>
<p data-testid="onramp-sandbox-summary">Pay <strong>${escapeHtml(purchase.sourceAmount)} ${escapeHtml(purchase.sourceCurrencyCode)}</strong>, receive <strong>${escapeHtml(purchase.receives)} ${escapeHtml(purchase.destinationCurrencyCode)}</strong> on ${escapeHtml(purchase.networkName)} at <code data-testid="onramp-sandbox-wallet">${escapeHtml(purchase.walletAddress)}</code>.</p>
${error ? `<p role="alert" data-testid="onramp-sandbox-error">${escapeHtml(error)}</p>` : ''}
<form method="post" action="/checkout">
${hidden}
<label for="card-number">Card number</label>
<input id="card-number" name="cardNumber" inputmode="numeric" autocomplete="off" required>
<label for="card-expiry">Expiry (MM/YY)</label>
<input id="card-expiry" name="expiry" autocomplete="off" required pattern="\\d{2}/\\d{2}">
<label for="card-cvc">CVC</label>
<input id="card-cvc" name="cvc" inputmode="numeric" autocomplete="off" required pattern="\\d{3,4}">
<button type="submit" data-testid="onramp-sandbox-pay">Pay ${escapeHtml(purchase.sourceAmount)} ${escapeHtml(purchase.sourceCurrencyCode)}</button>
</form>
<p><small>Latch devnet on-ramp sandbox: test cards only, never a real payment.</small></p>
<ul><small>${cards}</small></ul>`,
  )
}

/**
 * The sandbox's answer after payment or a refusal: one line, `data-testid="onramp-sandbox-outcome"`.
 *
 * @example
 * renderOutcomePage('Payment approved: 49.00 USDC is on its way. You can close this window.')
 */
export function renderOutcomePage(text: string): string {
  return sandboxPage(
    'On-ramp sandbox (Latch devnet)',
    `<p data-testid="onramp-sandbox-outcome" role="status">${escapeHtml(text)}</p>`,
  )
}
