import type {
  AdapterConnection,
  PreferredAccountType,
  ProjectScopedConnector,
  SwitchableAccountType,
} from '@latch/core'
import type { EmbeddedWalletControls } from '@latch/core/internal'
import type { EvmConnector } from './evmConnector'

/**
 * The email and social login as the EVM adapter takes it: the connector `@latch/embedded-wallet`'s
 * `embeddedWallet()` makes, read by its shape, so this package depends neither on it nor on its frame
 * channel. An EIP-1193 provider whose key lives in the frame, the login steps the modal drives
 * (`embedded`), and the login's part of the connection.
 */
export interface EmbeddedEvmSource extends EvmConnector, ProjectScopedConnector {
  type: 'AUTH'
  embedded: EmbeddedWalletControls
  /** The login's name and account type for the connection, asked with the host's default type; `{}` when signed out. */
  readLogin(
    preferredAccountType?: PreferredAccountType,
  ): Promise<
    Pick<
      AdapterConnection,
      'authName' | 'authProvider' | 'accountType' | 'smartAccountDeployed' | 'smartAccountEnabled'
    >
  >
  /** Uses the user's account of `type` from now on; resolves the connection as it now is. */
  switchAccountType(type: SwitchableAccountType): Promise<Omit<AdapterConnection, 'connectorId'>>
  /** Follows the frame's approval screen (true while it asks the person); answers the unsubscribe. */
  onApproval(listener: (open: boolean) => void): () => void
}
