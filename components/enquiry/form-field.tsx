import type { TypedField } from '@/lib/enquiry/fields';
import styles from './form-field.module.css';

type Props = {
  name: TypedField;
  label: string;
  error?: string;
  children: (props: {
    id: string;
    name: TypedField;
    'aria-invalid': boolean;
    'aria-describedby'?: string;
    className?: string;
  }) => React.ReactNode;
};

export function FormField({ name, label, error, children }: Props) {
  const id = `enquiry-${name}`;
  const errorId = `${id}-error`;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {children({
        id,
        name,
        'aria-invalid': Boolean(error),
        'aria-describedby': error ? errorId : undefined,
        className: error ? `${styles.control} ${styles.invalid}` : styles.control,
      })}
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
