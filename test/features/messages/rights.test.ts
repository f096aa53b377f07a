import { describe, expect, it } from 'vitest'
import { authorFor, mayUseThread } from '../../../src/features/messages/rights.ts'

const booking = { leadContactId: 'lead', guests: [{ contactId: 'lead' }, { contactId: 'Friend' }, { contactId: null }] }

describe('mayUseThread', () => {
  it('lets the lead booker and every companion read and write the one conversation', () => {
    expect(mayUseThread(booking, 'LEAD')).toBe(true)
    expect(mayUseThread(booking, 'friend')).toBe(true)
  })

  it('lets nobody else in: a guest of another booking, or a guest without a contact', () => {
    expect(mayUseThread(booking, 'stranger')).toBe(false)
    expect(mayUseThread(booking, undefined)).toBe(false)
    expect(mayUseThread(booking, null)).toBe(false)
  })
})

describe('authorFor', () => {
  const guest = { from: 'guest', authorName: 'Olivia', authorContactId: 'Lead' } as const

  it('calls the reader’s own message theirs, and another guest’s by first name', () => {
    expect(authorFor(guest, 'lead')).toEqual({ kind: 'you' })
    expect(authorFor(guest, 'friend')).toEqual({ kind: 'guest', name: 'Olivia' })
  })

  it('names the staff member of an answer when the booking system gives a first name, else only the resort', () => {
    expect(authorFor({ from: 'resort', authorName: ' Sofia ', authorContactId: undefined }, 'lead')).toEqual({
      kind: 'resort',
      name: 'Sofia',
    })
    expect(authorFor({ from: 'resort', authorName: '  ', authorContactId: undefined }, 'lead')).toEqual({
      kind: 'resort',
      name: undefined,
    })
  })

  it('never calls an answer the reader’s own, even one the booking system links to their contact', () => {
    expect(authorFor({ from: 'resort', authorName: undefined, authorContactId: 'lead' }, 'lead').kind).toBe('resort')
  })
})
