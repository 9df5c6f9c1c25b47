import { describe, expect, it } from 'vitest'

import { enquiryFormSchema, partyFromQuery, partyQuery } from './enquiry'

const valid = {
  adults: 2,
  children_ages: [8, undefined, 12],
  room: 'double',
  salutation: 'frau',
  first_name: 'Erika',
  last_name: 'Mustermann',
  email: 'erika@example.com',
  privacy: 'on',
}

const messages = (input: Record<string, unknown>) => {
  const result = enquiryFormSchema.safeParse({ ...valid, ...input })
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)
}

describe('enquiry form', () => {
  it('takes a party with the children who travel and drops the empty slots', () => {
    const parsed = enquiryFormSchema.parse(valid)
    expect(parsed.children_ages).toEqual([8, 12])
    expect(parsed.phone).toBeUndefined()
  })

  it('answers wrong input in German, at its field', () => {
    expect(messages({ adults: 0 })).toEqual([
      'adults: Bitte geben Sie die Zahl der Erwachsenen an (1 bis 9).',
    ])
    expect(messages({ adults: 2.5 })).toEqual([
      'adults: Bitte geben Sie die Zahl der Erwachsenen an (1 bis 9).',
    ])
    expect(messages({ children_ages: [18] })).toEqual([
      'children_ages.0: Bitte geben Sie das Alter bei Reisebeginn als ganze Zahl von 0 bis 17 an.',
    ])
    expect(messages({ room: 'suite' })).toEqual(['room: Bitte wählen Sie einen Zimmerwunsch.'])
    expect(messages({ first_name: '<b>Erika</b>' })).toEqual([
      'first_name: Bitte verwenden Sie keine spitzen Klammern.',
    ])
    expect(messages({ phone: 'ruf an' })).toEqual(['phone: Bitte geben Sie eine gültige Telefonnummer an.'])
    expect(messages({ privacy: undefined })).toEqual([
      'privacy: Bitte stimmen Sie zu, dass wir Ihre Angaben zur Bearbeitung der Anfrage verarbeiten.',
    ])
    expect(messages({ website: 'https://spam.example' })).toHaveLength(1)
  })

  it('keeps one enquiry to one party of at most nine', () => {
    expect(messages({ adults: 7, children_ages: [3, 5, 9] })).toEqual([
      'adults: Eine Anfrage gilt für höchstens 9 Reisende. Für Gruppen schreiben Sie uns bitte.',
    ])
    expect(messages({ adults: 5, children_ages: [3, 5, 9, 11] })).toEqual([])
  })
})

describe('the party a round-trip address names', () => {
  const party = (query: string) => partyFromQuery(new URLSearchParams(query))

  it('reads adults and children as the links write them, 2 adults by default', () => {
    expect(party('')).toEqual({ adults: 2, childrenAges: [] })
    expect(party(partyQuery({ adults: 3, childrenAges: [8, 0] }, 'family'))).toEqual({
      adults: 3,
      childrenAges: [8, 0],
    })
  })

  it('drops what the form would refuse and keeps to its number of children and travellers', () => {
    expect(party('erwachsene=0&kind=18&kind=x&kind=-1&kind=5')).toEqual({ adults: 2, childrenAges: [5] })
    expect(party('erwachsene=2&' + 'kind=3&'.repeat(2200))).toEqual({ adults: 2, childrenAges: [3, 3, 3, 3] })
    expect(party('erwachsene=7&kind=1&kind=2&kind=3&kind=4').childrenAges).toEqual([1, 2])
  })
})
