export * from './connection'
export * from './LatchError'
export * from './state'
