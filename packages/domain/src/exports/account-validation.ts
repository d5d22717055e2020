// Account validation (spec §4 profile locks, §5 validation rules, §9 password 6-255, minimum age 18, picker 100 years).
// Issue messages are message keys (AccountValidationCode) the UI translates.
export { ACCOUNT_VALIDATION_CODES, FORM_ERROR_KEY, accountFieldErrors, fieldPath, textField } from "../account/codes.ts";
export type { AccountValidationCode, TextFieldSchema, TextRule } from "../account/codes.ts";
export {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  changePasswordSchema,
  emailField,
  isEmailFormat,
  matchingPasswords,
  passwordProblem,
  passwordRules,
  passwordsMatch,
} from "../account/credentials.ts";
export type { PasswordOptions } from "../account/credentials.ts";
export {
  ConsentSchema,
  DOB_PICKER_YEARS,
  MINIMUM_AGE_YEARS,
  NAME_MAX_LENGTH,
  PHONE_MAX_DIGITS,
  PHONE_MIN_DIGITS,
  PLACEHOLDER_DATE_OF_BIRTH,
  consentEntries,
  dateOfBirthField,
  dateOfBirthProblem,
  dobPickerRange,
  isAdult,
  nameField,
  phoneCodeDigits,
  phoneField,
  phoneKeyAllowed,
  phoneProblem,
  phoneRules,
  toIsoDate,
  yearsBefore,
} from "../account/personal.ts";
export type { Consent } from "../account/personal.ts";
export { SMS_RESET_CODE_LENGTH, smsResetRequestSchema, smsResetSchema } from "../account/sms-reset.ts";
export { isFieldRequired, isFieldShown, oneClickSignUpSchema, shortSignUpSchema, signUpSchema } from "../account/sign-up.ts";
export type { RegistrationFieldMap, ShortSignUpOptions, SignUpOptions, SignUpValues } from "../account/sign-up.ts";
export {
  GENDER_NOT_TO_SAY,
  KYC_STATUS_APPROVED,
  LOCKABLE_PROFILE_FIELDS,
  PHONE_CODE_EXCLUDED_COUNTRY,
  countryOptions,
  displayDateOfBirth,
  hasRealDateOfBirth,
  normaliseProfileSave,
  phoneCodeOptions,
  profileLocks,
} from "../account/profile.ts";
export type { CountryLike, LockableProfileField, ProfileForm, ProfileLockInput, ProfileLocks, ProfileSave } from "../account/profile.ts";
export { passwordOptionsFromSettings } from "../account/password-settings.ts";
export { gamePulseSeries, netResult, pulseSummary, roundTo } from "../statistics/game-pulse.ts";
export type { PulseGrouping, PulsePoint, PulseRound, PulseSummary } from "../statistics/game-pulse.ts";
export {
  HISTORY_PAGE_SIZE,
  HISTORY_VIEWS,
  casinoHistoryRequest,
  hasHistoryFilters,
  historyPageCount,
  historySearchParams,
  historySearchSchema,
  isIsoDay,
  parseHistorySearch,
  transactionsRequest,
  withHistoryChange,
} from "../history/history-search.ts";
export type { HistoryFilters, HistorySearch, HistorySearchOptions, HistoryView } from "../history/history-search.ts";
export { HISTORY_FILTER_CODES, historyFilterFormSchema, historyFilterFormValues, historyFiltersOf } from "../history/history-filter-form.ts";
export type { HistoryFilterCode, HistoryFilterForm } from "../history/history-filter-form.ts";
export { CSV_BOM, csvAmount, csvCell, historyCsvFileName, toCsv } from "../history/history-csv.ts";
export type { CsvValue } from "../history/history-csv.ts";
