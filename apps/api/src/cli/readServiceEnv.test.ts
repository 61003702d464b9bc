import { inspect } from 'node:util'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it, vi } from 'vitest'
import { SPONSORSHIP_LIMIT_DEFAULTS } from '../paymaster/sponsorshipLimits'
import { readServiceEnv } from './readServiceEnv'
import { UsageError } from './types'

describe('readServiceEnv', () => {
  it('defaults to 1000 requests per 60 s, the indexer on and no client header', () => {
    expect(readServiceEnv({})).toEqual({
      chains: [],
      rateLimit: { max: 1000, windowSeconds: 60 },
      indexer: true,
    })
  })

  it('reads every variable: the limit, the trusted header and proxies, the indexer, the public URL', () => {
    const env = readServiceEnv({
      LATCH_RATE_LIMIT_MAX: '50',
      LATCH_RATE_LIMIT_WINDOW_SECONDS: '10',
      LATCH_CLIENT_IP_HEADER: 'X-Forwarded-For',
      LATCH_TRUSTED_PROXIES: '2',
      LATCH_INDEXER: 'off',
      LATCH_PUBLIC_URL: 'https://api.example.com/',
      LATCH_NFT_METADATA_HOSTS: '127.0.0.1:8547,meta.internal',
    })
    expect(env).toEqual({
      chains: [],
      rateLimit: { max: 50, windowSeconds: 10 },
      clientIpHeader: 'x-forwarded-for',
      trustedProxies: 2,
      indexer: false,
      publicUrl: 'https://api.example.com',
      nftMetadataHosts: ['127.0.0.1:8547', 'meta.internal'],
    })
    expect(readServiceEnv({ LATCH_RATE_LIMIT_MAX: 'off' }).rateLimit).toBe(false)
  })

  it("reads a chain's spam contracts and refuses one that is not an address", () => {
    const spam = '0xcf7ed3acca5a467e9e704c703e8d87f634fb0fc9'
    const chain = { id: 31337, name: 'Latch Devnet', rpcUrl: 'http://127.0.0.1:8545' }
    const env = readServiceEnv({ LATCH_API_CHAINS: JSON.stringify([{ ...chain, spamContracts: [spam] }]) })
    expect(env.chains).toEqual([{ ...chain, spamContracts: [spam] }])
    const bad = () =>
      readServiceEnv({ LATCH_API_CHAINS: JSON.stringify([{ ...chain, spamContracts: ['FREE'] }]) })
    expect(bad).toThrow(/^LATCH_API_CHAINS: 0\.spamContracts\.0: must be a contract address/)
  })

  it("reads a chain's data source and token list (default: the indexer), refusing others", () => {
    const chain = { id: 31337, name: 'Latch Devnet', rpcUrl: 'http://127.0.0.1:8545' }
    const token = '0x5fbdb2315678afecb367f032d93f642f64180aa3'
    const read = (extra: Record<string, unknown>) =>
      readServiceEnv({ LATCH_API_CHAINS: JSON.stringify([{ ...chain, ...extra }]) }).chains[0]
    expect(read({})?.source).toBeUndefined()
    expect(read({ source: 'node', balanceTokens: [token] })).toEqual({
      ...chain,
      source: 'node',
      balanceTokens: [token],
    })
    expect(read({ source: 'connected', startBlock: 19_000_000 })).toMatchObject({ source: 'connected' })
    expect(() => read({ source: 'archive' })).toThrow(/^LATCH_API_CHAINS: 0\.source: /)
    expect(() => read({ balanceTokens: ['LUSD'] })).toThrow(
      /^LATCH_API_CHAINS: 0\.balanceTokens\.0: must be a contract address/,
    )
  })

  it("reads the email login's frame origins, mail server and recovery secret", () => {
    const secret = 'ab'.repeat(32)
    const env = readServiceEnv({
      LATCH_FRAME_ORIGINS: 'http://127.0.0.1:5174,HTTPS://Wallet.Example.com/',
      LATCH_SMTP_URL: 'smtp://127.0.0.1:2525',
      LATCH_MAIL_FROM: 'Latch <login@latch.local>',
      LATCH_RECOVERY_SECRET: secret,
    })
    expect(env).toMatchObject({
      frameOrigins: ['http://127.0.0.1:5174', 'https://wallet.example.com'],
      smtp: { url: 'smtp://127.0.0.1:2525', from: 'Latch <login@latch.local>' },
      recoverySecret: Buffer.from(secret, 'hex'),
    })
    const base64 = Buffer.alloc(32, 7).toString('base64')
    expect(readServiceEnv({ LATCH_RECOVERY_SECRET: base64 }).recoverySecret).toEqual(Buffer.alloc(32, 7))
    expect(() => readServiceEnv({ LATCH_SMTP_URL: 'smtp://127.0.0.1:2525' })).toThrow(
      'LATCH_SMTP_URL and LATCH_MAIL_FROM go together',
    )
  })

  it("reads Sign In With Farcaster's relay and ID registry, on one of the service's chains", () => {
    const chains = JSON.stringify([{ id: 31337, name: 'Latch Devnet', rpcUrl: 'http://127.0.0.1:8545' }])
    const farcaster = {
      relayUrl: 'http://127.0.0.1:8552',
      chainId: 31337,
      idRegistryAddress: '0x8464135c8F25Da09e49BC8782676a84730C318bC',
    }
    const env = readServiceEnv({ LATCH_API_CHAINS: chains, LATCH_FARCASTER: JSON.stringify(farcaster) })
    expect(env.farcaster).toEqual(farcaster)
    expect(readServiceEnv({ LATCH_API_CHAINS: chains }).farcaster).toBeUndefined()
    const read = (value: unknown) =>
      readServiceEnv({ LATCH_API_CHAINS: chains, LATCH_FARCASTER: JSON.stringify(value) })
    expect(() => read({ ...farcaster, chainId: 10 })).toThrow(
      'LATCH_FARCASTER: chainId 10 is not one of LATCH_API_CHAINS',
    )
    expect(() => read({ ...farcaster, idRegistryAddress: '0x1234' })).toThrow(
      /^LATCH_FARCASTER: idRegistryAddress: must be a contract address/,
    )
    expect(() => read({ ...farcaster, relayUrl: 'ftp://relay.example' })).toThrow(
      /^LATCH_FARCASTER: relayUrl: /,
    )
    expect(() => read({ ...farcaster, extra: true })).toThrow(/^LATCH_FARCASTER: /)
    expect(() => readServiceEnv({ LATCH_FARCASTER: '{' })).toThrow(/^LATCH_FARCASTER must be JSON/)
  })

  it("reads the Farcaster sign-in code's opt-out, and warns the operator what turning it off gives up", () => {
    const chains = JSON.stringify([{ id: 31337, name: 'Latch Devnet', rpcUrl: 'http://127.0.0.1:8545' }])
    const farcaster = {
      relayUrl: 'http://127.0.0.1:8552',
      chainId: 31337,
      idRegistryAddress: '0x8464135c8F25Da09e49BC8782676a84730C318bC',
    }
    const read = (value: unknown) =>
      readServiceEnv({ LATCH_API_CHAINS: chains, LATCH_FARCASTER: JSON.stringify(value) })
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    try {
      expect(read({ ...farcaster, signInCode: 'required' }).farcaster?.signInCode).toBe('required')
      expect(warn).not.toHaveBeenCalled()
      expect(read({ ...farcaster, signInCode: 'off' }).farcaster?.signInCode).toBe('off')
      expect(warn).toHaveBeenCalledWith(expect.stringMatching(/signInCode is off: .* gets their wallet/))
      expect(() => read({ ...farcaster, signInCode: false })).toThrow(/^LATCH_FARCASTER: signInCode: /)
    } finally {
      warn.mockRestore()
    }
  })

  it("reads the swap markets (a router per chain, factory and WETH optional), each on one of the service's chains", () => {
    const chains = JSON.stringify([{ id: 31337, name: 'Latch Devnet', rpcUrl: 'http://127.0.0.1:8545' }])
    const market = {
      chainId: 31337,
      router: '0x9E545E3C0baAB3E08CdfD552C960A1050f373042',
      weth: '0x1613beB3B2C4f22Ee086B2b38C1476A3cE7f78E8',
    }
    const read = (value: unknown) =>
      readServiceEnv({ LATCH_API_CHAINS: chains, LATCH_SWAP: JSON.stringify(value) })
    expect(read({ chains: [market] }).swap).toEqual({ chains: [market] })
    expect(readServiceEnv({ LATCH_API_CHAINS: chains }).swap).toBeUndefined()
    expect(() => read({ chains: [{ ...market, chainId: 1 }] })).toThrow(
      'LATCH_SWAP: chainId 1 is not one of LATCH_API_CHAINS',
    )
    expect(() => read({ chains: [{ ...market, router: '0x1234' }] })).toThrow(
      /^LATCH_SWAP: chains\.0\.router: must be a contract address/,
    )
    expect(() => read({ chains: [{ ...market, pools: [] }] })).toThrow(/^LATCH_SWAP: /)
    expect(() => read([market])).toThrow(/^LATCH_SWAP: /)
    expect(() => readServiceEnv({ LATCH_SWAP: '{' })).toThrow(/^LATCH_SWAP must be JSON/)
  })

  it("reads the on-ramp's provider hosts, USD Coin's contracts and each provider's webhook secret", () => {
    const onramp = {
      meld: { url: 'http://127.0.0.1:8554/', publicKey: 'sandbox', webhookSecret: '07'.repeat(32) },
      coinbase: { appId: 'app', webhookSecret: Buffer.alloc(32, 8).toString('base64') },
      usdCoin: {
        'eip155:31337': { name: 'Latch Devnet', contract: '0x5FbDB2315678afecb367f032d93F642f64180aa3' },
      },
    }
    const env = readServiceEnv({ LATCH_ONRAMP: JSON.stringify(onramp) })
    expect(env.onramp).toEqual({
      ...onramp,
      meld: { ...onramp.meld, webhookSecret: Buffer.alloc(32, 7) },
      coinbase: { appId: 'app', webhookSecret: Buffer.alloc(32, 8) },
    })
    expect(readServiceEnv({}).onramp).toBeUndefined()
    const read = (value: unknown) => readServiceEnv({ LATCH_ONRAMP: JSON.stringify(value) })
    expect(() => read({ meld: { webhookSecret: '07' } })).toThrow(/^LATCH_ONRAMP: meld\.webhookSecret: /)
    // the one secret every provider shared before is refused, saying where each provider's goes
    expect(() => read({ webhookSecret: '07'.repeat(32) })).toThrow(
      /^LATCH_ONRAMP: webhookSecret: each provider now signs with its own secret: set meld\.webhookSecret/,
    )
    const shared = '07'.repeat(32)
    expect(() => read({ meld: { webhookSecret: shared }, coinbase: { webhookSecret: shared } })).toThrow(
      /^LATCH_ONRAMP: coinbase\.webhookSecret: must differ from meld's/,
    )
    expect(() => read({ meld: { url: 'ftp://meld.example' } })).toThrow(/^LATCH_ONRAMP: meld\.url: /)
    expect(() => read({ usdCoin: { base: { name: 'Base', contract: '0x1' } } })).toThrow(
      /^LATCH_ONRAMP: usdCoin\.base: /,
    )
    expect(() => read({ moonpay: {} })).toThrow(/^LATCH_ONRAMP: /)
  })

  it('reads the Bitcoin nodes by CAIP-2 id, the network from the genesis unless named, and refuses an unknown chain without one', () => {
    const regtest = 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328'
    const other = 'bip122:00000000000000000000000000000001'
    const read = (value: unknown) => readServiceEnv({ LATCH_BITCOIN_NODES: JSON.stringify(value) }).bitcoin
    expect(
      read({
        [regtest]: { url: 'http://127.0.0.1:18443', apiKey: 'k' },
        [other]: { url: 'http://127.0.0.1:18444', apiKey: 'k2', network: 'testnet' },
      }),
    ).toEqual({
      nodes: [
        { caipNetworkId: regtest, url: 'http://127.0.0.1:18443', apiKey: 'k', network: 'bcoinRegtest' },
        { caipNetworkId: other, url: 'http://127.0.0.1:18444', apiKey: 'k2', network: 'testnet' },
      ],
    })
    expect(readServiceEnv({}).bitcoin).toBeUndefined()
    expect(() => read({ [other]: { url: 'http://127.0.0.1:1', apiKey: 'k' } })).toThrow(
      /^LATCH_BITCOIN_NODES: .*network: is needed for a chain other than mainnet/,
    )
    expect(() => read({ 'bip122:main': { url: 'http://127.0.0.1:1', apiKey: 'k' } })).toThrow(
      /^LATCH_BITCOIN_NODES: bip122:main: /,
    )
    expect(() => read({ [regtest]: { url: 'http://127.0.0.1:1' } })).toThrow(/^LATCH_BITCOIN_NODES: .*apiKey/)
  })

  it('reads the chains a sign-in may also be for, and refuses a namespace whose signatures need a node', () => {
    const polkadot = 'polkadot:45454545454545454545454545454545'
    expect(readServiceEnv({ LATCH_SIWX_CHAINS: polkadot }).siwxChains).toEqual([polkadot])
    expect(readServiceEnv({}).siwxChains).toBeUndefined()
    expect(() => readServiceEnv({ LATCH_SIWX_CHAINS: 'eip155:1' })).toThrow(
      /^LATCH_SIWX_CHAINS must be comma-separated CAIP-2 ids/,
    )
    expect(() => readServiceEnv({ LATCH_SIWX_CHAINS: '' })).toThrow(
      /^LATCH_SIWX_CHAINS must be comma-separated CAIP-2 ids/,
    )
  })

  it('reads the longest a sign-in session lives, in seconds', () => {
    expect(readServiceEnv({ LATCH_SIWX_SESSION_MAX_SECONDS: '3600' }).siwxSessionMaxSeconds).toBe(3600)
    expect(readServiceEnv({}).siwxSessionMaxSeconds).toBeUndefined()
    for (const bad of ['0', '7d', '']) {
      expect(() => readServiceEnv({ LATCH_SIWX_SESSION_MAX_SECONDS: bad })).toThrow(
        /^LATCH_SIWX_SESSION_MAX_SECONDS must be the longest a sign-in session lives/,
      )
    }
  })

  it('reads the Solana clusters, each CAIP-2 id once, and prices keyed by a cluster with base58 mints', () => {
    const cluster = {
      caipNetworkId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
      rpcUrl: 'http://127.0.0.1:8899',
      name: 'Latch Devnet Solana',
    }
    const lusd = '8Dv6mVM6tEr8jnhAh8Kh6q1hrDrwRjVchAU6KQMJTuxh'
    const prices = {
      tokens: [
        { chainId: cluster.caipNetworkId, usd: 150, symbol: 'SOL' },
        { chainId: cluster.caipNetworkId, address: lusd, usd: 1, symbol: 'LUSD', decimals: 6 },
        { chainId: 31337, address: '0x5FbDB2315678afecb367f032d93F642f64180aa3', usd: 1 },
      ],
    }
    const env = readServiceEnv({
      LATCH_SOLANA_CLUSTERS: JSON.stringify([cluster]),
      LATCH_API_PRICES: JSON.stringify(prices),
    })
    expect(env.solana).toEqual({ clusters: [cluster] })
    expect(env.prices).toEqual(prices)
    expect(readServiceEnv({}).solana).toBeUndefined()
    const clusters = (value: unknown) => readServiceEnv({ LATCH_SOLANA_CLUSTERS: JSON.stringify(value) })
    expect(() => clusters([{ ...cluster, caipNetworkId: 'solana:mainnet' }])).toThrow(
      /^LATCH_SOLANA_CLUSTERS: 0\.caipNetworkId: must be solana: and the first 32 characters/,
    )
    expect(() => clusters([{ ...cluster, rpcUrl: 'ws://127.0.0.1:8900' }])).toThrow(
      /^LATCH_SOLANA_CLUSTERS: 0\.rpcUrl: /,
    )
    expect(() => clusters([cluster, cluster])).toThrow(
      /^LATCH_SOLANA_CLUSTERS: value: each caipNetworkId once/,
    )
    const priced = (token: unknown) =>
      readServiceEnv({ LATCH_API_PRICES: JSON.stringify({ tokens: [token] }) })
    expect(() => priced({ chainId: cluster.caipNetworkId, address: '0OIl'.repeat(10), usd: 1 })).toThrow(
      /^LATCH_API_PRICES: /,
    )
    expect(() =>
      priced({ chainId: cluster.caipNetworkId, address: prices.tokens[2]?.address, usd: 1 }),
    ).toThrow(/^LATCH_API_PRICES: /)
    expect(() => priced({ chainId: 31337, address: lusd, usd: 1 })).toThrow(/^LATCH_API_PRICES: /)
  })

  it('reads the paymasters, each chain once, holding each key inside a signing account and never printing it', async () => {
    // A fixed test key (the devnet's paymaster signer, anvil's mnemonic at 13): public, never for real funds.
    const signerKey = '0x47c99abed3324a2707c28affff1267e45918ec8c3f20b8aa892e8b065d2942dd'
    const paymaster = {
      chainId: 31337,
      entryPoint: '0x4337084d9e255ff0702461cf8895ce9e3b5ff108',
      paymaster: '0xEceB012b983d7f6e3DFB56B56dc91bbEb722C644',
      accountFactory: '0x207446CDf7FB4f25E4ad118517032677462c6358',
      signerKey,
      sponsorName: 'Latch devnet',
    }
    const chains = JSON.stringify([{ id: 31337, name: 'Latch Devnet', rpcUrl: 'http://127.0.0.1:8545' }])
    const read = (value: unknown) =>
      readServiceEnv({ LATCH_API_CHAINS: chains, LATCH_PAYMASTERS: JSON.stringify(value) })
    const configured = read([paymaster]).paymasters?.get(31337)
    expect(configured).toMatchObject({
      chainId: 31337,
      entryPoint: '0x4337084D9E255Ff0702461CF8895CE9E3b5Ff108',
      paymaster: paymaster.paymaster,
      accountFactory: paymaster.accountFactory,
      signer: { address: privateKeyToAccount(signerKey).address },
      sponsor: { name: 'Latch devnet' },
      limits: SPONSORSHIP_LIMIT_DEFAULTS,
    })
    // The caps and budgets an operator sets; wei as decimal strings (past 2^53), or small safe integers.
    const limited = read([
      {
        ...paymaster,
        maxCallGasLimit: 600_000,
        maxVerificationGasLimit: 400_000,
        maxPreVerificationGas: 90_000,
        baseFeeMultiplier: 1.25,
        maxPriorityFeePerGasWei: 1_000_000_000,
        userDailyBudgetWei: '10000000000000000',
        projectDailyBudgetWei: '2000000000000000000000',
      },
    ]).paymasters?.get(31337)
    expect(limited?.limits).toEqual({
      maxCallGasLimit: 600_000n,
      maxVerificationGasLimit: 400_000n,
      maxPreVerificationGas: 90_000n,
      baseFeeMultiplierPercent: 125n,
      maxPriorityFeePerGas: 1_000_000_000n,
      userDailyBudget: 10n ** 16n,
      projectDailyBudget: 2n * 10n ** 21n,
    })
    expect(await configured?.signer.signMessage({ message: 'x' })).toMatch(/^0x[0-9a-f]{130}$/)
    // Whatever prints the settings (a log, a debugger, JSON) shows no key.
    const json = JSON.stringify(configured, (_, value) => (typeof value === 'bigint' ? `${value}` : value))
    expect(json).not.toContain(signerKey.slice(2))
    expect(inspect(configured, { depth: 5, showHidden: true })).not.toContain(signerKey.slice(2))
    expect(readServiceEnv({}).paymasters).toBeUndefined()

    const refusals: [unknown, RegExp][] = [
      [
        [{ ...paymaster, signerKey: `${signerKey}00` }],
        /^LATCH_PAYMASTERS: 0\.signerKey: must be a private key/,
      ],
      [
        [{ ...paymaster, signerKey: `0x${'0'.repeat(64)}` }],
        /^LATCH_PAYMASTERS: 0\.signerKey: must be a secp256k1/,
      ],
      [
        [{ ...paymaster, signerKey: `0x${'f'.repeat(64)}` }],
        /^LATCH_PAYMASTERS: 0\.signerKey: must be a secp256k1/,
      ],
      [
        [{ ...paymaster, paymaster: '0x1234' }],
        /^LATCH_PAYMASTERS: 0\.paymaster: must be a contract address/,
      ],
      [[{ ...paymaster, entryPoint: undefined }], /^LATCH_PAYMASTERS: 0\.entryPoint: /],
      [[{ ...paymaster, accountFactory: undefined }], /^LATCH_PAYMASTERS: 0\.accountFactory: /],
      [[{ ...paymaster, userDailyBudgetWei: 2 ** 60 }], /^LATCH_PAYMASTERS: 0\.userDailyBudgetWei: /],
      [[{ ...paymaster, userDailyBudgetWei: '0.05' }], /^LATCH_PAYMASTERS: 0\.userDailyBudgetWei: /],
      [[{ ...paymaster, baseFeeMultiplier: 1.255 }], /^LATCH_PAYMASTERS: 0\.baseFeeMultiplier: /],
      [[{ ...paymaster, baseFeeMultiplier: 0.5 }], /^LATCH_PAYMASTERS: 0\.baseFeeMultiplier: /],
      [[{ ...paymaster, maxCallGasLimit: 0 }], /^LATCH_PAYMASTERS: 0\.maxCallGasLimit: /],
      [
        [{ ...paymaster, chainId: 10 }],
        /^LATCH_PAYMASTERS: chainId 10 is not one of LATCH_API_CHAINS \(the paymaster reads its base fee/,
      ],
      [[{ ...paymaster, chainId: '31337' }], /^LATCH_PAYMASTERS: 0\.chainId: /],
      [[{ ...paymaster, signer: signerKey }], /^LATCH_PAYMASTERS: /],
      [[paymaster, paymaster], /^LATCH_PAYMASTERS: value: each chainId once/],
      [paymaster, /^LATCH_PAYMASTERS: /],
    ]
    for (const [value, message] of refusals) {
      const error = (() => {
        try {
          read(value)
        } catch (caught) {
          return caught as Error
        }
      })()
      expect(error).toBeInstanceOf(UsageError)
      expect(error?.message).toMatch(message)
      expect(error?.message).not.toMatch(/[0-9a-f]{64}/i)
    }
    expect(() => readServiceEnv({ LATCH_PAYMASTERS: `[{ "signerKey": "${signerKey}"` })).toThrow(
      /^LATCH_PAYMASTERS must be JSON, e\.g\. /,
    )
    expect(() => readServiceEnv({ LATCH_PAYMASTERS: `[{ "signerKey": "${signerKey}"` })).not.toThrow(
      signerKey.slice(2),
    )
  })

  it.each([
    ['LATCH_FRAME_ORIGINS', ''],
    ['LATCH_SOLANA_CLUSTERS', 'not json'],
    ['LATCH_FRAME_ORIGINS', 'https://*.example.com'],
    ['LATCH_FRAME_ORIGINS', 'http://127.0.0.1:5174/frame'],
    ['LATCH_SMTP_URL', 'http://127.0.0.1:2525'],
    ['LATCH_MAIL_FROM', 'not an address'],
    ['LATCH_RECOVERY_SECRET', ''],
    ['LATCH_RECOVERY_SECRET', 'ab'.repeat(31)],
    ['LATCH_RECOVERY_SECRET', 'short'],
    ['LATCH_RATE_LIMIT_MAX', ''],
    ['LATCH_RATE_LIMIT_MAX', 'lots'],
    ['LATCH_RATE_LIMIT_MAX', '0'],
    ['LATCH_RATE_LIMIT_MAX', '-5'],
    ['LATCH_RATE_LIMIT_WINDOW_SECONDS', ''],
    ['LATCH_RATE_LIMIT_WINDOW_SECONDS', '1m'],
    ['LATCH_CLIENT_IP_HEADER', ''],
    ['LATCH_CLIENT_IP_HEADER', 'x forwarded'],
    ['LATCH_TRUSTED_PROXIES', 'two'],
    ['LATCH_INDEXER', 'no'],
    ['LATCH_PUBLIC_URL', 'api.example.com'],
    ['LATCH_NFT_METADATA_HOSTS', ''],
    ['LATCH_NFT_METADATA_HOSTS', 'http://127.0.0.1:8547/'],
  ])('refuses %s=%j at start with a message naming it, never turning the limit off', (name, value) => {
    const read = () => readServiceEnv({ LATCH_CLIENT_IP_HEADER: 'x-real-ip', [name]: value })
    expect(read).toThrow(UsageError)
    expect(read).toThrow(new RegExp(`^${name} `))
  })
})
