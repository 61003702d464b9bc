export { RELAY_AUTH_KEY_HEADER } from './answerRelayRequest'
export { DEVNET_FARCASTER_USERS, type DevnetFarcasterUser } from './farcasterUsers'
export {
  FARCASTER_CODE_STATEMENT,
  type SignFarcasterCodeRequestParameters,
  signFarcasterCodeRequest,
} from './signFarcasterCodeRequest'
export {
  SIGN_IN_WITH_FARCASTER_STATEMENT,
  type SignSignInWithFarcasterParameters,
  signSignInWithFarcaster,
} from './signSignInWithFarcaster'
export {
  DEVNET_FARCASTER_DEMO_PORT,
  FARCASTER_CHANNEL_TTL_MS,
  type StartFarcasterWorldParameters,
  type StartFarcasterWorldReturnType,
  startFarcasterWorld,
} from './startFarcasterWorld'
