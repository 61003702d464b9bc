export { expectApiError } from './expectApiError'
export { openTestDatabase, type TestDatabase } from './openTestDatabase'
export { findPostgresBin, type StartPostgresReturnType, startPostgres } from './startPostgres'
export {
  type RecordedRequest,
  type StartRecordingProxyReturnType,
  startRecordingProxy,
} from './startRecordingProxy'
export {
  TEST_CHAINS,
  TEST_ORIGIN,
  type TestApi,
  type TestRequestInit,
  type UseTestApiOptions,
  useTestApi,
} from './useTestApi'
