import {
  type Address,
  address,
  createKeyPairSignerFromPrivateKeyBytes,
  createSolanaRpc,
  type KeyPairSigner,
} from '@solana/kit'
import { getCreateAccountInstruction, getTransferSolInstruction } from '@solana-program/system'
import {
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstruction,
  getInitializeMint2Instruction,
  getMintSize,
  getMintToCheckedInstruction,
  getTransferCheckedInstruction,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token'
import { SOLANA_DEVNET_KEYS } from '../solanaAccounts'
import { sendSolanaTransaction } from './sendSolanaTransaction'
import {
  SOLANA_DEVNET_HISTORY,
  SOLANA_DEVNET_MINTS,
  SOLANA_FIXTURE_HOLDERS,
  type SolanaMintDefinition,
} from './solanaFixtureDefinitions'

/** An SPL mint on the devnet's Solana cluster (classic token program). */
export interface DevnetSolanaMint {
  name: string
  symbol: string
  decimals: number
  /** The mint account, base58. */
  address: string
  /** Its price in US dollars on the devnet's fixed price table. */
  usd: number
}

/**
 * Creates the fixture mints (`SOLANA_DEVNET_MINTS`, account 0 their authority and payer), mints each
 * holder's share into its associated token account, then makes `SOLANA_DEVNET_HISTORY`'s transfers: all
 * real transactions, so they show in `getSignaturesForAddress`. The accounts must hold SOL already.
 *
 * @example
 * const mints = await deploySolanaFixtures(solana.rpcUrl)
 * mints.map((mint) => `${mint.symbol} ${mint.address}`) // ['LUSD 8Dv6…', 'LPTS 3L1B…']
 */
export async function deploySolanaFixtures(rpcUrl: string): Promise<DevnetSolanaMint[]> {
  const rpc = createSolanaRpc(rpcUrl)
  const accounts = await Promise.all(SOLANA_DEVNET_KEYS.map(signerOf))
  const authority = accounts[0]!
  const rent = await rpc.getMinimumBalanceForRentExemption(BigInt(getMintSize())).send()

  for (const mint of SOLANA_DEVNET_MINTS) {
    const mintSigner = await signerOf(mint.key)
    await sendSolanaTransaction(rpc, {
      feePayer: authority,
      instructions: [
        getCreateAccountInstruction({
          payer: authority,
          newAccount: mintSigner,
          lamports: rent,
          space: getMintSize(),
          programAddress: TOKEN_PROGRAM_ADDRESS,
        }),
        getInitializeMint2Instruction({
          mint: mintSigner.address,
          decimals: mint.decimals,
          mintAuthority: authority.address,
        }),
      ],
    })
  }

  for (const holder of SOLANA_FIXTURE_HOLDERS) {
    const owner = accounts[holder]!.address
    const instructions = []
    for (const mint of SOLANA_DEVNET_MINTS) {
      const token = await tokenAccountOf(owner, mint.address)
      instructions.push(
        getCreateAssociatedTokenIdempotentInstruction({
          payer: authority,
          owner,
          mint: address(mint.address),
          ata: token,
        }),
        getMintToCheckedInstruction({
          mint: address(mint.address),
          token,
          mintAuthority: authority,
          amount: mint.perHolder * 10n ** BigInt(mint.decimals),
          decimals: mint.decimals,
        }),
      )
    }
    await sendSolanaTransaction(rpc, { feePayer: authority, instructions })
  }

  for (const step of SOLANA_DEVNET_HISTORY) {
    const source = accounts[step.from]!
    const destination = accounts[step.to]!.address
    const mint: SolanaMintDefinition | undefined = SOLANA_DEVNET_MINTS.find((m) => m.symbol === step.asset)
    const instruction = mint
      ? getTransferCheckedInstruction({
          source: await tokenAccountOf(source.address, mint.address),
          mint: address(mint.address),
          destination: await tokenAccountOf(destination, mint.address),
          authority: source,
          amount: step.amount,
          decimals: mint.decimals,
        })
      : getTransferSolInstruction({ source, destination, amount: step.amount })
    await sendSolanaTransaction(rpc, { feePayer: source, instructions: [instruction] })
  }

  return SOLANA_DEVNET_MINTS.map(({ name, symbol, decimals, address, usd }) => ({
    name,
    symbol,
    decimals,
    address,
    usd,
  }))
}

function signerOf(hexSeed: string): Promise<KeyPairSigner> {
  return createKeyPairSignerFromPrivateKeyBytes(Buffer.from(hexSeed, 'hex'))
}

async function tokenAccountOf(owner: Address, mint: string): Promise<Address> {
  const [token] = await findAssociatedTokenPda({
    owner,
    mint: address(mint),
    tokenProgram: TOKEN_PROGRAM_ADDRESS,
  })
  return token
}
