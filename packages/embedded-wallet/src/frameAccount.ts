// The signed-in user's account as the frame answers it, read and switched over the frame channel. In the
// frame chunk (openFrame re-exports it), so the first load carries none of it.
import type {
  AdapterConnection,
  CaipNetworkId,
  PreferredAccountType,
  SwitchableAccountType,
} from '@latch/core'
import type {
  AppRequestPayload,
  AppRequestType,
  EmbeddedUser,
  FrameSuccessPayload,
} from '@latch/frame-protocol'

/** A request to the frame with the connector's time limit (embeddedWallet's `ask`). */
export type AskFrame = <T extends AppRequestType>(
  type: T,
  payload: AppRequestPayload<T>,
) => Promise<FrameSuccessPayload<T>>

/** What a login adds to the connection: its name, and the account type with its smart-account facts. */
export type EmbeddedLogin = Pick<
  AdapterConnection,
  'authName' | 'authProvider' | 'accountType' | 'smartAccountDeployed' | 'smartAccountEnabled'
>

/** The connection after a switch of account type, less the connector id the adapter adds. */
export type EmbeddedAccount = Omit<AdapterConnection, 'connectorId'>

/**
 * The login's part of the connection: the email, or the social user name and provider (Apple gives no
 * user name: its email names the account then); the type of the account in use (`address`'s entry in
 * `accounts`; eoa when the frame says nothing, as a frame without smart accounts answers); whether the
 * smart account is deployed; and whether smart accounts are enabled on the user's chain (absent: false).
 *
 * @example toEmbeddedLogin(user) // { authName: 'ada@example.com', accountType: 'smartAccount', smartAccountDeployed: false, smartAccountEnabled: true }
 */
export function toEmbeddedLogin(user: EmbeddedUser): EmbeddedLogin {
  const inUse = user.accounts.find(
    (account) =>
      (account.namespace ?? 'eip155') === 'eip155' &&
      account.address.toLowerCase() === user.address.toLowerCase(),
  )
  const auth: Pick<EmbeddedLogin, 'authName' | 'authProvider'> = user.socialProvider
    ? { authName: user.userName ?? user.email ?? '', authProvider: user.socialProvider }
    : user.email
      ? { authName: user.email }
      : {}
  return {
    ...auth,
    accountType: inUse?.type ?? user.preferredAccountType ?? 'eoa',
    ...(user.smartAccountDeployed === undefined ? {} : { smartAccountDeployed: user.smartAccountDeployed }),
    smartAccountEnabled: user.smartAccountEnabled ?? false,
  }
}

/**
 * The signed-in user, asked with the page's default account type (the frame keeps the person's own
 * choice above it); undefined when signed out or the frame cannot tell. Only eoa and smartAccount are
 * the embedded wallet's: another default is not sent.
 *
 * @example const user = await readUser(ask, 'smartAccount')
 */
export async function readUser(
  ask: AskFrame,
  preferredAccountType?: PreferredAccountType,
): Promise<EmbeddedUser | undefined> {
  const signedIn = await ask('IS_CONNECTED', {}).then(
    (answer) => answer.isConnected,
    () => false,
  )
  if (!signedIn) return undefined
  return ask('GET_USER', {
    preferredAccountType: preferredAccountType === 'payment' ? undefined : preferredAccountType,
  })
}

/**
 * The login's part of the connection (toEmbeddedLogin), `{}` when signed out.
 *
 * @example const login = await readLogin(ask, 'smartAccount')
 */
export async function readLogin(
  ask: AskFrame,
  preferredAccountType?: PreferredAccountType,
): Promise<EmbeddedLogin> {
  const user = await readUser(ask, preferredAccountType)
  return user ? toEmbeddedLogin(user) : {}
}

/**
 * Makes the frame use the user's account of `type` and keep that choice for them (SET_PREFERRED_ACCOUNT),
 * tells the provider's listeners the address now in use (`accountsChanged`), then reads the user again
 * for the connection: address, network, login, type and smart-account facts. Rejects with the channel's
 * error (the connector makes it the modal's: the frame's own words when it refuses).
 *
 * @example const account = await switchFrameAccountType(ask, emit, 'eoa')
 */
export async function switchFrameAccountType(
  ask: AskFrame,
  emit: (event: 'accountsChanged', addresses: string[]) => void,
  type: SwitchableAccountType,
): Promise<EmbeddedAccount> {
  const { address } = await ask('SET_PREFERRED_ACCOUNT', { type })
  emit('accountsChanged', [address])
  const user = await ask('GET_USER', {})
  return { address: user.address, caipNetworkId: user.chainId as CaipNetworkId, ...toEmbeddedLogin(user) }
}
