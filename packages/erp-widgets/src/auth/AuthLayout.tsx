import { LanguageSwitcher, type Locale } from '@erp/ui';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';

import { authMessages as m } from './auth.messages';
import { BrandMark } from '../shared/BrandMark';
import * as css from './AuthLayout.css';

/** Props of {@link AuthLayout}. */
export type AuthLayoutProps = {
  /** Active locale for the language control. */
  locale: Locale;
  /** Called with the chosen locale. */
  onLocaleChange: (locale: Locale) => void;
  /** Fade the card in (the forgot-password page does). */
  fadeIn?: boolean;
  children: ReactNode;
};

/** The layout of the pages outside the app: a centred card under a bar holding the language control. */
export function AuthLayout({ locale, onLocaleChange, fadeIn = false, children }: AuthLayoutProps) {
  const intl = useIntl();
  return (
    <div className={css.page}>
      <div className={css.topBar}>
        <LanguageSwitcher value={locale} onChange={onLocaleChange} />
      </div>
      <main className={css.center}>
        <div className={[css.card, fadeIn ? css.fade : ''].join(' ')} data-fade={fadeIn || undefined}>
          <span className={css.brand}>
            <BrandMark className={css.brandMark} />
            {intl.formatMessage(m.brand)}
          </span>
          {children}
        </div>
      </main>
    </div>
  );
}
