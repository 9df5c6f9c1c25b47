import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { Island } from './island'
import { scriptJson } from './scripts'

function Greeting({ name, count }: { name: string; count: number }) {
  return <p>{`Hallo ${name}: ${count}`}</p>
}

describe('Island', () => {
  it('renders the component inside a marker that carries its name and props as JSON', () => {
    const html = renderToString(
      <Island name="destination" component={Greeting} props={{ name: 'Ostsee "&" <Rügen>', count: 2 }} />,
    )
    expect(attribute(html, 'data-island')).toBe('destination')
    expect(JSON.parse(attribute(html, 'data-props'))).toEqual({ name: 'Ostsee "&" <Rügen>', count: 2 })
    expect(html).toContain('<p>Hallo Ostsee &quot;&amp;&quot; &lt;Rügen&gt;: 2</p>')
  })
})

describe('scriptJson', () => {
  it('cannot close the script element it is written into', () => {
    const text = scriptJson({ html: '</script><script>alert(1)</script><!--' })
    expect(text).not.toMatch(/<\/script|<!--/i)
    expect(JSON.parse(text)).toEqual({ html: '</script><script>alert(1)</script><!--' })
  })
})

/** An attribute of the outermost element of server HTML, with the entities React writes decoded. */
function attribute(html: string, name: string): string {
  const match = new RegExp(`^<[a-z]+[^>]*\\s${name}="([^"]*)"`).exec(html)
  if (!match) throw new Error(`no ${name} in ${html}`)
  return match[1]!
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
}
