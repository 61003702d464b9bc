import type { ApiApp } from '../http/types'
import { getAuthDevicesHandler, getAuthDevicesRoute } from './getAuthDevices'
import { getAuthEmailUndoHandler, getAuthEmailUndoRoute } from './getAuthEmailUndo'
import { postAuthDeviceApproveHandler, postAuthDeviceApproveRoute } from './postAuthDeviceApprove'
import { postAuthDevicesRevokeHandler, postAuthDevicesRevokeRoute } from './postAuthDevicesRevoke'
import { postAuthEmailUndoHandler, postAuthEmailUndoRoute } from './postAuthEmailUndo'
import { postAuthSignoutEverywhereHandler, postAuthSignoutEverywhereRoute } from './postAuthSignoutEverywhere'
import { postAuthWalletRecoverCodeHandler, postAuthWalletRecoverCodeRoute } from './postAuthWalletRecoverCode'
import {
  postAuthWalletRecoverVerifyHandler,
  postAuthWalletRecoverVerifyRoute,
} from './postAuthWalletRecoverVerify'

/**
 * The embedded wallet's account-security routes: the device link's and the undo link's buttons, the
 * recovery code, the device list and its revoke, sign out everywhere.
 *
 * @example registerAccountSecurityRoutes(app)
 */
export function registerAccountSecurityRoutes(app: ApiApp): void {
  app.openapi(postAuthDeviceApproveRoute, postAuthDeviceApproveHandler)
  app.openapi(getAuthEmailUndoRoute, getAuthEmailUndoHandler)
  app.openapi(postAuthEmailUndoRoute, postAuthEmailUndoHandler)
  app.openapi(postAuthWalletRecoverCodeRoute, postAuthWalletRecoverCodeHandler)
  app.openapi(postAuthWalletRecoverVerifyRoute, postAuthWalletRecoverVerifyHandler)
  app.openapi(getAuthDevicesRoute, getAuthDevicesHandler)
  app.openapi(postAuthDevicesRevokeRoute, postAuthDevicesRevokeHandler)
  app.openapi(postAuthSignoutEverywhereRoute, postAuthSignoutEverywhereHandler)
}
