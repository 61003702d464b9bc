export {
  type ListAccountHistoryParameters,
  type ListAccountHistoryReturnType,
  listAccountHistory,
} from './listAccountHistory'
export { toOperationType } from './toOperationType'
export type { AccountTransaction, TransactionTransfer } from './types'
