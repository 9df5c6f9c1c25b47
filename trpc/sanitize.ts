import sanitizeHtml from 'sanitize-html'

/**
 * CMS HTML is sanitised before it reaches a page: editors get headings, paragraphs, lists, links, quotes
 * and tables; scripts, event handlers, styles and foreign protocols are removed.
 */
export function sanitizeCmsHtml(html: string | null | undefined): string {
  if (!html) return ''
  return sanitizeHtml(html, {
    allowedTags: [
      'h2',
      'h3',
      'h4',
      'p',
      'br',
      'strong',
      'b',
      'em',
      'i',
      'u',
      'ul',
      'ol',
      'li',
      'a',
      'blockquote',
      'table',
      'thead',
      'tbody',
      'tr',
      'th',
      'td',
      'hr',
      'figure',
      'figcaption',
      'small',
      'abbr',
    ],
    allowedAttributes: { a: ['href', 'title', 'rel', 'target'], abbr: ['title'], th: ['scope'] },
    allowedSchemes: ['https', 'http', 'mailto', 'tel'],
    transformTags: {
      a: (tagName, attribs) => ({
        tagName,
        attribs: attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
      }),
    },
  })
}
