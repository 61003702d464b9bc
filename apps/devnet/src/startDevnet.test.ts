import { createServer, type Server } from 'node:net'
import { address, createSolanaRpc } from '@solana/kit'
import { createTransport } from 'nodemailer'
import { createPublicClient, erc20Abi, erc721Abi, formatUnits, http, parseAbi, parseEther } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEVNET_ENTRY_POINT_ADDRESS } from './accountAbstraction/accountAbstractionAddresses'
import { DEVNET_ADDRESSES } from './accounts'
import { mine } from './anvilControl'
import { createBcoinClient } from './bitcoin/bcoinClient'
import { toBitcoinCaipNetworkId } from './bitcoin/toBitcoinCaipNetworkId'
import { bitcoinDevnetAccount } from './bitcoinAccounts'
import { DEVNET_CHAINS } from './chains'
import { DEVNET_FARCASTER_DEMO_PORT } from './farcaster/startFarcasterWorld'
import {
  DEMO_ACCOUNT,
  DEMO_ACCOUNT_HOLDINGS,
  DEMO_ACCOUNT_START_BALANCE,
  DEMO_ACCOUNT_START_WEI,
  DEMO_HISTORY_STEPS,
} from './fixtures/demoHistory'
import { POLKADOT_DEVNET_ADDRESSES } from './polkadot/polkadotAccounts'
import { POLKADOT_DEVNET_DEMO_PORT } from './polkadot/startDevnetPolkadot'
import { toPolkadotCaipNetworkId } from './polkadot/toPolkadotCaipNetworkId'
import { SOLANA_DEVNET_DEMO_PORTS } from './solana/startSolanaValidator'
import { toSolanaCaipNetworkId } from './solana/toSolanaCaipNetworkId'
import { SOLANA_DEVNET_ADDRESSES } from './solanaAccounts'
import { type StartDevnetReturnType, startDevnet } from './startDevnet'
import { findChildProcesses } from './test-support/findChildProcesses'

const DAY_S = 86_400
let devnet: StartDevnetReturnType

beforeAll(async () => {
  devnet = await startDevnet()
}, 60_000)
afterAll(async () => {
  await devnet.stop()
})

const clientOf = (rpcUrl: string) => createPublicClient({ transport: http(rpcUrl) })

