/**
 * Messages about a whole form: `FormAlert` for a failure (role="alert", announced as soon as it appears),
 * `FormStatus` for a confirmation (role="status", announced politely). Both can carry actions (a link, a button).
 */
import type { ReactNode, Ref } from 'react';

export function FormAlert({ children, ref }: { children: ReactNode; ref?: Ref<HTMLDivElement> }) {
  return (
    <div ref={ref} role="alert" className="form-alert" tabIndex={-1}>
      {children}
    </div>
  );
}

export function FormStatus({ children, ref }: { children: ReactNode; ref?: Ref<HTMLDivElement> }) {
  return (
    <div ref={ref} role="status" className="form-status" tabIndex={-1}>
      {children}
    </div>
  );
}
