export { useErrorMessage } from './components/action/error-message.ts';
export { type ActionOptions, useAction, useReportFailure } from './components/action/use-action.ts';
export { Alert, type AlertProps, type AlertVariant } from './components/alert/alert.tsx';
export {
  Button,
  type ButtonProps,
  type ButtonSize,
  type ButtonVariant,
} from './components/button/button.tsx';
export { Card, type CardProps } from './components/card/card.tsx';
export { Checkbox, type CheckboxProps } from './components/checkbox/checkbox.tsx';
export { CODE_LENGTH, CodeField, type CodeFieldProps } from './components/code-field/code-field.tsx';
export { ConfirmDialog, type ConfirmDialogProps } from './components/confirm-dialog/confirm-dialog.tsx';
export { Drawer, type DrawerProps } from './components/drawer/drawer.tsx';
export { Form, type FormProps } from './components/form/form.tsx';
export {
  type BoundProps,
  FormCheckbox,
  type FormCheckboxProps,
  FormCodeField,
  type FormCodeFieldProps,
  FormPasswordField,
  type FormPasswordFieldProps,
  FormTextField,
  type FormTextFieldProps,
  useBoundField,
  useValidationMessage,
} from './components/form/form-fields.tsx';
export { useFormSubmit, useZodForm } from './components/form/use-zod-form.ts';
export { FormDialog, type FormDialogProps } from './components/form-dialog/form-dialog.tsx';
export { Link, type LinkProps, type LinkVariant } from './components/link/link.tsx';
export { Logo, type LogoProps } from './components/logo/logo.tsx';
export { Modal, type ModalProps } from './components/modal/modal.tsx';
export { PasswordField, type PasswordFieldProps } from './components/password-field/password-field.tsx';
export { Spinner, type SpinnerProps } from './components/spinner/spinner.tsx';
export { TextField, type TextFieldProps } from './components/text-field/text-field.tsx';
export { NOTIFY_AUTO_CLOSE, notify } from './components/toaster/notify.ts';
export { DEFAULT_AUTO_CLOSE, Toaster } from './components/toaster/toaster.tsx';
export { i18n, i18nReady, loadAreaTexts, setLanguage } from './i18n/i18n.ts';
export { FALLBACK_LOCALE, LOCALES, type Locale, matchLanguage } from './i18n/match-language.ts';
export { TEXT_AREAS, type TextArea } from './i18n/texts.ts';
export { AppLayout, type AppLayoutProps } from './layout/app-layout.tsx';
export { DatabaseUnavailable, type DatabaseUnavailableProps } from './layout/database-unavailable.tsx';
export { Page, type PageProps, type PageSize } from './layout/page.tsx';
export { VerbaUiProvider, type VerbaUiProviderProps } from './provider/verba-ui-provider.tsx';
export { ConfirmScreen, type ConfirmScreenProps } from './screens/confirm/confirm-screen.tsx';
export {
  DeleteAccountScreen,
  type DeleteAccountScreenProps,
} from './screens/delete-account/delete-account-screen.tsx';
export { DocumentTitle, type DocumentTitleProps } from './screens/document-title/document-title.tsx';
export { formatDocumentTitle, PAGE_IDS, type PageId } from './screens/document-title/page-id.ts';
export {
  EmailChangeConfirmScreen,
  type EmailChangeConfirmScreenProps,
} from './screens/email-change-confirm/email-change-confirm-screen.tsx';
export { EmailSettingsScreen } from './screens/email-settings/email-settings-screen.tsx';
export { ForgotPasswordScreen } from './screens/forgot-password/forgot-password-screen.tsx';
export { LandingScreen } from './screens/landing/landing-screen.tsx';
export {
  type LegalDocument,
  LegalScreen,
  type LegalScreenProps,
  type OperatorDetails,
} from './screens/legal/legal-screen.tsx';
export { NotFoundScreen } from './screens/not-found/not-found-screen.tsx';
export { NotMeScreen } from './screens/not-me/not-me-screen.tsx';
export { PasskeySettingsScreen } from './screens/passkey-settings/passkey-settings-screen.tsx';
export { PasswordSettingsScreen } from './screens/password-settings/password-settings-screen.tsx';
export { PendingScreen } from './screens/pending/pending-screen.tsx';
export { ProfileSettingsScreen } from './screens/profile-settings/profile-settings-screen.tsx';
export {
  ResetPasswordScreen,
  type ResetPasswordScreenProps,
} from './screens/reset-password/reset-password-screen.tsx';
export {
  RouteErrorScreen,
  type RouteErrorScreenProps,
} from './screens/route-error/route-error-screen.tsx';
export { SecurityLogScreen } from './screens/security-log/security-log-screen.tsx';
export { SessionsScreen } from './screens/sessions/sessions-screen.tsx';
export { SettingsHomeScreen } from './screens/settings-home/settings-home-screen.tsx';
export { SignInScreen, type SignInScreenProps } from './screens/sign-in/sign-in-screen.tsx';
export { SignUpScreen } from './screens/sign-up/sign-up-screen.tsx';
export { TwoFactorSettingsScreen } from './screens/two-factor-settings/two-factor-settings-screen.tsx';
export {
  TwoFactorCodeStep,
  type TwoFactorCodeStepProps,
} from './screens/two-factor-sign-in/two-factor-code-step.tsx';
export { UnlockScreen, type UnlockScreenProps } from './screens/unlock/unlock-screen.tsx';
export {
  applyTheme,
  DAISY_THEMES,
  isTheme,
  nextTheme,
  readStoredTheme,
  THEME_STORAGE_KEY,
  THEMES,
  type Theme,
  writeStoredTheme,
} from './theme/theme.ts';
export { ThemeButton } from './theme/theme-button.tsx';
export { type ThemeContextValue, useTheme } from './theme/theme-provider.tsx';
