export { isSolanaAccountAddress } from './isSolanaAccountAddress'
