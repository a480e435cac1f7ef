/** What every form of the site runs on: rules, dates, phone formatting, keys and sending. */
export * from './rules';
export * from './dates';
export * from './phone-format';
export * from './idempotency';
export * from './outcome';
export * from './use-submission';
export * from './reload';
export * from './proof-of-work';
export * from './use-form-submission';
