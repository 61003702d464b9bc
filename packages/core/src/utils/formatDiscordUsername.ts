/**
 * Discord usernames ending in 0 lose that digit (the '#0' discriminator of migrated accounts).
 *
 * @example
 * formatDiscordUsername('satoshi0') // 'satoshi'
 * formatDiscordUsername('satoshi#0') // 'satoshi'
 */
export function formatDiscordUsername(name: string): string {
  if (!name.endsWith('0')) return name
  const trimmed = name.slice(0, -1)
  // the legacy '#0' discriminator would otherwise leave a dangling '#'
  return trimmed.endsWith('#') ? trimmed.slice(0, -1) : trimmed
}