describe('startDevnet', () => {
  it('starts one anvil per devnet chain, each answering its own chain id', async () => {
    expect(devnet.chains.map(({ id, name }) => ({ id, name }))).toEqual(
      DEVNET_CHAINS.map(({ id, name }) => ({ id, name })),
    )
    for (const chain of devnet.chains) {
      expect(await clientOf(chain.rpcUrl).getChainId()).toBe(chain.id)
    }
  })

  it('deploys the fixture tokens and NFT collections on every chain, at the same addresses', () => {
    const [a, b] = devnet.chains
    expect(a!.tokens.map((token) => token.symbol)).toEqual(['LUSD', 'LGLD', 'LPTS'])
    expect(a!.nfts.map(({ symbol, spam }) => ({ symbol, spam }))).toEqual([
      { symbol: 'LKEY', spam: false },
      { symbol: 'FREE', spam: true },
    ])
    expect(b!.tokens).toEqual(a!.tokens)
    expect(b!.nfts).toEqual(a!.nfts)
  })

  it('deploys the swap market on every chain at the same addresses, its pools holding their seeded reserves', async () => {
    const [a, b] = devnet.chains
    // The chains go to the demo page as JSON.
    expect(JSON.parse(JSON.stringify(devnet.chains))).toEqual(devnet.chains)
    expect(a!.swap!.pools.map((pool) => pool.symbols.join('/'))).toEqual([
      'ETH/LUSD',
      'ETH/LGLD',
      'LUSD/LGLD',
    ])
    expect(b!.swap).toEqual(a!.swap)
    const pairAbi = parseAbi(['function getReserves() view returns (uint112, uint112, uint32)'])
    for (const chain of devnet.chains) {
      for (const pool of chain.swap!.pools) {
        const [reserve0, reserve1] = await clientOf(chain.rpcUrl).readContract({
          address: pool.pair,
          abi: pairAbi,
          functionName: 'getReserves',
        })
        expect(reserve0 + reserve1).toBe(BigInt(pool.reserves[0]) + BigInt(pool.reserves[1]))
      }
    }
  })

  it('gives the demo account its history on every chain: the exported balance and holdings, accounts 1-3 untouched', async () => {
    for (const chain of devnet.chains) {
      const client = clientOf(chain.rpcUrl)
      const wei = await client.getBalance({ address: DEMO_ACCOUNT })
      expect(wei).toBe(DEMO_ACCOUNT_START_WEI)
      // Latch floors to 3 decimals.
      expect(formatUnits(wei, 18).replace(/(\.\d{3})\d*$/, '$1')).toBe(DEMO_ACCOUNT_START_BALANCE)
      for (const token of chain.tokens) {
        const balance = await client.readContract({
          address: token.address,
          abi: erc20Abi,
          functionName: 'balanceOf',
          args: [DEMO_ACCOUNT],
        })
        const symbol = token.symbol as keyof typeof DEMO_ACCOUNT_HOLDINGS.tokens
        expect(formatUnits(balance, token.decimals)).toBe(DEMO_ACCOUNT_HOLDINGS.tokens[symbol])
      }
      for (const nft of chain.nfts) {
        const ids = DEMO_ACCOUNT_HOLDINGS.nfts[nft.symbol as keyof typeof DEMO_ACCOUNT_HOLDINGS.nfts]
        for (const id of ids) {
          const owner = await client.readContract({
            address: nft.address,
            abi: erc721Abi,
            functionName: 'ownerOf',
            args: [id],
          })
          expect(owner).toBe(DEMO_ACCOUNT)
        }
      }
      for (const address of DEVNET_ADDRESSES.slice(1, 4)) {
        expect(await client.getBalance({ address })).toBe(parseEther('10000'))
        expect(await client.getTransactionCount({ address })).toBe(0)
      }
    }
  })

  it('spreads the history over more than a month of block time, then runs the clock at real time again', async () => {
    const client = clientOf(devnet.chains[0]!.rpcUrl)
    const head = await client.getBlock()
    const stepBlocks = await Promise.all(
      DEMO_HISTORY_STEPS.map((_, index) =>
        client.getBlock({ blockNumber: head.number - BigInt(DEMO_HISTORY_STEPS.length - 1 - index) }),
      ),
    )
    const times = stepBlocks.map((block) => Number(block.timestamp))
    expect(times).toEqual([...times].sort((a, b) => a - b))
    expect(times.at(-1)! - times[0]!).toBeGreaterThan(60 * DAY_S)
    // Each step's block is at its age before the last one (10 minutes old), to the minute.
    const last = DEMO_HISTORY_STEPS.at(-1)!.ageMs
    DEMO_HISTORY_STEPS.forEach((step, index) => {
      expect(Math.abs(times.at(-1)! - times[index]! - (step.ageMs - last) / 1000)).toBeLessThan(60)
    })
    const genesis = await client.getBlock({ blockNumber: 0n })
    expect(times[0]! - Number(genesis.timestamp)).toBeGreaterThan(4 * DAY_S)
    // A block mined now carries a later time than the history's, and not one in the past.
    await mine(devnet.chains[0]!.rpcUrl)
    const next = await client.getBlock()
    expect(Number(next.timestamp) - times.at(-1)!).toBeGreaterThanOrEqual(last / 1000)
  })

  it('serves the NFT images (an SVG card, CORS open) and 404 for anything else', async () => {
    const svg = await fetch(`${devnet.metadataUrl}/nft/FREE/1.svg`)
    expect(svg.headers.get('content-type')).toBe('image/svg+xml')
    expect(svg.headers.get('access-control-allow-origin')).toBe('*')
    const text = await svg.text()
    expect(text).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*>.*FREE.*#1.*<\/svg>$/)
    expect(text).not.toMatch(/href|url\(|@import/)
    expect((await fetch(`${devnet.metadataUrl}/nft/NOPE/1.json`)).status).toBe(404)
    expect((await fetch(`${devnet.metadataUrl}/nft/LKEY/0.json`)).status).toBe(404)
    expect((await fetch(`${devnet.metadataUrl}/nft/LKEY/1.json`, { method: 'POST' })).status).toBe(405)
  })

  it('runs the mail sink: a message sent to its SMTP URL shows on the mailbox page', async () => {
    const mail = devnet.mail!
    await createTransport(mail.smtpUrl).sendMail({
      from: 'login@latch.local',
      to: 'alice@example.com',
      subject: 'Your Latch code',
      text: '123456',
    })
    expect((await mail.waitForMessage({ to: 'alice@example.com' })).subject).toBe('Your Latch code')
    const listed = await fetch(`${mail.mailboxUrl}/messages?to=alice@example.com`)
    expect(await listed.json()).toMatchObject({ messages: [{ subject: 'Your Latch code' }] })
  })

  it("runs the Farcaster relay and test app over the first chain's ID registry, deployed on every chain", async () => {
    const [a, b] = devnet.chains
    expect(a!.idRegistry).toMatch(/^0x[0-9a-fA-F]{40}$/)
    expect(b!.idRegistry).toBe(a!.idRegistry)
    const { relayUrl, appUrl, chainId, idRegistryAddress } = devnet.farcaster!
    expect({ chainId, idRegistryAddress }).toEqual({ chainId: a!.id, idRegistryAddress: a!.idRegistry })
    expect(appUrl).toBe(`${relayUrl}/app`)
    const created = await fetch(`${relayUrl}/v1/channel`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ siweUri: 'http://127.0.0.1:8787', domain: '127.0.0.1:8787' }),
    })
    expect(created.status).toBe(201)
    const { url } = (await created.json()) as { url: string }
    const page = await (await fetch(url)).text()
    // the app offers the fids the ID registry knows
    expect(page).toContain('id="farcaster-user-ada"')
  })

  it('starts the local Solana validator: CAIP-2 id from its genesis hash, the fixture mints, funded accounts', async () => {
    const solana = devnet.solana!
    const rpc = createSolanaRpc(solana.rpcUrl)
    const genesisHash = await rpc.getGenesisHash().send()
    expect({ genesisHash: solana.genesisHash, caipNetworkId: solana.caipNetworkId }).toEqual({
      genesisHash,
      caipNetworkId: toSolanaCaipNetworkId(genesisHash),
    })
    expect(solana.mints.map(({ symbol, decimals }) => `${symbol}/${decimals}`)).toEqual(['LUSD/6', 'LPTS/0'])
    expect(solana.accounts).toEqual([...SOLANA_DEVNET_ADDRESSES])
    for (const account of solana.accounts) {
      expect((await rpc.getBalance(address(account)).send()).value).toBeGreaterThan(0n)
    }
    expect(new URL(solana.wsUrl).protocol).toBe('ws:')
    // It goes to the demo page as JSON, with no stop function of its own.
    expect(JSON.parse(JSON.stringify(solana))).toEqual(solana)
  })

  it('starts the Bitcoin regtest node: CAIP-2 id from its genesis hash, six funded accounts, JSON-safe for the demo page', async () => {
    const bitcoin = devnet.bitcoin!
    const genesisHash = await createBcoinClient(bitcoin).rpc<string>('getblockhash', [0])
    expect(bitcoin.caipNetworkId).toBe(toBitcoinCaipNetworkId(genesisHash))
    expect(bitcoin.accounts.map((account) => account.paymentAddress)).toEqual(
      Array.from({ length: 6 }, (_, index) => bitcoinDevnetAccount(index).payment.address),
    )
    expect(JSON.parse(JSON.stringify(bitcoin))).toEqual(bitcoin)
  })

  it('without history, the demo account keeps exactly 10000 ETH and nonce 0; without mail no sink, without solana no validator, without bitcoin no node, without account abstraction no bundler', async () => {
    const plain = await startDevnet({
      history: false,
      mail: false,
      solana: false,
      bitcoin: false,
      accountAbstraction: false,
    })
    try {
      const client = clientOf(plain.chains[0]!.rpcUrl)
      expect(await client.getBalance({ address: DEMO_ACCOUNT })).toBe(parseEther('10000'))
      expect(await client.getTransactionCount({ address: DEMO_ACCOUNT })).toBe(0)
      expect(plain.chains[0]!.tokens).toHaveLength(3)
      expect(plain.mail).toBeUndefined()
      expect(plain.solana).toBeUndefined()
      expect(plain.bitcoin).toBeUndefined()
      expect(plain.polkadot).toBeUndefined()
      expect(plain.chains[0]!.bundlerUrl).toBeUndefined()
      expect(await client.getCode({ address: DEVNET_ENTRY_POINT_ADDRESS })).toBeUndefined()
    } finally {
      await plain.stop()
    }
  })

  it('with polkadot, starts the local Polkadot chain on a free port, and stop ends its process', async () => {
    const withPolkadot = await startDevnet({
      polkadot: true,
      fixtures: false,
      mail: false,
      solana: false,
      accountAbstraction: false,
    })
    try {
      const polkadot = withPolkadot.polkadot!
      expect(polkadot).toMatchObject({
        caipNetworkId: toPolkadotCaipNetworkId(polkadot.genesisHash),
        ss58Prefix: 2,
        symbol: 'ROC',
        decimals: 12,
        accounts: [...POLKADOT_DEVNET_ADDRESSES],
      })
      expect(Number(new URL(polkadot.wsUrl).port)).not.toBe(POLKADOT_DEVNET_DEMO_PORT)
      expect(JSON.parse(JSON.stringify(polkadot))).toEqual(polkadot)
      expect(await findChildProcesses('chopsticksProcess.mjs')).toHaveLength(1)
    } finally {
      await withPolkadot.stop()
    }
    expect(await findChildProcesses('chopsticksProcess.mjs')).toEqual([])
  })

  it('uses free ports, not the demo ports, unless fixedPorts is set', () => {
    const ports = devnet.chains.map((chain) => Number(new URL(chain.rpcUrl).port))
    expect(new Set(ports).size).toBe(2)
    for (const chain of DEVNET_CHAINS) expect(ports).not.toContain(chain.demoPort)
    expect(Number(new URL(devnet.farcaster!.relayUrl).port)).not.toBe(DEVNET_FARCASTER_DEMO_PORT)
    expect(Number(new URL(devnet.solana!.rpcUrl).port)).not.toBe(SOLANA_DEVNET_DEMO_PORTS.rpc)
    expect(Number(new URL(devnet.solana!.wsUrl).port)).not.toBe(SOLANA_DEVNET_DEMO_PORTS.ws)
    const bundlerPorts = devnet.chains.map((chain) => Number(new URL(chain.bundlerUrl!).port))
    expect(bundlerPorts).toHaveLength(2)
    for (const chain of DEVNET_CHAINS) expect(bundlerPorts).not.toContain(chain.bundlerDemoPort)
  })

  it('with fixedPorts, a busy demo port fails with an error that names the port and what to do', async () => {
    const port = DEVNET_CHAINS[0].demoPort
    // Hold the port for the length of this test (if someone else already holds it, the result is the same).
    const blocker: Server | undefined = await new Promise((resolve) => {
      const server = createServer()
      server.once('error', () => resolve(undefined))
      server.listen({ port, host: '127.0.0.1', exclusive: true }, () => resolve(server))
    })
    try {
      await expect(startDevnet({ fixedPorts: true })).rejects.toThrow(
        new RegExp(`Port ${port} \\(Latch Devnet, chain 31337\\).*busy.*stop it`),
      )
    } finally {
      await new Promise((resolve) => (blocker ? blocker.close(resolve) : resolve(undefined)))
    }
  })

  it.each([
    { port: SOLANA_DEVNET_DEMO_PORTS.ws, what: 'Solana validator \\(WebSocket\\)' },
    { port: POLKADOT_DEVNET_DEMO_PORT, what: 'Polkadot chain \\(Chopsticks\\)' },
    // Alto listens on 0.0.0.0: a port held on loopback only is busy for it too.
    { port: DEVNET_CHAINS[1].bundlerDemoPort, what: 'ERC-4337 bundler, chain 31338' },
  ])(
    'with fixedPorts, a busy demo port ($port) fails before anything starts, naming it',
    async ({ port, what }) => {
      const blocker: Server | undefined = await new Promise((resolve) => {
        const server = createServer()
        server.once('error', () => resolve(undefined))
        server.listen({ port, host: '127.0.0.1', exclusive: true }, () => resolve(server))
      })
      try {
        await expect(startDevnet({ fixedPorts: true, polkadot: true })).rejects.toThrow(
          new RegExp(`[Pp]ort ${port} \\(${what}\\).*busy`),
        )
      } finally {
        await new Promise((resolve) => (blocker ? blocker.close(resolve) : resolve(undefined)))
      }
    },
  )
})
