export { MIGRATIONS_FOLDER, migratePgliteDatabase, migratePostgresDatabase } from './migrateDatabase'
export { type OpenDatabaseOptions, openDatabase } from './openDatabase'
export {
  DEFAULT_DATA_DIR,
  describeDatabaseConfig,
  InvalidDatabaseConfigError,
  resolveDatabaseConfig,
} from './resolveDatabaseConfig'
export * from './schema'
export type { Database, DatabaseConfig, DatabaseHandle } from './types'
