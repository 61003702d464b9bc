import {
  type AppRequest,
  type AppRequestType,
  FrameChannelError,
  type FrameLocale,
  type FrameSuccessPayload,
} from '@latch/frame-protocol'
import type { EmbeddedWallet } from './wallet/createEmbeddedWallet'

export interface FrameHost {
  wallet: EmbeddedWallet
  /** Applies the page's theme to the frame's own screens. */
  setTheme(mode: 'light' | 'dark'): void
  /** Speaks the page's language on the frame's own screens; resolves once its words have loaded. */
  setLocale(locale: FrameLocale): Promise<void>
  /** Remembers the dApp's name for the approval screen. */
  setDappName(name: string | undefined): void
  reload(): void
  /**
   * Rejects the approval showing (and with it those waiting), or closes the frame's own email-change or
   * account-security screen: the page closed the modal around it.
   */
  rejectApproval(): void
  /** Runs an email change on the frame's own screen; resolves the new address. Absent: no such screen. */
  changeEmail?(): Promise<string>
  /** Shows the frame's account-security screen; resolves when the person closes it. Absent: no such screen. */
  openAccountSecurity?(): Promise<void>
}

const notConnected = () =>
  new FrameChannelError('FRAME_REQUEST_FAILED', 'Not connected to email or social', { rpcCode: 4100 })

/** The payment account type is Bitcoin's (spec §6): never an eip155 account of this wallet. */
const notOnEip155 = (type: string) =>
  new FrameChannelError('FRAME_REQUEST_FAILED', `A ${type} account is not available on eip155`)

/**
 * Answers one checked request from the page (spec §7's app events) with the embedded wallet. What it
 * throws becomes the request's `_ERROR` answer: a `FrameChannelError`'s message, or 'Internal error'.
 *
 * @example
 * createFrameChannel({ window, parent, hostOrigin, handle: (request) => handleRequest(host, request) })
 */
export async function handleRequest(
  host: FrameHost,
  request: AppRequest,
): Promise<FrameSuccessPayload<AppRequestType>> {
  const { wallet } = host
  switch (request.type) {
    case 'CONNECT_EMAIL':
      return { action: await wallet.connectEmail(request.payload.email) }
    case 'CONNECT_DEVICE':
      await wallet.connectDevice()
      return {}
    case 'CONNECT_OTP':
      await wallet.connectOtp(request.payload.otp)
      return {}
    case 'IS_CONNECTED':
      return { isConnected: wallet.isConnected() || (await wallet.restore()) }
    case 'GET_USER':
      if (request.payload.chainId) wallet.switchNetwork(request.payload.chainId)
      return wallet.getUser(request.payload.preferredAccountType)
    case 'GET_CHAIN_ID':
      return { chainId: wallet.chainId() }
    case 'SWITCH_NETWORK':
      return { chainId: wallet.switchNetwork(request.payload.chainId) }
    case 'RPC_REQUEST':
      if (request.payload.chainId) wallet.switchNetwork(request.payload.chainId)
      return { result: (await wallet.rpc(request.payload)) as never }
    case 'SIGN_OUT':
      await wallet.signOut()
      return {}
    case 'UPDATE_EMAIL':
      if (!wallet.isConnected() || !host.changeEmail) throw notConnected()
      return { email: await host.changeEmail() }
    case 'OPEN_ACCOUNT_SECURITY':
      if (!wallet.isConnected() || !host.openAccountSecurity) throw notConnected()
      await host.openAccountSecurity()
      return {}
    case 'SYNC_THEME':
      host.setTheme(request.payload.themeMode)
      return {}
    case 'SYNC_LOCALE':
      await host.setLocale(request.payload.locale)
      return {}
    case 'SYNC_DAPP_DATA':
      host.setDappName(request.payload.metadata?.name)
      return {}
    case 'SET_PREFERRED_ACCOUNT': {
      // the schema lets only eoa and smartAccount through; checked again here, where the wallet acts on it
      const type: string = request.payload.type
      if (type !== 'eoa' && type !== 'smartAccount') throw notOnEip155(type)
      return wallet.setPreferredAccountType(type)
    }
    case 'REJECT_APPROVAL':
      host.rejectApproval()
      return {}
    case 'RELOAD':
      // answered first, so the page is not left waiting for a frame that went away
      setTimeout(() => host.reload(), 0)
      return {}
    case 'GET_SOCIAL_REDIRECT_URI':
      return { uri: await wallet.socialRedirectUri(request.payload.provider, request.payload.returnUri) }
    case 'CONNECT_SOCIAL':
      await wallet.connectSocial(request.payload.provider, request.payload.uri)
      return wallet.getUser()
    case 'CONNECT_FARCASTER':
      return { url: await wallet.farcasterUrl() }
    case 'WAIT_FARCASTER':
      await wallet.waitFarcaster()
      return {}
    case 'CONFIRM_FARCASTER':
      await wallet.confirmFarcaster(request.payload.code)
      return wallet.getUser()
  }
}
