import type { ApiApp } from '../http/types'
import { getAccountBalanceHandler, getAccountBalanceRoute } from './getAccountBalance'
import { getAccountHistoryHandler, getAccountHistoryRoute } from './getAccountHistory'
import { getAccountNftsHandler, getAccountNftsRoute } from './getAccountNfts'
import { getAnalyticsConfigHandler, getAnalyticsConfigRoute } from './getAnalyticsConfig'
import { getConfigHandler, getConfigRoute } from './getConfig'
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
import { getOriginsHandler, getOriginsRoute } from './getOrigins'
import { getProfileAccountHandler, getProfileAccountRoute } from './getProfileAccount'
import { getProfileReverseHandler, getProfileReverseRoute } from './getProfileReverse'
import { getProfileSuggestionsHandler, getProfileSuggestionsRoute } from './getProfileSuggestions'
import { getSessionHandler, getSessionRoute } from './getSession'
import { getSupportedChainsHandler, getSupportedChainsRoute } from './getSupportedChains'
import { getWalletsHandler, getWalletsRoute } from './getWallets'
import { postAnalyticsEventHandler, postAnalyticsEventRoute } from './postAnalyticsEvent'
import { postFungiblePriceHandler, postFungiblePriceRoute } from './postFungiblePrice'
import {
  postNamePrimaryHandler,
  postNamePrimaryRoute,
  postNameReleaseHandler,
  postNameReleaseRoute,
} from './postNameOwnerWrites'
import { postProfileAccountHandler, postProfileAccountRoute } from './postProfileAccount'
import { postSessionHandler, postSessionRoute } from './postSession'
import { postSessionNonceHandler, postSessionNonceRoute } from './postSessionNonce'
import { postSessionRevokeHandler, postSessionRevokeRoute } from './postSessionRevoke'

/**
 * Registers every route of the spec's section 7 on the app. A new route is one file in this folder
 * (its `createRoute` and handler) plus one line here.
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
  app.openapi(postFungiblePriceRoute, postFungiblePriceHandler)
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
}
