export { RELAY_LIMITS, type RelayLimits } from './createMessageStore'
export {
  DEVNET_RELAY_DEMO_PORT,
  type StartRelayParameters,
  type StartRelayReturnType,
  startRelay,
} from './startRelay'
