export {
  type CreateFarcasterChannelParameters,
  createFarcasterRelayClient,
  FARCASTER_RELAY_TIMEOUT_MS,
  type FarcasterChannel,
  type FarcasterChannelStatus,
  type FarcasterRelayClient,
} from './createFarcasterRelayClient'
export {
  FarcasterChannelNotFoundError,
  FarcasterCustodyMismatchError,
  FarcasterFidMismatchError,
  FarcasterRelayError,
  FarcasterRelayRefusedError,
  InvalidFarcasterMessageError,
} from './farcasterErrors'
export {
  SIGN_IN_WITH_FARCASTER_STATEMENT,
  type VerifySignInWithFarcasterParameters,
  type VerifySignInWithFarcasterReturnType,
  verifySignInWithFarcaster,
} from './verifySignInWithFarcaster'
