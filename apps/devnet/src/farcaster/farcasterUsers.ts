import type { Address, Hex } from 'viem'

/** A Farcaster account of the devnet: its fid in the devnet's ID registry, its profile and its custody key. */
export interface DevnetFarcasterUser {
  fid: number
  /** Farcaster's username rules: lower-case letters, digits and hyphens. */
  username: string
  displayName: string
  bio: string
  /** The custody address `IdRegistry.custodyOf(fid)` answers. */
  custody: Address
  /** The key behind `custody`: what the test Farcaster app signs with. Devnet only, public knowledge. */
  custodyKey: Hex
}

/**
 * The devnet's Farcaster accounts, registered by `deployFixtures` in the ID registry. Each custody key is
 * `keccak256("latch devnet farcaster custody <username>")` (UTF-8), so anyone can derive it again and it
 * is no devnet account: signing in with Farcaster never moves the accounts the other tests use.
 *
 * @example
 * DEVNET_FARCASTER_USERS.map((user) => `${user.fid} ${user.username}`) // ['1 ada', '2 grace']
 */
export const DEVNET_FARCASTER_USERS = [
  {
    fid: 1,
    username: 'ada',
    displayName: 'Ada Lovelace',
    bio: 'First programmer, on the Latch devnet.',
    custody: '0x87aF07547726E0b8B9B20f3C1f8686DF000453Ca',
    custodyKey: '0xd78d178c51c7191042c7db0d8d9163ad91683c796ee9f85203113613463f1c3f',
  },
  {
    fid: 2,
    username: 'grace',
    displayName: 'Grace Hopper',
    bio: 'Compiler pioneer, on the Latch devnet.',
    custody: '0x4c0D2FC013622947b83F16b5fd0A857203DC5Ec8',
    custodyKey: '0x4207077a99c39df297f020a3ecc174e9c2d907675ba0ca51170bdb1ce76ad127',
  },
] as const satisfies readonly DevnetFarcasterUser[]
