import { describe, expect, it } from 'vitest'

import { formatEditAttr, isEditableConfig, parseEditAttr } from './editable'

describe('formatEditAttr', () => {
  it('writes semicolon-separated key:value pairs, fields comma-separated', () => {
    expect(
      formatEditAttr({ collection: 'hotels', item: 7, fields: ['name', 'teaser'], mode: 'popover' }),
    ).toBe('collection:hotels;item:7;fields:name,teaser;mode:popover')
    expect(formatEditAttr({ collection: 'pages', item: 'impressum' })).toBe('collection:pages;item:impressum')
  })
})

describe('parseEditAttr', () => {
  it('reads the four keys, with spaces around keys, values and fields trimmed', () => {
    expect(parseEditAttr(' collection : pages ; item:12;fields: title , blocks ;mode:drawer')).toEqual({
      collection: 'pages',
      item: '12',
      fields: ['title', 'blocks'],
      mode: 'drawer',
    })
  })

  it('keeps only the allowed keys and skips pairs without a colon', () => {
    expect(parseEditAttr('collection:hotels;item:3;style:color:red;onclick:x;broken;;')).toEqual({
      collection: 'hotels',
      item: '3',
    })
  })

  it('keeps a colon inside a value and drops empty field names', () => {
    expect(parseEditAttr('collection:pages;item:urn:1;fields:title,,blocks,')).toEqual({
      collection: 'pages',
      item: 'urn:1',
      fields: ['title', 'blocks'],
    })
  })

  it('reads back what formatEditAttr wrote', () => {
    const config = { collection: 'hotel_themes', item: '5', fields: ['title'], mode: 'modal' }
    expect(parseEditAttr(formatEditAttr({ ...config, mode: 'modal' }))).toEqual(config)
  })
})

describe('isEditableConfig', () => {
  it('needs a collection and an item', () => {
    expect(isEditableConfig(parseEditAttr('collection:pages;item:1'))).toBe(true)
    expect(isEditableConfig(parseEditAttr('collection:pages;fields:title'))).toBe(false)
    expect(isEditableConfig(parseEditAttr('item:1'))).toBe(false)
  })
})
