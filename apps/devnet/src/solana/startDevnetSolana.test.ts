import { address, createKeyPairSignerFromPrivateKeyBytes, createSolanaRpc } from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import {
  fetchMint,
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstruction,
  getTransferCheckedInstruction,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SOLANA_DEVNET_ADDRESSES, SOLANA_DEVNET_KEYS } from '../solanaAccounts'
import { sendSolanaTransaction } from './sendSolanaTransaction'
import { SOLANA_DEVNET_START_LAMPORTS } from './solanaFixtureDefinitions'
import { type StartDevnetSolanaReturnType, startDevnetSolana } from './startDevnetSolana'

const FEE = 5_000n
let solana: StartDevnetSolanaReturnType
beforeAll(async () => {
  solana = await startDevnetSolana()
})
afterAll(async () => {
  await solana.stop()
})

const rpcOf = () => createSolanaRpc(solana.rpcUrl)
const signerOf = (index: number) =>
  createKeyPairSignerFromPrivateKeyBytes(Buffer.from(SOLANA_DEVNET_KEYS[index]!, 'hex'))
const mintOf = (symbol: string) => address(solana.mints.find((mint) => mint.symbol === symbol)!.address)
const tokenAccountOf = async (owner: string, symbol: string) =>
  (
    await findAssociatedTokenPda({
      owner: address(owner),
      mint: mintOf(symbol),
      tokenProgram: TOKEN_PROGRAM_ADDRESS,
    })
  )[0]
const lamportsOf = async (owner: string) => (await rpcOf().getBalance(address(owner)).send()).value
const balanceOf = async (owner: string, symbol: string) =>
  (
    await rpcOf()
      .getTokenAccountBalance(await tokenAccountOf(owner, symbol))
      .send()
  ).value
const tokensOf = async (owner: string, symbol: string) => (await balanceOf(owner, symbol)).uiAmountString
const baseUnitsOf = async (owner: string, symbol: string) => BigInt((await balanceOf(owner, symbol)).amount)

