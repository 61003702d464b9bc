/**
 * A Discord user name as Latch shows it (spec §5): one ending in 0 loses that digit (the "#0" Discord
 * gives every migrated name).
 *
 * @example discordUsername('grace0') // 'grace'
 */
export function discordUsername(username: string): string {
  return username.endsWith('0') ? username.slice(0, -1) : username
}
