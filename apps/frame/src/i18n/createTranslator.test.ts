import { describe, expect, it } from 'vitest'
import { createTranslator } from './createTranslator'
import english from './locales/en.json'
import { phrase } from './phrase'

const de = createTranslator('de', {
  'line.network': 'Netzwerk: {network}',
  'solana.accounts': { one: '{count} Konto', other: '{count} Konten' },
  'solana.callProgram': 'Programm {program} mit {accounts} und {bytes} Daten aufrufen',
})

describe('createTranslator', () => {
  it('says a string as it is: data is never looked up, even when it reads like a key', () => {
    expect(de('Hello')).toBe('Hello')
    expect(de('approval.reject')).toBe('approval.reject')
  })

  it('fills placeholders with the data unchanged (no number formatting), and nested phrases translated', () => {
    expect(de(phrase('line.network', { network: 'Anvil {x}' }))).toBe('Netzwerk: Anvil {x}')
    expect(
      de(
        phrase('solana.callProgram', {
          program: 'Memo1UhkJRfHyvLMcVucJwxXeuD728EqVDDwQDxFMNo',
          accounts: phrase('solana.accounts', { count: 1 }),
          bytes: '1000000',
        }),
      ),
    ).toBe('Programm Memo1UhkJRfHyvLMcVucJwxXeuD728EqVDDwQDxFMNo mit 1 Konto und 1000000 Daten aufrufen')
    expect(de(phrase('solana.accounts', { count: 12000 }))).toBe('12000 Konten')
  })

  it('picks the plural form of the language from the first number', () => {
    const ru = createTranslator('ru', {
      'action.sendTransactions.title': {
        one: 'Отправить {count} транзакцию',
        few: 'Отправить {count} транзакции',
        many: 'Отправить {count} транзакций',
        other: 'Отправить {count} транзакции',
      },
    })
    const title = (count: number) => ru(phrase('action.sendTransactions.title', { count }))
    expect([1, 2, 5, 21].map(title)).toEqual([
      'Отправить 1 транзакцию',
      'Отправить 2 транзакции',
      'Отправить 5 транзакций',
      'Отправить 21 транзакцию',
    ])
  })

  it('says a key its catalogue lacks in English, with English plural rules', () => {
    expect(de(phrase('approval.reject'))).toBe(english['approval.reject'])
    expect(de(phrase('action.sendTransactions.title', { count: 3 }))).toBe('Send 3 transactions')
  })
})
