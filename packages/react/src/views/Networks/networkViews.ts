// One chunk for the views the network list leads to: choosing a network shows one of the two others.
export { SwitchActiveChain } from '../SwitchActiveChain/SwitchActiveChain'
export { SwitchNetwork } from '../SwitchNetwork/SwitchNetwork'
export { Networks } from './Networks'
