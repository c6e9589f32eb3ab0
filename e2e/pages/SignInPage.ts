import type { Locator, Page } from '@playwright/test';

import type { Translate } from '../fixtures/test';

/** The sign-in page, found by the labels a user reads in the active language. */
export class SignInPage {
  readonly email: Locator;
  readonly password: Locator;
  readonly hostname: Locator;
  readonly remember: Locator;
  readonly submit: Locator;
  readonly error: Locator;
  readonly forgotPassword: Locator;
  readonly heading: Locator;

  constructor(
    readonly page: Page,
    t: Translate,
  ) {
    this.email = page.getByRole('textbox', { name: t('widgets.auth.email') });
    this.password = page.getByLabel(t('widgets.auth.password'), { exact: false }).and(page.locator('input'));
    this.hostname = page.getByRole('textbox', { name: t('widgets.auth.hostname') });
    this.remember = page.getByRole('checkbox', { name: t('widgets.auth.remember') });
    this.submit = page.getByRole('button', { name: t('widgets.auth.signIn.submit') });
    this.error = page.getByRole('main').getByRole('alert');
    this.forgotPassword = page.getByRole('link', { name: t('widgets.auth.forgotPassword') });
    this.heading = page.getByRole('heading', { level: 1, name: t('widgets.auth.signIn.title') });
  }

  async goto() {
    await this.page.goto('/auth');
    await this.heading.waitFor();
  }

  /** Fills the form; hostname defaults to the suite's server, typed without a scheme. */
  async fill(email: string, password: string, hostname?: string) {
    await this.email.fill(email);
    await this.password.fill(password);
    if (hostname !== undefined) await this.hostname.fill(hostname);
  }

  async signIn(email: string, password: string, hostname: string) {
    await this.fill(email, password, hostname);
    await this.submit.click();
  }
}
