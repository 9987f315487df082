import type { Locator, Page } from 'playwright-core';

export type PickChoice = { value: string } | { label: string } | { index: number };

/**
 * Picks a choice in an option sheet (components/ui/OptionSheet) as a finger does: tap the field's button, tap the
 * choice in the sheet, and wait for the sheet to close. The trigger is the button's test id or a locator for it.
 */
export async function pick(page: Page, trigger: string | Locator, choice: PickChoice): Promise<void> {
  const button = typeof trigger === 'string' ? page.locator(`[data-testid="${trigger}"]`) : trigger;
  await button.click();
  const sheet = page.locator('[role=dialog]:has([role=radiogroup])');
  const radios = sheet.locator('[role=radio]');
  const option =
    'value' in choice
      ? sheet.locator(`[role=radio][data-value="${choice.value}"]`)
      : 'label' in choice
        ? sheet.getByRole('radio', { name: choice.label, exact: true })
        : radios.nth(choice.index);
  await option.click();
  await sheet.waitFor({ state: 'detached' });
}
