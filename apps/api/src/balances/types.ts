// The wire shape is the clients' contract: one definition, in core, shared with the service.
export type { TokenBalance } from '@latch/core/services'
