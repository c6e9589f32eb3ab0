import { useIntl } from 'react-intl';
import { Button, Label, ListBox, ListBoxItem, Popover, Select, SelectValue } from 'react-aria-components';

import { Icon } from '../icon/Icon';
import type { Locale } from '../i18n/locale';
import * as css from './LanguageSwitcher.css';
import { languageSwitcherMessages as m } from './LanguageSwitcher.messages';
import { useThemePortal } from './useThemePortal';

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
   * Show the "Language" label above the control (sign-in page); otherwise it is the accessible name only.
   * @default false
   */
  showLabel?: boolean;
};

/**
 * Chooses the interface language. Its accessible name is "Language" in the current language; the options
 * are "English" and "العربية", each with its own `lang`.
 *
 * @selector [data-open] on the trigger while the list is open
 */
export function LanguageSwitcher({ value, onChange, showLabel = false }: LanguageSwitcherProps) {
  const intl = useIntl();
  const label = intl.formatMessage(m.label);
  const current = LANGUAGES.find((l) => l.locale === value);
  const { findScope, container: portalContainer } = useThemePortal();
  return (
    <Select
      ref={findScope}
      className={css.root}
      value={value}
      onChange={(key) => {
        const next = LANGUAGES.find((l) => l.locale === key);
        if (next && next.locale !== value) onChange(next.locale);
      }}
      aria-label={showLabel ? undefined : label}
    >
      {showLabel ? <Label className={css.label}>{label}</Label> : null}
      <Button className={css.trigger}>
        <Icon name="globe" />
        <SelectValue lang={current?.lang} />
        <Icon name="chevron-down" />
      </Button>
      <Popover className={css.popover} UNSTABLE_portalContainer={portalContainer}>
        <ListBox className={css.listBox}>
          {LANGUAGES.map((language) => (
            <ListBoxItem
              key={language.locale}
              id={language.locale}
              textValue={language.name}
              lang={language.lang}
              className={css.option}
            >
              <span>{language.name}</span>
              <Icon name="check" className={css.check} />
            </ListBoxItem>
          ))}
        </ListBox>
      </Popover>
    </Select>
  );
}
