// The date picker, as a person uses it: page to the month of a day, then choose it. The calendar
// opens at the first month it can offer and fills a month's days once their availability came, so
// counting cells right after a click would page past the month wanted; this waits for each month.
import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';

export interface PickerLabels {
  nextMonth: string;
  previousMonth: string;
}

/** The cell of `date` (YYYY-MM-DD), with the picker showing its month. */
export async function dayInPicker(page: Page, date: string, labels: PickerLabels): Promise<Locator> {
  const wanted = date.slice(0, 7);
  const firstDay = page.locator('.datepicker [data-date]').first();
  const shownMonth = async () => ((await firstDay.getAttribute('data-date')) ?? '').slice(0, 7);
  for (let i = 0; i < 24; i++) {
    const shown = await shownMonth();
    if (shown === wanted) break;
    await page.getByRole('button', { name: shown < wanted ? labels.nextMonth : labels.previousMonth }).click();
    await expect.poll(shownMonth).not.toBe(shown);
  }
  const cell = page.locator(`.datepicker [data-date="${date}"]`);
  await cell.waitFor();
  return cell;
}
