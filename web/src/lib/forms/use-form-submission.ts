import { useEffect, useId } from 'react';
import {
  get,
  useForm,
  type DefaultValues,
  type FieldError,
  type FieldValues,
  type Path,
  type Resolver,
} from 'react-hook-form';
import { useIdempotencyKey } from './idempotency';
import { isRefusedProofOfWork, useProofOfWork, type FetchChallenge } from './proof-of-work';
import { reloadPage } from './reload';
import { useSubmission } from './use-submission';

export interface FormSubmissionOptions<T extends FieldValues> {
  resolver: Resolver<T>;
  /** The values a reset leaves; its keys are the form's fields. */
  emptyValues: T;
  /** The values first shown (default: `emptyValues`). */
  initialValues?: T;
  /**
   * Sends the values with this display's Idempotency-Key and its proof of work (the body's
   * `altcha`); resolves to the server's message.
   */
  send: (values: T, idempotencyKey: string, altcha: string | undefined) => Promise<unknown>;
  /** Fetches the proof-of-work challenge that `send`'s `altcha` solves (api/security). */
  fetchChallenge: FetchChallenge;
  /** Shown on success when the server gave no message. */
  successFallback: string;
  /** Shown on failure when the server gave no message. */
  failureFallback: string;
  /**
   * The form field that shows the server's message for each payload field. Without it a message
   * goes to the form field of the same name.
   */
  fieldOf?: Readonly<Record<string, Path<T>>>;
  /** Runs when the visitor closes the success dialog: after the reset, before the reload. */
  onSuccessClose?: () => void;
}

/**
 * One display of a site form: its values checked by `resolver` once a field is touched, one
 * Idempotency-Key for every submit, a proof of work solved in the background once the page has
 * started, the server's messages on their fields, and the result dialog; closing the
 * success dialog clears the form and reloads the page. An invalid submit touches every field,
 * so each shows its message.
 */
export function useFormSubmission<T extends FieldValues & { website: string }>({
  resolver,
  emptyValues,
  initialValues = emptyValues,
  send,
  fetchChallenge,
  successFallback,
  failureFallback,
  fieldOf,
  onSuccessClose,
}: FormSubmissionOptions<T>) {
  const id = useId();
  const idempotencyKey = useIdempotencyKey();
  const proofOfWork = useProofOfWork(fetchChallenge);
  const fields = Object.keys(emptyValues) as Path<T>[];
  const {
    control,
    register,
    handleSubmit,
    reset,
    setError,
    setValue,
    getValues,
    formState: { errors, touchedFields, isSubmitted, isValid },
  } = useForm<T>({
    mode: 'onTouched',
    reValidateMode: 'onChange',
    defaultValues: initialValues as DefaultValues<T>,
    resolver,
  });

  const { sending, result, submit, clearResult } = useSubmission<T>({
    // "Sending..." shows from the press: a proof of work still being solved is waited for. One
    // the server refused (it expired while the patient typed, say) is replaced once.
    send: async (values) => {
      try {
        return await send(values, idempotencyKey, await proofOfWork.solution());
      } catch (error) {
        if (!isRefusedProofOfWork(error)) throw error;
        return send(values, idempotencyKey, await proofOfWork.renew());
      }
    },
    successFallback,
    failureFallback,
    onFieldErrors: (fieldErrors) => {
      for (const [field, message] of Object.entries(fieldErrors)) {
        const own = fieldOf
          ? fieldOf[field]
          : fields.includes(field as Path<T>)
            ? (field as Path<T>)
            : undefined;
        if (own) setError(own, { type: 'server', message });
      }
    },
  });

  // On a slow phone a patient may type into the page the server sent, and leave a field, before
  // the app runs: such a field is checked as soon as it does, as leaving it would have been.
  useEffect(() => {
    const focused = document.activeElement?.getAttribute('name');
    for (const field of fields) {
      const value = getValues(field);
      if (field !== focused && value !== get(initialValues, field)) {
        setValue(field, value, { shouldTouch: true, shouldValidate: true });
      }
    }
    // Once, when the form first runs.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const touchEverything = () => {
    for (const field of fields) setValue(field, getValues(field), { shouldTouch: true });
  };

  const closeResult = () => {
    const succeeded = result?.kind === 'success';
    clearResult();
    if (succeeded) {
      reset(emptyValues);
      onSuccessClose?.();
      reloadPage();
    }
  };

  const fieldId = (suffix: string) => `${id}-${suffix}`;

  /** A field's message, once it is touched or the form was submitted. */
  const errorOf = (name: Path<T>): string | undefined => {
    if (!get(touchedFields, name) && !isSubmitted) return undefined;
    return get<typeof errors, FieldError | undefined>(errors, name)?.message;
  };

  return {
    sending,
    isValid,
    result,
    closeResult,
    onSubmit: handleSubmit(submit, touchEverything),
    // The honeypot registers as the form renders; each field registers as it is drawn, so the
    // fields keep page order, the order an invalid submit looks through for a field to focus.
    honeypot: { id: fieldId('website'), registration: register('website' as Path<T>) },
    /** A field component's id (the form's id, then `idSuffix`), message, form and name. */
    field: <N extends Path<T>>(name: N, idSuffix: string) => ({
      id: fieldId(idSuffix),
      error: errorOf(name),
      control,
      name,
    }),
    /** Empties every field. */
    clear: () => reset(emptyValues),
  };
}
