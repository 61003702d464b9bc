/** The `st` query parameter: which SDK is calling. */
export const LATCH_SDK_TYPE = 'latch'
/** The `sv` query parameter: `latch-` and @latch/core's version (a test keeps it equal to package.json). */
export const LATCH_SDK_VERSION = 'latch-0.1.0'
