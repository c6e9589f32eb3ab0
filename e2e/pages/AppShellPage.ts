import { expect, type Locator, type Page } from '@playwright/test';

import type { Translate } from '../fixtures/test';

/** The authenticated shell: navigation, language control and user menu. */
export class AppShellPage {
  readonly navigation: Locator;
  readonly language: Locator;
  readonly main: Locator;

  constructor(
    readonly page: Page,
    private readonly t: Translate,
  ) {
    this.navigation = page.getByRole('navigation', { name: t('ui.appShell.navigation') }).first();
    this.language = page.getByRole('radiogroup', { name: t('ui.languageSwitcher.label') });
    this.main = page.getByRole('main');
  }

  userMenu(name: string): Locator {
    return this.page.getByRole('button', { name: this.t('ui.appShell.userMenu', { name }) });
  }

  async signOut(name: string) {
    await this.userMenu(name).click();
    await this.page.getByRole('menuitem', { name: this.t('ui.appShell.signOut') }).click();
  }

  /** Picks a language from the language control ("English" or "العربية"). */
  async chooseLanguage(optionName: 'English' | 'العربية') {
    // The radio input itself is visually hidden; a person presses the visible segment (its label).
    await this.language.getByText(optionName, { exact: true }).click();
    // The group's own name is now in the new language, so look the chosen radio up by its (endonym) name.
    await expect(this.page.getByRole('radio', { name: optionName })).toBeChecked();
  }
}
