import type { DemoPageForm } from '@seniorguide/content';
import { useId, type SubmitEvent } from 'react';

// The demo quote and free-trial forms (spec section 2): four fields, no validation, and a button that
// only explains, in an alert, that this is a demo. Nothing is sent anywhere.

type Field = { name: string; label: string | null | undefined; type: string; autoComplete: string; inputMode?: 'tel' | 'email' | 'numeric' };

export default function DemoQuoteForm({ form }: { form: DemoPageForm }) {
  const id = useId();
  const fields: Field[] = [
    { name: 'name', label: form.nameLabel, type: 'text', autoComplete: 'name' },
    { name: 'phone', label: form.phoneLabel, type: 'tel', autoComplete: 'tel', inputMode: 'tel' },
    { name: 'email', label: form.emailLabel, type: 'email', autoComplete: 'email', inputMode: 'email' },
    { name: 'zip', label: form.zipLabel, type: 'text', autoComplete: 'postal-code', inputMode: 'numeric' },
  ];
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    window.alert(form.alertMessage ?? '');
  };
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="text-2xl font-bold">
        {form.heading}
      </h2>
      {fields.map((field) => (
        <div key={field.name} className="flex flex-col gap-2">
          <label htmlFor={`${id}-${field.name}`} className="text-lg font-semibold">
            {field.label}
          </label>
          <input
            id={`${id}-${field.name}`}
            name={field.name}
            type={field.type}
            autoComplete={field.autoComplete}
            inputMode={field.inputMode}
            className="input input-lg w-full border-2 border-base-content/60 text-lg"
          />
        </div>
      ))}
      <button type="submit" className="btn btn-primary btn-lg tap-target w-full text-lg">
        {form.submitLabel}
      </button>
    </form>
  );
}
