import { alertBannerCss } from '../components/alertBannerCss'
import { avatarCss } from '../components/avatarCss'
import { rowCss } from '../components/rowCss'
import { searchFieldCss } from '../components/searchFieldCss'
import { dialogCss } from './dialogCss'
import { viewLayoutCss } from './viewLayoutCss'

/**
 * The modal's stylesheets, assembled: the dialog's and those of the components its views share. Modal
 * renders them into the shadow root, so they load with the modal's chunk and not the page's first JS;
 * each view brings its own. The shadow root's always-present part (base, spinner, snackbar) is LatchShadow's.
 */
export const modalCss = dialogCss + rowCss + viewLayoutCss + searchFieldCss + avatarCss + alertBannerCss
