export { EVM_COIN_TYPE_FLAG, toChainIdFromCoinType } from './coinType'
export {
  findNameRecords,
  findNamesByAddress,
  MAX_NAME_PAGES,
  MAX_NAMES_PER_PAGE,
} from './findNameRecords'
export { findPrimaryName } from './findPrimaryName'
export { NAME_MESSAGE_MAX_AGE_SECONDS, parseNameMessage } from './nameMessage'
export { DEFAULT_NAME_SUFFIX, normalizeName } from './nameRules'
export { registerName } from './registerName'
export { releaseName } from './releaseName'
export { setPrimaryName } from './setPrimaryName'
export { suggestNames } from './suggestNames'
export type { NameRecord } from './types'
export { type VerifiedNameWrite, verifyNameWrite } from './verifyNameWrite'
