import { createContext, useContext, useState } from 'react'
import { renderToStaticMarkup, renderToString } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'

import { ATTRIBUTE_SLOT, fillSlot, FragmentProvider, ServerFragment } from './fragments'
import { fragmentCache } from './fragments.server'

describe('fillSlot', () => {
  it('writes a value into a slot exactly as React writes it into the attribute', () => {
    for (const href of [
      '/hotel/details/12?anreise=2027-03-14&abreise=2027-03-15&kind=8&kind=3',
      `/suche?q="><script>alert('x')</script>&a=<b>`,
      'https://example.com/a b?c=ä',
      '',
    ]) {
      const slotted = renderToStaticMarkup(
        <p title="x">
          <a href={ATTRIBUTE_SLOT}>Name &amp; Co</a>
          <a href={ATTRIBUTE_SLOT}>zweimal</a>
        </p>,
      )
      const direct = renderToStaticMarkup(
        <p title="x">
          <a href={href}>Name &amp; Co</a>
          <a href={href}>zweimal</a>
        </p>,
      )
      expect(fillSlot(slotted, href)).toBe(direct)
    }
  })
})

describe('fragmentCache', () => {
  it('renders a key once and answers it again from the cache', () => {
    const fragments = fragmentCache(1000)
    const render = vi.fn(() => <p>{'Hotel <Seeblick>'}</p>)
    expect(fragments('a', render)).toBe('<p>Hotel &lt;Seeblick&gt;</p>')
    expect(fragments('a', render)).toBe('<p>Hotel &lt;Seeblick&gt;</p>')
    expect(render).toHaveBeenCalledTimes(1)
    expect(fragments('b', () => <p>B</p>)).toBe('<p>B</p>')
  })

  it('keeps the most recently used fragments within its size', () => {
    // each fragment below is its key (1 character) and `<i>k</i>` (8): 9 characters
    const fragments = fragmentCache(20)
    const renders: string[] = []
    const use = (key: string) =>
      fragments(key, () => {
        renders.push(key)
        return <i>{key}</i>
      })
    use('a')
    use('b')
    use('a') // a is now more recent than b
    use('c') // evicts b
    use('a')
    use('b') // evicts c
    use('a')
    expect(renders).toEqual(['a', 'b', 'c', 'b'])
    // a fragment larger than the whole cache is rendered each time and evicts nothing
    const big = () => <p>{'x'.repeat(30)}</p>
    expect(fragments('gross', big)).toBe(`<p>${'x'.repeat(30)}</p>`)
    use('a')
    use('b')
    expect(renders).toEqual(['a', 'b', 'c', 'b'])
  })
})

describe('ServerFragment', () => {
  const Greeting = createContext('Hallo')

  function Hotel({ name, href }: { name: string; href: string }) {
    // hooks before and after the fragment, in this component and in others
    const [stars] = useState(4)
    const greeting = useContext(Greeting)
    return (
      <article>
        <ServerFragment
          className="about"
          cacheKey={JSON.stringify(['hotel', name])}
          render={() => <a href={ATTRIBUTE_SLOT}>{name}</a>}
          slot={href}
        >
          <a href={href}>{name}</a>
        </ServerFragment>
        <Stars count={stars} />
        <p>{greeting}</p>
      </article>
    )
  }
  function Stars({ count }: { count: number }) {
    const [label] = useState(`${count} Sterne`)
    return <span>{label}</span>
  }
  const page = (hotels: Array<[string, string]>) => (
    <Greeting.Provider value="Willkommen">
      {hotels.map(([name, href]) => (
        <Hotel key={href} name={name} href={href} />
      ))}
    </Greeting.Provider>
  )

  it("renders inside the page's render what the page renders without fragments", () => {
    const fragments = fragmentCache(1000)
    const hotels: Array<[string, string]> = [
      ['Seeblick & "Sauna"', '/hotel/details/1?anreise=2027-03-14&abreise=2027-03-15'],
      ['Seeblick & "Sauna"', '/hotel/details/1?anreise=2027-04-01&abreise=2027-04-03'],
      ['<Bergblick>', '/hotel/details/2?kind=8&kind=3'],
    ]
    const plain = renderToString(page(hotels))
    expect(plain).toContain('<span>4 Sterne</span><p>Willkommen</p>')
    for (let round = 0; round < 2; round++) {
      expect(renderToString(<FragmentProvider value={fragments}>{page(hotels)}</FragmentProvider>)).toBe(
        plain,
      )
    }
  })
})
