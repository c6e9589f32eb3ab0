import { useId } from 'react';
import { useIntl } from 'react-intl';

import type { Locale } from '../i18n/locale';
import * as css from './LanguageSwitcher.css';
import { languageSwitcherMessages as m } from './LanguageSwitcher.messages';
import { usePlainStates, visuallyHidden } from '../plain/usePlainStates';

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
 * Native radio buttons (it is on the sign-in page, which loads no react-aria), with the same markup and states as
 * react-aria's radios: `data-selected`, `data-hovered`, `data-focus-visible` on each option's label.
 *
 * @selector [data-selected] on the current language; [data-focus-visible] on the focused one
 */
export function LanguageSwitcher({ value, onChange, showLabel = false }: LanguageSwitcherProps) {
  const intl = useIntl();
  const label = intl.formatMessage(m.label);
  const name = useId();
  return (
    <div
      role="radiogroup"
      aria-orientation="horizontal"
      className={css.root}
      aria-label={showLabel ? undefined : label}
      aria-labelledby={showLabel ? `${name}-label` : undefined}
    >
      {showLabel ? (
        <span id={`${name}-label`} className={css.label}>
          {label}
        </span>
      ) : null}
      <div className={css.segments}>
        {LANGUAGES.map((language) => (
          <LanguageOption
            key={language.locale}
            name={name}
            language={language}
            isSelected={language.locale === value}
            onSelect={() => {
              if (language.locale !== value) onChange(language.locale);
            }}
          />
        ))}
      </div>
    </div>
  );
}

function LanguageOption({
  name,
  language,
  isSelected,
  onSelect,
}: {
  name: string;
  language: (typeof LANGUAGES)[number];
  isSelected: boolean;
  onSelect: () => void;
}) {
  const { handlers, data } = usePlainStates();
  return (
    <label
      lang={language.lang}
      className={css.segment}
      data-selected={isSelected || undefined}
      data-hovered={data['data-hovered']}
      data-focus-visible={data['data-focus-visible']}
      onPointerEnter={handlers.onPointerEnter}
      onPointerLeave={handlers.onPointerLeave}
    >
      <span style={visuallyHidden}>
        <input
          type="radio"
          name={name}
          value={language.locale}
          checked={isSelected}
          onChange={onSelect}
          onFocus={handlers.onFocus}
          onBlur={handlers.onBlur}
        />
      </span>
      {language.name}
    </label>
  );
}
