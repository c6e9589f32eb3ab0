// @erp/ui public API. Every export is named here: no `export *`, no default exports.
import './theme/radix.css';
import './theme/global.css';

export { LocaleProvider } from './i18n/LocaleProvider';
export type { LocaleProviderProps } from './i18n/LocaleProvider';
export { DEFAULT_LOCALE, LOCALES, directionOf, formattingLocale, isLocale } from './i18n/locale';
export type { ArabicDigits, Direction, Locale } from './i18n/locale';
export { loadUiMessages } from './i18n/messages';
export type { Messages } from './i18n/messages';
export { vars } from './theme/tokens.css';

export { Button } from './button/Button';
export type { ButtonProps } from './button/Button';
export { Icon, Spinner } from './icon/Icon';
export type { IconName, IconProps } from './icon/Icon';

// ---- dialogs and feedback (wizard, viewer, confirmation, toast) ----

// ---- form fields ----
export { TextArea, TextField } from './fields/TextField';
export type { TextAreaProps, TextFieldProps } from './fields/TextField';
export { MoneyField, NumberField, PercentField } from './fields/NumberField';
export type { MoneyFieldProps, NumberFieldProps, PercentFieldProps } from './fields/NumberField';
export { Checkbox } from './fields/Checkbox';
export type { CheckboxProps } from './fields/Checkbox';
export { Switch } from './fields/Switch';
export type { SwitchProps } from './fields/Switch';
export type { FieldBaseProps, FieldErrorMessage } from './fields/FieldShell';

// ---- layout and data display (app shell, list, page header, tabs, cards, badges, states, error page) ----
export { AppShell } from './app-shell/AppShell';
export type { AppShellProps } from './app-shell/AppShell';
export type { NavItem, NavLinkProps, NavSection, RenderNavLink } from './app-shell/SideNavigation';
export { UserMenu } from './app-shell/UserMenu';
export type { ShellUser, UserMenuProps } from './app-shell/UserMenu';
export { LanguageSwitcher } from './app-shell/LanguageSwitcher';
export type { LanguageSwitcherProps } from './app-shell/LanguageSwitcher';
