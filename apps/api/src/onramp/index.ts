export { COINBASE_PAY_CHAINS, DEFAULT_COINBASE_URL } from './coinbaseProvider'
export { DEFAULT_MELD_URL } from './meldProvider'
export {
  isOnrampWebhookSigned,
  ONRAMP_SIGNATURE_HEADER,
  ONRAMP_WEBHOOK_PATH,
  type OnrampWebhook,
  OnrampWebhookSchema,
  signOnrampWebhook,
} from './onrampWebhook'
export type { OnrampProvider, OnrampProviderId, OnrampSettings } from './types'
