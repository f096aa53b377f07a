import { describe, expect, it } from 'vitest'
import { imageSources, imageUrl } from '../../src/domain/image-sources.ts'

describe('content image sources', () => {
  it('asks the CDN for the width, a modern format and the quality, keeping the editor’s crop', () => {
    const url = new URL(imageUrl('https://images.prismic.io/r/bay.jpg?auto=compress&rect=0,0,800,600&width=99', 640))
    expect(url.searchParams.get('w')).toBe('640')
    expect(url.searchParams.get('auto')).toBe('format,compress')
    expect(url.searchParams.get('q')).toBe('70')
    expect(url.searchParams.get('rect')).toBe('0,0,800,600')
    expect(url.searchParams.has('width')).toBe(false)
  })

  it('lists the SPEC §9 widths, with a 1200 wide src', () => {
    const { src, srcSet } = imageSources('https://images.prismic.io/r/bay.jpg')
    expect(new URL(src).searchParams.get('w')).toBe('1200')
    expect(srcSet.split(', ').map((entry) => entry.split(' ')[1])).toEqual(['640w', '828w', '1200w', '2048w', '3840w'])
  })
})
