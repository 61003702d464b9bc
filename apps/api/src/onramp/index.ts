export { COINBASE_PAY_CHAINS, DEFAULT_COINBASE_URL } from './coinbaseProvider'
export { DEFAULT_MELD_URL } from './meldProvider'
export {
  checkOnrampWebhookSignature,
  ONRAMP_SIGNATURE_HEADER,
  ONRAMP_WEBHOOK_PATH,
  ONRAMP_WEBHOOK_TOLERANCE_SECONDS,
  type OnrampWebhook,
  OnrampWebhookSchema,
  type OnrampWebhookSignatureCheck,
  signOnrampWebhook,
} from './onrampWebhook'
export type { OnrampProvider, OnrampProviderId, OnrampSettings } from './types'
