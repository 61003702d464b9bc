import type { ApiApp } from '../http/types'
import { PaymasterRpcRequestSchema } from '../paymaster/paymasterRpcSchemas'
import { getAccountBalanceHandler, getAccountBalanceRoute } from './getAccountBalance'
import { getAccountHistoryHandler, getAccountHistoryRoute } from './getAccountHistory'
import { getAccountNftsHandler, getAccountNftsRoute } from './getAccountNfts'
import { getAnalyticsConfigHandler, getAnalyticsConfigRoute } from './getAnalyticsConfig'
import { getAuthDeviceApproveHandler, getAuthDeviceApproveRoute } from './getAuthDeviceApprove'
import { getAuthSocialCallbackHandler, getAuthSocialCallbackRoute } from './getAuthSocialCallback'
import { getAuthUserHandler, getAuthUserRoute } from './getAuthUser'
import { getAuthWalletHandler, getAuthWalletRoute } from './getAuthWallet'
import { getBitcoinFeeRateHandler, getBitcoinFeeRateRoute } from './getBitcoinFeeRate'
import { getBitcoinTransactionHandler, getBitcoinTransactionRoute } from './getBitcoinTransaction'
import { getBitcoinUtxosHandler, getBitcoinUtxosRoute } from './getBitcoinUtxos'
import { getConfigHandler, getConfigRoute } from './getConfig'
import { getConvertAllowanceHandler, getConvertAllowanceRoute } from './getConvertAllowance'
import { getConvertBuildApproveHandler, getConvertBuildApproveRoute } from './getConvertBuildApprove'
import { getConvertGasPriceHandler, getConvertGasPriceRoute } from './getConvertGasPrice'
import { getConvertQuotesHandler, getConvertQuotesRoute } from './getConvertQuotes'
import { getConvertTokensHandler, getConvertTokensRoute } from './getConvertTokens'
import { getIdentityHandler, getIdentityRoute } from './getIdentity'
import {
  getAssetImageHandler,
  getAssetImageRoute,
  getCurrencyImageHandler,
  getCurrencyImageRoute,
  getTokenImageHandler,
  getTokenImageRoute,
  getWalletImageHandler,
  getWalletImageRoute,
} from './getImages'
import { getOnrampOptionsHandler, getOnrampOptionsRoute } from './getOnrampOptions'
import { getOriginsHandler, getOriginsRoute } from './getOrigins'
import { getProfileAccountHandler, getProfileAccountRoute } from './getProfileAccount'
import { getProfileReverseHandler, getProfileReverseRoute } from './getProfileReverse'
import { getProfileSuggestionsHandler, getProfileSuggestionsRoute } from './getProfileSuggestions'
import { getSessionHandler, getSessionRoute } from './getSession'
import { getSupportedChainsHandler, getSupportedChainsRoute } from './getSupportedChains'
import { getWalletsHandler, getWalletsRoute } from './getWallets'
import { postAnalyticsEventHandler, postAnalyticsEventRoute } from './postAnalyticsEvent'
import { postAuthDeviceWaitHandler, postAuthDeviceWaitRoute } from './postAuthDeviceWait'
import { postAuthEmailStartHandler, postAuthEmailStartRoute } from './postAuthEmailStart'
import { postAuthEmailUpdateHandler, postAuthEmailUpdateRoute } from './postAuthEmailUpdate'
import {
  postAuthEmailUpdatePrimaryHandler,
  postAuthEmailUpdatePrimaryRoute,
} from './postAuthEmailUpdatePrimary'
import {
  postAuthEmailUpdateSecondaryHandler,
  postAuthEmailUpdateSecondaryRoute,
} from './postAuthEmailUpdateSecondary'
import { postAuthEmailVerifyHandler, postAuthEmailVerifyRoute } from './postAuthEmailVerify'
import { postAuthFarcasterCodeHandler, postAuthFarcasterCodeRoute } from './postAuthFarcasterCode'
import { postAuthFarcasterFinishHandler, postAuthFarcasterFinishRoute } from './postAuthFarcasterFinish'
import { postAuthFarcasterStartHandler, postAuthFarcasterStartRoute } from './postAuthFarcasterStart'
import { postAuthSignoutHandler, postAuthSignoutRoute } from './postAuthSignout'
import { postAuthSocialFinishHandler, postAuthSocialFinishRoute } from './postAuthSocialFinish'
import { postAuthSocialStartHandler, postAuthSocialStartRoute } from './postAuthSocialStart'
import { postAuthWalletRecoverHandler, postAuthWalletRecoverRoute } from './postAuthWalletRecover'
import { postBitcoinTransactionHandler, postBitcoinTransactionRoute } from './postBitcoinTransaction'
import {
  postConvertBuildTransactionHandler,
  postConvertBuildTransactionRoute,
} from './postConvertBuildTransaction'
import { postFungiblePriceHandler, postFungiblePriceRoute } from './postFungiblePrice'
import { postGeneratorsOnrampUrlHandler, postGeneratorsOnrampUrlRoute } from './postGeneratorsOnrampUrl'
import {
  postNamePrimaryHandler,
  postNamePrimaryRoute,
  postNameReleaseHandler,
  postNameReleaseRoute,
} from './postNameOwnerWrites'
import { postOnrampQuoteHandler, postOnrampQuoteRoute } from './postOnrampQuote'
import { postOnrampWebhookHandler, postOnrampWebhookRoute } from './postOnrampWebhook'
import { postPaymasterHandler, postPaymasterRoute } from './postPaymaster'
import { postProfileAccountHandler, postProfileAccountRoute } from './postProfileAccount'
import { postSessionHandler, postSessionRoute } from './postSession'
import { postSessionNonceHandler, postSessionNonceRoute } from './postSessionNonce'
import { postSessionRevokeHandler, postSessionRevokeRoute } from './postSessionRevoke'
import { putAuthWalletHandler, putAuthWalletRoute } from './putAuthWallet'
import { registerAccountSecurityRoutes } from './registerAccountSecurityRoutes'

