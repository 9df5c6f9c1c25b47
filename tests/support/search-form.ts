import { expect, test, type Locator, type Page } from '@playwright/test'

// The hotel search's traveller fields as a visitor uses them: the line "2 Erwachsene" opens them; with
// JavaScript "Kind hinzufügen" adds an age select, without it four age selects wait there (empty: no child).

/** The traveller summary inside `scope` (a form or the page). */
export const travellersSummary = (scope: Page | Locator) =>
  scope.locator('summary').filter({ hasText: /^Reisende/ })

/** Opens the traveller fields inside `scope` if they are closed. */
export async function openTravellers(scope: Page | Locator): Promise<void> {
  const summary = travellersSummary(scope)
  if ((await summary.locator('xpath=..').getAttribute('open')) === null) await summary.click()
  await expect(scope.getByLabel('Erwachsene')).toBeVisible()
}

/** Adds a child of `age` as the next child, with or without JavaScript. */
export async function addChild(scope: Page | Locator, age: string, child = 1): Promise<void> {
  await openTravellers(scope)
  if (javaScript()) await scope.getByRole('button', { name: 'Kind hinzufügen' }).click()
  await scope.getByLabel(`Alter Kind ${child}`).selectOption(age)
}

/** Whether the running project has JavaScript on. */
export const javaScript = () => test.info().project.use.javaScriptEnabled !== false