describe('startDevnetSolana', () => {
  it('creates the local USD Coin with 6 decimals and the zero-decimals mint, account 0 their authority', async () => {
    expect(solana.mints.map(({ symbol, decimals }) => ({ symbol, decimals }))).toEqual([
      { symbol: 'LUSD', decimals: 6 },
      { symbol: 'LPTS', decimals: 0 },
    ])
    for (const mint of solana.mints) {
      const { data } = await fetchMint(rpcOf(), address(mint.address))
      expect(data.decimals).toBe(mint.decimals)
      expect(data.mintAuthority).toMatchObject({ __option: 'Some', value: SOLANA_DEVNET_ADDRESSES[0] })
    }
    // The mints go to the demo page as JSON.
    expect(JSON.parse(JSON.stringify(solana.mints))).toEqual(solana.mints)
  })

  it('funds every test account; accounts 0 and 1 hold the tokens after the history, the others none', async () => {
    expect(solana.accounts).toEqual([...SOLANA_DEVNET_ADDRESSES])
    expect(await tokensOf(solana.accounts[0]!, 'LUSD')).toBe('9979.5')
    expect(await tokensOf(solana.accounts[1]!, 'LUSD')).toBe('10020.5')
    expect(await tokensOf(solana.accounts[0]!, 'LPTS')).toBe('1000')
    expect(await tokensOf(solana.accounts[1]!, 'LPTS')).toBe('1000')
    // Account 1 received 1.5 SOL and paid one fee (sending 5 LUSD back); account 0 paid for everything else.
    expect(await lamportsOf(solana.accounts[1]!)).toBe(SOLANA_DEVNET_START_LAMPORTS + 1_500_000_000n - FEE)
    expect(await lamportsOf(solana.accounts[0]!)).toBeLessThan(SOLANA_DEVNET_START_LAMPORTS - 1_500_000_000n)
    for (const untouched of solana.accounts.slice(2)) {
      expect(await lamportsOf(untouched)).toBe(SOLANA_DEVNET_START_LAMPORTS)
      const { value } = await rpcOf()
        .getTokenAccountsByOwner(
          address(untouched),
          { programId: TOKEN_PROGRAM_ADDRESS },
          { encoding: 'base64' },
        )
        .send()
      expect(value).toEqual([])
    }
  })

  it('gives accounts 0 and 1 a history of successful transactions, and accounts 2 to 4 none', async () => {
    const history = async (owner: string) => rpcOf().getSignaturesForAddress(address(owner)).send()
    const demo = await history(solana.accounts[0]!)
    // two mints, two mint-tos, the SOL transfer and the LUSD transfer (the LUSD sent back names only its token account)
    expect(demo).toHaveLength(6)
    expect(demo.every((entry) => entry.err === null)).toBe(true)
    expect(await history(solana.accounts[1]!)).toHaveLength(3)
    for (const untouched of solana.accounts.slice(2)) expect(await history(untouched)).toEqual([])
  })

  it('carries a SOL transfer between test accounts', async () => {
    const [from, to] = [solana.accounts[2]!, solana.accounts[3]!]
    const [before, toBefore] = [await lamportsOf(from), await lamportsOf(to)]
    const source = await signerOf(2)
    const signature = await sendSolanaTransaction(rpcOf(), {
      feePayer: source,
      instructions: [getTransferSolInstruction({ source, destination: address(to), amount: 250_000_000n })],
    })
    expect(await lamportsOf(from)).toBe(before - 250_000_000n - FEE)
    expect(await lamportsOf(to)).toBe(toBefore + 250_000_000n)
    expect((await rpcOf().getSignaturesForAddress(address(to)).send())[0]?.signature).toBe(signature)
  })

  it("carries an SPL transferChecked of the local USD Coin, creating the receiver's token account", async () => {
    const source = await signerOf(1)
    const receiver = solana.accounts[4]!
    const destination = await tokenAccountOf(receiver, 'LUSD')
    const before = await baseUnitsOf(source.address, 'LUSD')
    await sendSolanaTransaction(rpcOf(), {
      feePayer: source,
      instructions: [
        getCreateAssociatedTokenIdempotentInstruction({
          payer: source,
          owner: address(receiver),
          mint: mintOf('LUSD'),
          ata: destination,
        }),
        getTransferCheckedInstruction({
          source: await tokenAccountOf(source.address, 'LUSD'),
          mint: mintOf('LUSD'),
          destination,
          authority: source,
          amount: 12_340_000n,
          decimals: 6,
        }),
      ],
    })
    expect(await tokensOf(receiver, 'LUSD')).toBe('12.34')
    expect(await baseUnitsOf(source.address, 'LUSD')).toBe(before - 12_340_000n)
  })

  it('refuses a transferChecked with the wrong decimals: the transaction fails, the balances stay', async () => {
    const source = await signerOf(0)
    const before = await tokensOf(source.address, 'LUSD')
    await expect(
      sendSolanaTransaction(rpcOf(), {
        feePayer: source,
        instructions: [
          getTransferCheckedInstruction({
            source: await tokenAccountOf(source.address, 'LUSD'),
            mint: mintOf('LUSD'),
            destination: await tokenAccountOf(solana.accounts[1]!, 'LUSD'),
            authority: source,
            amount: 1n,
            decimals: 0,
          }),
        ],
      }),
    ).rejects.toThrow()
    expect(await tokensOf(source.address, 'LUSD')).toBe(before)
  })

  it('without fixtures, funds the accounts but creates no mint', async () => {
    const bare = await startDevnetSolana({ fixtures: false })
    try {
      expect(bare.mints).toEqual([])
      const rpc = createSolanaRpc(bare.rpcUrl)
      expect((await rpc.getBalance(address(bare.accounts[0]!)).send()).value).toBe(
        SOLANA_DEVNET_START_LAMPORTS,
      )
      expect(await rpc.getSignaturesForAddress(address(bare.accounts[0]!)).send()).toEqual([])
    } finally {
      await bare.stop()
    }
  })
})
