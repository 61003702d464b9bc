import { createHash } from 'node:crypto'
import { lt } from 'drizzle-orm'
import { usedNameMessages } from '../db/schema'
import type { Database } from '../db/types'
import { ApiError } from '../http/errors'
import { NAME_MESSAGE_MAX_AGE_SECONDS } from './nameMessage'

export interface UseNameMessageOnceParameters {
  /** The signed message text, as verified. */
  message: string
  /** Its timestamp, seconds since the epoch. */
  timestamp: number
  /** The service's clock, ms. */
  now: number
}

/**
 * Runs a verified name write once per signed message: the message's hash is recorded in the same
 * transaction as the write, so a message posted again (a replay within its 10 minutes) is 409
 * NAME_MESSAGE_USED, two instances racing with it let one through, and a write that fails (403, 404,
 * 409 NAME_TAKEN) leaves the message usable. Rows of messages too old to be accepted anyway are swept
 * first. The hash is of the text, not of the signature: a smart account may sign one text several ways.
 *
 * @example
 * const record = await useNameMessageOnce(db, { message, timestamp, now }, (tx) => registerName(tx, write))
 */
export async function useNameMessageOnce<T>(
  db: Database,
  params: UseNameMessageOnceParameters,
  write: (tx: Database) => Promise<T>,
): Promise<T> {
  await db.delete(usedNameMessages).where(lt(usedNameMessages.expiresAt, new Date(params.now)))
  const hash = createHash('sha256').update(params.message).digest('hex')
  const expiresAt = new Date((params.timestamp + NAME_MESSAGE_MAX_AGE_SECONDS) * 1000)
  return db.transaction(async (tx) => {
    const used = await tx
      .insert(usedNameMessages)
      .values({ hash, expiresAt })
      .onConflictDoNothing()
      .returning({ hash: usedNameMessages.hash })
    if (used.length === 0) {
      throw new ApiError(
        'NAME_MESSAGE_USED',
        'message: this signed message was already used; sign a new one.',
      )
    }
    return write(tx)
  })
}
