import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'

export const wcag21aaTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']

type AxeOptions = {
  /** CSS selectors of regions to leave out, e.g. a third-party widget the site does not control. */
  exclude?: string[]
  /** axe rule ids to switch off, each with a reason in the calling test. */
  disableRules?: string[]
}

type AxeViolation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number]

export function formatAxeViolations(violations: AxeViolation[]): string {
  return violations
    .map((violation) => {
      const targets = violation.nodes.map((node) => `    ${node.target.join(' ')}`).join('\n')
      return `[${violation.impact ?? 'unknown'}] ${violation.id}: ${violation.help}\n  ${violation.helpUrl}\n${targets}`
    })
    .join('\n\n')
}

async function analyze(page: Page, options: AxeOptions): Promise<AxeViolation[]> {
  // @axe-core/playwright types `page` with its own playwright-core, which may be a different release than
  // the one @playwright/test brings; the page object is the same at run time.
  const axePage = page as unknown as ConstructorParameters<typeof AxeBuilder>[0]['page']
  let builder = new AxeBuilder({ page: axePage }).withTags(wcag21aaTags)
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector)
  if (options.disableRules?.length) builder = builder.disableRules(options.disableRules)
  return (await builder.analyze()).violations
}

/**
 * axe needs timers, which do not run in a page without JavaScript. For the js-off project the same DOM is
 * checked in a second page with JavaScript on: it gets the document exactly as the first page shows it
 * (also after a form POST), loads styles and fonts from the server, and no scripts.
 */
async function analyzeWithoutJavaScript(page: Page, options: AxeOptions): Promise<AxeViolation[]> {
  const browser = page.context().browser()
  if (!browser) throw new Error('expectNoAxeViolations needs a page from a launched browser')
  const url = page.url()
  const html = await page.content()
  const context = await browser.newContext({
    javaScriptEnabled: true,
    locale: 'de-DE',
    timezoneId: 'Europe/Berlin',
    viewport: page.viewportSize(),
  })
  try {
    const mirror = await context.newPage()
    await mirror.route('**/*', (route) => {
      const request = route.request()
      if (request.isNavigationRequest() && request.url() === url) {
        return route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html })
      }
      return request.resourceType() === 'script' ? route.abort() : route.continue()
    })
    await mirror.goto(url)
    return await analyze(mirror, options)
  } finally {
    await context.close()
  }
}

/** Fails the test with a readable list when axe finds WCAG 2.1 A/AA violations on the current page. */
export async function expectNoAxeViolations(page: Page, options: AxeOptions = {}): Promise<void> {
  const javaScriptEnabled = test.info().project.use.javaScriptEnabled !== false
  const violations = javaScriptEnabled
    ? await analyze(page, options)
    : await analyzeWithoutJavaScript(page, options)
  // Only the rule ids go into the diff; the message lists rules, help links and elements.
  expect(
    violations.map((violation) => violation.id),
    `Accessibility violations on ${page.url()}:\n\n${formatAxeViolations(violations)}`,
  ).toEqual([])
}
