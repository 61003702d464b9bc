import { describe, expect, it } from 'vitest'
import * as c from './constants'
import * as o from './onramp/onrampConstants'

describe('constants match the spec', () => {
  it('§2: shake 500 ms, snackbar gap 150 ms, animations 120, 150 and 150 ms, modal 360px, image preload 2 s', () => {
    expect(c.SHAKE_MS).toBe(500)
    expect(c.SNACKBAR_REPLACE_GAP_MS).toBe(150)
    expect(c.ANIMATION_MS).toEqual([120, 150, 150])
    expect(c.MODAL_WIDTH_PX).toBe(360)
    expect(c.IMAGE_PRELOAD_TIMEOUT_MS).toBe(2000)
    expect(c.FARCASTER_RELOAD_DELAY_MS).toBe(100)
    expect(c.DEEPLINK_WALLETS).toEqual(['phantom', 'solflare', 'coinbase-wallet'])
  })

  it('§9: cache expiry: portfolio 30 s, native balance 30 s, ENS 5 min, identity 5 min', () => {
    expect(c.PORTFOLIO_CACHE_MS).toBe(30_000)
    expect(c.NATIVE_BALANCE_CACHE_MS).toBe(30_000)
    expect(c.ENS_CACHE_MS).toBe(5 * 60_000)
    expect(c.IDENTITY_CACHE_MS).toBe(5 * 60_000)
  })

  it('§9: pairing expiry is four minutes; token balance retry is 30 s; expired under 10 s', () => {
    expect(c.PAIRING_EXPIRY_MS).toBe(4 * 60_000)
    expect(c.BALANCE_RETRY_AFTER_MS).toBe(30_000)
    expect(c.PAIRING_EXPIRED_BELOW_MS).toBe(10_000)
  })

  it('§9: error reports: at most 5 per 60 s', () => {
    expect(c.ERROR_REPORTS_MAX).toBe(5)
    expect(c.ERROR_REPORTS_WINDOW_MS).toBe(60_000)
  })

  it('§9: recent wallets 2, recommended 4, 40 per page, 100 search results, 300 ms minimum wait', () => {
    expect(c.MAX_RECENT_WALLETS).toBe(2)
    expect(c.RECOMMENDED_WALLETS).toBe(4)
    expect(c.WALLETS_PAGE_SIZE).toBe(40)
    expect(c.WALLETS_SEARCH_RESULTS).toBe(100)
    expect(c.WALLETS_MIN_WAIT_MS).toBe(300)
  })

  it('§9: slippage tolerance 1 and the twelve swap chain ids', () => {
    expect(c.SLIPPAGE_TOLERANCE).toBe(1)
    expect(c.SWAP_CHAIN_IDS).toEqual([1, 42161, 10, 324, 8453, 56, 137, 100, 43114, 250, 8217, 1313161554])
  })

  it('§9: default remote features and wallet feature order', () => {
    expect(c.DEFAULT_REMOTE_FEATURES).toEqual({
      swaps: ['1inch'],
      onramp: ['meld', 'coinbase'],
      email: true,
      socials: ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'],
      activity: true,
      branding: true,
      multiWallet: false,
    })
    expect(c.WALLET_FEATURES_ORDER).toEqual(['onramp', 'swaps', 'receive', 'send'])
  })

  it('§9: balance, send and on-ramp chains are eip155 and solana; names and activity eip155 only', () => {
    // Bitcoin's balance comes from the services, Polkadot's from the chain; both send their native coin
    expect(c.BALANCE_NAMESPACES).toEqual(['eip155', 'solana', 'bip122'])
    expect(c.CHAIN_BALANCE_NAMESPACES).toEqual(['polkadot'])
    expect(c.SEND_NAMESPACES).toEqual(['eip155', 'solana', 'bip122', 'polkadot'])
    expect(c.ONRAMP_NAMESPACES).toEqual(['eip155', 'solana'])
    expect(c.NAMES_NAMESPACES).toEqual(['eip155'])
    expect(c.ACTIVITY_NAMESPACES).toEqual(['eip155'])
  })

  it('§3/§9: on-ramp providers, currencies and limits', () => {
    expect(c.ONRAMP_PROVIDERS).toEqual([
      { name: 'meld', feeRange: '1-2%', namespaces: ['eip155', 'solana'] },
      { name: 'coinbase', feeRange: '1-2%', namespaces: ['eip155'] },
    ])
    expect(c.DEFAULT_PURCHASE_CURRENCY).toBe('USDC')
    expect(c.DEFAULT_PAYMENT_CURRENCY).toBe('USD')
    expect(c.DEFAULT_CARD_LIMITS).toEqual({ min: '10.00', max: '7500.00' })
    expect(c.DEFAULT_BANK_ACCOUNT_LIMITS).toEqual({ min: '10.00', max: '25000.00' })
    expect(c.COINBASE_PAY_CHAINS).toHaveLength(8)
    expect(Object.keys(o.COINBASE_PAY_CHAIN_IDS)).toEqual([...c.COINBASE_PAY_CHAINS])
    expect(o.ONRAMP_FEE_RANGE_PERCENT).toEqual({ meld: [1, 2], coinbase: [1, 2] })
    expect(o.DEFAULT_ONRAMP_PURCHASE_CURRENCY).toMatchObject({ id: 'USDC', name: 'USD Coin' })
    expect(o.DEFAULT_ONRAMP_PAYMENT_CURRENCIES.map((currency) => currency.id)).toEqual(['USD', 'EUR'])
    expect(o.DEFAULT_ONRAMP_PAYMENT_CURRENCIES[0]!.payment_method_limits).toEqual([
      { id: 'card', min: '10.00', max: '7500.00' },
      { id: 'bank_account', min: '10.00', max: '25000.00' },
    ])
  })

  it('§9: social popup 600 by 800 polled every second; login timings', () => {
    expect([c.SOCIAL_POPUP_WIDTH_PX, c.SOCIAL_POPUP_HEIGHT_PX, c.SOCIAL_POPUP_POLL_MS]).toEqual([
      600, 800, 1000,
    ])
    expect(c.EMAIL_CHANGE_POLL_MS).toBe(1000)
    expect(c.EMAIL_LOGIN_COOLDOWN_MS).toBe(30_000)
    expect(c.FRAME_LOAD_TIMEOUT_MS).toBe(20_000)
    expect(c.LOGIN_REQUEST_TIMEOUT_MS).toBe(120_000)
    expect(c.SIGN_OUT_TIMEOUT_MS).toBe(3000)
    expect(c.FRAME_READY_DELAY_MS).toBe(500)
    expect(c.RPC_NOT_ALLOWED_DELAY_MS).toBe(300)
    expect(c.CONNECT_TIMEOUT_MS).toBe(c.LOGIN_REQUEST_TIMEOUT_MS)
  })

  it('§9: scroll-area hide delay 600 ms, pending transactions limit 99', () => {
    expect(c.SCROLL_AREA_HIDE_DELAY_MS).toBe(600)
    expect(c.PENDING_TRANSACTIONS_LIMIT).toBe(99)
  })

  it('§9: HTTP timeout 10 s, RPC retry 3 times from 150 ms on the listed statuses, batch size 1000', () => {
    expect(c.HTTP_TIMEOUT_MS).toBe(10_000)
    expect(c.RPC_RETRY_COUNT).toBe(3)
    expect(c.RPC_RETRY_DELAY_MS).toBe(150)
    expect(c.RPC_RETRY_STATUSES).toEqual([403, 408, 413, 429, 500, 502, 503, 504])
    expect(c.RPC_BATCH_SIZE).toBe(1000)
  })

  it('§9: fallback polling interval 4 s, weights 0.7 stability and 0.3 latency', () => {
    expect(c.FALLBACK_POLL_INTERVAL_MS).toBe(4000)
    expect(c.FALLBACK_STABILITY_WEIGHT + c.FALLBACK_LATENCY_WEIGHT).toBe(1)
    expect(c.FALLBACK_STABILITY_WEIGHT).toBe(0.7)
  })

  it('§9: bitcoin account indexes 0 and 1 (default chain and log level are departures: docs/spec-departures.md)', () => {
    expect('DEFAULT_CHAIN' in c).toBe(false)
    expect('DEFAULT_LOG_LEVEL' in c).toBe(false)
    expect(c.BITCOIN_PAYMENT_ACCOUNT_INDEX).toBe(0)
    expect(c.BITCOIN_ORDINAL_ACCOUNT_INDEX).toBe(1)
    expect(c.DEFAULT_ALLOWED_ORIGIN_PATTERNS).toContain('http://localhost:*')
  })

  it('§6: default account types: bitcoin payment, eip155 smartAccount, polkadot eoa, solana eoa', () => {
    expect(c.DEFAULT_ACCOUNT_TYPES).toEqual({
      bip122: 'payment',
      eip155: 'smartAccount',
      polkadot: 'eoa',
      solana: 'eoa',
    })
    // each default is a type its namespace has
    for (const [namespace, type] of Object.entries(c.DEFAULT_ACCOUNT_TYPES))
      expect(c.NAMESPACE_ACCOUNT_TYPES[namespace as keyof typeof c.NAMESPACE_ACCOUNT_TYPES]).toContain(type)
  })

  it('§5: balance 3 decimals, fiat 2 decimals, email shortened over 30 characters', () => {
    expect(c.BALANCE_DISPLAY_DECIMALS).toBe(3)
    expect(c.FIAT_DISPLAY_DECIMALS).toBe(2)
    expect(c.EMAIL_DISPLAY_MAX_LENGTH).toBe(30)
  })
})
