// The Swap views' one lazy chunk (ViewSwitch): the form, its token picker and its preview load together.
export { Swap } from './Swap'
export { SwapPreview } from './SwapPreview'
export { SwapSelectToken } from './SwapSelectToken'
