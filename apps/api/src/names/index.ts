export { EVM_COIN_TYPE_FLAG, toChainIdFromCoinType } from './coinType'
export {
  findNameRecords,
  findNamesByAddress,
  MAX_NAME_PAGES,
  MAX_NAMES_PER_PAGE,
} from './findNameRecords'
export { findPrimaryName } from './findPrimaryName'
export { DEFAULT_NAME_SUFFIX, normalizeName } from './nameRules'
export { registerName } from './registerName'
export {
  parseRegistrationMessage,
  REGISTRATION_MAX_AGE_SECONDS,
  type RegistrationMessage,
} from './registrationMessage'
export { suggestNames } from './suggestNames'
export type { NameRecord } from './types'
