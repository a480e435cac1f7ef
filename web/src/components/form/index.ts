/** What every form of the site shows: its frame, labelled fields, buttons and result dialog. */
export { FormField, RequiredNote, type FieldControlProps } from './FormField';
export { Honeypot } from './Honeypot';
export { PhoneField } from './PhoneField';
export { PhoneInput } from './PhoneInput';
export { ResultDialog } from './ResultDialog';
export { SelectField, type SelectOption } from './SelectField';
export { SiteForm } from './SiteForm';
export { SubmitButton } from './SubmitButton';
export { TextAreaField } from './TextAreaField';
export { TextField } from './TextField';
import './form.css';
