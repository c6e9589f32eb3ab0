import { useIntl } from 'react-intl';
import { Label, Radio, RadioGroup } from 'react-aria-components';

import type { Locale } from '../i18n/locale';
import * as css from './LanguageSwitcher.css';
import { languageSwitcherMessages as m } from './LanguageSwitcher.messages';

// Each language is named in itself (an endonym), so a reader finds their language whatever the current one
// is. These are deliberately not translated messages.
const LANGUAGES: readonly { locale: Locale; name: string; lang: string }[] = [
  { locale: 'en-US', name: 'English', lang: 'en' },
  { locale: 'ar-EG', name: 'العربية', lang: 'ar' },
];

/** Props of {@link LanguageSwitcher}. */
export type LanguageSwitcherProps = {
  /** The current locale. */
  value: Locale;
  /** Called with the chosen locale (the app stores it in the 365-day cookie and reloads its messages). */
  onChange: (locale: Locale) => void;
  /**
   * Show the "Language" label above the control; otherwise it is the accessible name only.
   * @default false
   */
  showLabel?: boolean;
};

/**
 * Chooses the interface language: a two-option segmented control (a radio group) whose accessible name is
 * "Language" in the current language, offering "English" and "العربية", each with its own `lang`. With only
 * two languages both stay visible and one press switches; arrow keys move between them in reading order.
 * (A radio group also keeps the sign-in page free of the overlay and list-box code a select would bring.)
 *
 * @selector [data-selected] on the current language; [data-focus-visible] on the focused one
 */
export function LanguageSwitcher({ value, onChange, showLabel = false }: LanguageSwitcherProps) {
  const intl = useIntl();
  const label = intl.formatMessage(m.label);
  return (
    <RadioGroup
      className={css.root}
      orientation="horizontal"
      value={value}
      onChange={(key) => {
        const next = LANGUAGES.find((l) => l.locale === key);
        if (next && next.locale !== value) onChange(next.locale);
      }}
      aria-label={showLabel ? undefined : label}
    >
      {showLabel ? <Label className={css.label}>{label}</Label> : null}
      <div className={css.segments}>
        {LANGUAGES.map((language) => (
          <Radio key={language.locale} value={language.locale} lang={language.lang} className={css.segment}>
            {language.name}
          </Radio>
        ))}
      </div>
    </RadioGroup>
  );
}
