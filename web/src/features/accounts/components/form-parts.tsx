/** The part every account form repeats: its submit button (its failure is components/ui/form-error). */
import type { ReactNode } from 'react';

/** The submit button, `aria-disabled` while the form is being sent, then what follows it (a link). */
export function FormActions({
  label,
  pending,
  secondary = false,
  children,
}: {
  readonly label: string;
  readonly pending: boolean;
  /** A secondary action (not the screen's main button). */
  readonly secondary?: boolean;
  readonly children?: ReactNode;
}) {
  return (
    <div className="form-actions">
      <button type="submit" className={secondary ? 'button' : 'button primary'} aria-disabled={pending || undefined}>
        {label}
      </button>
      {children}
    </div>
  );
}