/**
 * Registers every route of the spec's section 7 and the embedded wallet's email, social and Farcaster logins and its paymaster on the app. A new
 * route is one file in this folder (its `createRoute` and handler) plus one line here.
 *
 * @example
 * registerRoutes(app)
 */
export function registerRoutes(app: ApiApp): void {
  app.openapi(getConfigRoute, getConfigHandler)
  app.openapi(getOriginsRoute, getOriginsHandler)
  app.openapi(getWalletsRoute, getWalletsHandler)
  app.openapi(getWalletImageRoute, getWalletImageHandler)
  app.openapi(getAssetImageRoute, getAssetImageHandler)
  app.openapi(getCurrencyImageRoute, getCurrencyImageHandler)
  app.openapi(getTokenImageRoute, getTokenImageHandler)
  app.openapi(getAnalyticsConfigRoute, getAnalyticsConfigHandler)
  app.openapi(postAnalyticsEventRoute, postAnalyticsEventHandler)
  app.openapi(getSupportedChainsRoute, getSupportedChainsHandler)
  app.openapi(getIdentityRoute, getIdentityHandler)
  app.openapi(getAccountHistoryRoute, getAccountHistoryHandler)
  app.openapi(getAccountBalanceRoute, getAccountBalanceHandler)
  app.openapi(getAccountNftsRoute, getAccountNftsHandler)
  app.openapi(getBitcoinUtxosRoute, getBitcoinUtxosHandler)
  app.openapi(getBitcoinFeeRateRoute, getBitcoinFeeRateHandler)
  app.openapi(postBitcoinTransactionRoute, postBitcoinTransactionHandler)
  app.openapi(getBitcoinTransactionRoute, getBitcoinTransactionHandler)
  app.openapi(postFungiblePriceRoute, postFungiblePriceHandler)
  // Swaps (the convert routes), quoted and built from the operator's market on each swap network.
  app.openapi(getConvertTokensRoute, getConvertTokensHandler)
  app.openapi(getConvertQuotesRoute, getConvertQuotesHandler)
  app.openapi(getConvertAllowanceRoute, getConvertAllowanceHandler)
  app.openapi(getConvertGasPriceRoute, getConvertGasPriceHandler)
  app.openapi(getConvertBuildApproveRoute, getConvertBuildApproveHandler)
  app.openapi(postConvertBuildTransactionRoute, postConvertBuildTransactionHandler)
  // Buying crypto: the providers' options, quotes and checkout URLs.
  app.openapi(getOnrampOptionsRoute, getOnrampOptionsHandler)
  app.openapi(postOnrampQuoteRoute, postOnrampQuoteHandler)
  app.openapi(postGeneratorsOnrampUrlRoute, postGeneratorsOnrampUrlHandler)
  // The providers report purchases here (signed; no project), for the history's onramp filter.
  app.openapi(postOnrampWebhookRoute, postOnrampWebhookHandler)
  app.openapi(getProfileAccountRoute, getProfileAccountHandler)
  app.openapi(getProfileReverseRoute, getProfileReverseHandler)
  app.openapi(getProfileSuggestionsRoute, getProfileSuggestionsHandler)
  app.openapi(postProfileAccountRoute, postProfileAccountHandler)
  app.openapi(postNameReleaseRoute, postNameReleaseHandler)
  app.openapi(postNamePrimaryRoute, postNamePrimaryHandler)
  app.openapi(postSessionNonceRoute, postSessionNonceHandler)
  app.openapi(postSessionRoute, postSessionHandler)
  app.openapi(getSessionRoute, getSessionHandler)
  app.openapi(postSessionRevokeRoute, postSessionRevokeHandler)
  // The email login (only the embedded wallet's frame calls these; see frameOriginMiddleware).
  app.openAPIRegistry.registerComponent('securitySchemes', 'emailSession', {
    type: 'http',
    scheme: 'bearer',
    description: 'The token of POST /v1/auth/email/verify',
  })
  app.openapi(postAuthEmailStartRoute, postAuthEmailStartHandler)
  app.openapi(postAuthDeviceWaitRoute, postAuthDeviceWaitHandler)
  app.openapi(getAuthDeviceApproveRoute, getAuthDeviceApproveHandler)
  app.openapi(postAuthEmailVerifyRoute, postAuthEmailVerifyHandler)
  app.openapi(getAuthUserRoute, getAuthUserHandler)
  app.openapi(postAuthSignoutRoute, postAuthSignoutHandler)
  app.openapi(putAuthWalletRoute, putAuthWalletHandler)
  app.openapi(getAuthWalletRoute, getAuthWalletHandler)
  app.openapi(postAuthWalletRecoverRoute, postAuthWalletRecoverHandler)
  app.openapi(postAuthEmailUpdateRoute, postAuthEmailUpdateHandler)
  app.openapi(postAuthEmailUpdatePrimaryRoute, postAuthEmailUpdatePrimaryHandler)
  app.openapi(postAuthEmailUpdateSecondaryRoute, postAuthEmailUpdateSecondaryHandler)
  registerAccountSecurityRoutes(app)
  // The social login: the frame starts and finishes it; the provider sends the browser to the callback.
  app.openapi(postAuthSocialStartRoute, postAuthSocialStartHandler)
  app.openapi(getAuthSocialCallbackRoute, getAuthSocialCallbackHandler)
  app.openapi(postAuthSocialFinishRoute, postAuthSocialFinishHandler)
  // Sign In With Farcaster: the frame starts it, then polls the finish while the person signs in their app.
  app.openapi(postAuthFarcasterStartRoute, postAuthFarcasterStartHandler)
  app.openapi(postAuthFarcasterFinishRoute, postAuthFarcasterFinishHandler)
  app.openapi(postAuthFarcasterCodeRoute, postAuthFarcasterCodeHandler)
  // The operator's paymaster (ERC-7677 over JSON-RPC): the embedded wallet's smart accounts are sponsored.
  app.openAPIRegistry.register('PaymasterRpcRequest', PaymasterRpcRequestSchema)
  app.openapi(postPaymasterRoute, postPaymasterHandler)
}
