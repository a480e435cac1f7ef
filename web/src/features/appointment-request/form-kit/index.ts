/** The pieces every form of the site is built from: rules, fields, phone input, dialogs. */
export * from './rules';
export * from './dates';
export * from './phone-format';
export * from './idempotency';
export * from './outcome';
export * from './use-submission';
export * from './reload';
export { FormField, RequiredNote, type FieldControlProps } from './FormField';
export { Honeypot } from './Honeypot';
export { PhoneInput } from './PhoneInput';
export { ResultDialog } from './ResultDialog';
export { SubmitButton } from './SubmitButton';
import './form-kit.css';
