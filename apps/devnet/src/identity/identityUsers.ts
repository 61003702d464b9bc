/** The people every devnet identity provider knows (the same three, each with that provider's own ids). */
export interface DevnetIdentityUser {
  /** Short stable key, used in the sign-in page's `data-testid` (`idp-user-ada`). */
  key: string
  name: string
  email: string
  /** False for one person, so clients can be tested on the unverified-email path. */
  emailVerified: boolean
  /** The `sub` each OpenID Connect provider gives this person (Google, Apple, Facebook shaped). */
  oidcSubjects: { google: string; apple: string; facebook: string }
  /** GitHub's numeric user id and login. */
  github: { id: number; login: string }
  /** Discord's snowflake id (a string) and username (post-2023: no discriminator, always "0"). */
  discord: { id: string; username: string }
  /** X's user id (a numeric string) and handle. X gives no email. */
  x: { id: string; username: string }
}

/**
 * Ada and Grace have verified emails; Edsger's is unverified. Grace's Discord username ends in "0"
 * ("grace0"), the case a client must not mistake for a legacy `#0` discriminator.
 */
export const DEVNET_IDENTITY_USERS: readonly DevnetIdentityUser[] = [
  {
    key: 'ada',
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    emailVerified: true,
    oidcSubjects: {
      google: '100000000000000000001',
      apple: '000001.ada0lovelace0000000000000000.0001',
      facebook: '10000000000000001',
    },
    github: { id: 1815, login: 'ada-lovelace' },
    discord: { id: '181500000000000001', username: 'ada' },
    x: { id: '1815000001', username: 'ada_lovelace' },
  },
  {
    key: 'grace',
    name: 'Grace Hopper',
    email: 'grace@example.com',
    emailVerified: true,
    oidcSubjects: {
      google: '100000000000000000002',
      apple: '000002.grace0hopper00000000000000.0002',
      facebook: '10000000000000002',
    },
    github: { id: 1906, login: 'grace-hopper' },
    discord: { id: '190600000000000002', username: 'grace0' },
    x: { id: '1906000002', username: 'gracehopper' },
  },
  {
    key: 'edsger',
    name: 'Edsger Dijkstra',
    email: 'edsger@example.com',
    emailVerified: false,
    oidcSubjects: {
      google: '100000000000000000003',
      apple: '000003.edsger0dijkstra000000000000.0003',
      facebook: '10000000000000003',
    },
    github: { id: 1930, login: 'edsger-dijkstra' },
    discord: { id: '193000000000000003', username: 'edsger' },
    x: { id: '1930000003', username: 'ewd' },
  },
]
