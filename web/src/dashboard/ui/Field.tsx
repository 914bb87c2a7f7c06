import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from "react";

interface FieldProps {
  label: string;
  hint?: ReactNode;
  error?: string | null;
}

function Wrap({ id, label, hint, error, children }: FieldProps & { id: string; children: ReactNode }) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children}
      {hint && <span className="hint" id={`${id}-hint`}>{hint}</span>}
      {error && <span className="error-text" id={`${id}-error`} role="alert">{error}</span>}
    </div>
  );
}

const describedBy = (id: string, { hint, error }: FieldProps) => [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;

export function TextField({ label, hint, error, ...input }: FieldProps & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  return (
    <Wrap id={id} label={label} hint={hint} error={error}>
      <input id={id} type="text" aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, { label, hint, error })} {...input} />
    </Wrap>
  );
}

export function TextArea({ label, hint, error, ...input }: FieldProps & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const id = useId();
  return (
    <Wrap id={id} label={label} hint={hint} error={error}>
      <textarea id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, { label, hint, error })} {...input} />
    </Wrap>
  );
}

export function SelectField({
  label,
  hint,
  error,
  options,
  ...select
}: FieldProps & SelectHTMLAttributes<HTMLSelectElement> & { options: ReadonlyArray<{ value: string; label: string }> }) {
  const id = useId();
  return (
    <Wrap id={id} label={label} hint={hint} error={error}>
      <select id={id} aria-describedby={describedBy(id, { label, hint, error })} {...select}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </Wrap>
  );
}

/** A fieldset of checkboxes over a fixed list of values. */
export function CheckboxGroup<T extends string>({
  legend,
  values,
  checked,
  onChange,
  hint,
}: {
  legend: string;
  values: readonly T[];
  checked: readonly T[];
  onChange: (next: T[]) => void;
  hint?: ReactNode;
}) {
  const id = useId();
  return (
    <fieldset aria-describedby={hint ? `${id}-hint` : undefined}>
      <legend>{legend}</legend>
      {hint && <p className="hint muted" id={`${id}-hint`}>{hint}</p>}
      <div className="checks">
        {values.map((value) => (
          <label className="check" key={value}>
            <input
              type="checkbox"
              name={value}
              checked={checked.includes(value)}
              onChange={(e) => onChange(e.target.checked ? [...checked, value] : checked.filter((v) => v !== value))}
            />
            <code>{value}</code>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
