import { expect, it } from 'vitest'
import { toSpendableBalance } from './toSpendableBalance'

it('spendable is free less frozen, in the current AccountData layout', () => {
  expect(toSpendableBalance({ free: 1_000n, frozen: 300n })).toBe(700n)
  expect(toSpendableBalance({ free: 1_000n, frozen: 0n })).toBe(1_000n)
})

it('in the old layout, the larger of miscFrozen and feeFrozen is held back', () => {
  expect(toSpendableBalance({ free: 1_000n, miscFrozen: 300n, feeFrozen: 450n })).toBe(550n)
  expect(toSpendableBalance({ free: 1_000n, miscFrozen: 600n, feeFrozen: 450n })).toBe(400n)
})

it('never goes below zero when more is frozen than free', () => {
  expect(toSpendableBalance({ free: 100n, frozen: 250n })).toBe(0n)
  expect(toSpendableBalance({ free: 100n, miscFrozen: 100n, feeFrozen: 0n })).toBe(0n)
})

it('with nothing frozen, all of free is spendable', () => {
  expect(toSpendableBalance({ free: 42n })).toBe(42n)
})
