/**
 * The wizard's actions, one at a time (`pending` while one runs): "Suivant" checks the step, saves the draft with
 * the next step and moves on; "Précédent" saves when something changed, then moves back; "Enregistrer le brouillon"
 * saves; before publishing, the draft is saved when changed or never saved.
 */
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import type { WebappContext } from '../../../../shared/schemas/webapps';
import type { WebappStep } from '../../../../shared/webapp-templates';
import { wizardMessages as messages } from './messages';
import { issuesOfStep, neighbours } from './model';
import type { WebappDraftState } from './use-webapp-draft';

export function useStepActions(draft: WebappDraftState, context: WebappContext, stepPath: (step: WebappStep) => string) {
  const intl = useIntl();
  const navigate = useNavigate();
  const [go, setGo] = useState<WebappStep | null>(null);
  const [pending, setPending] = useState(false);
  const busy = useRef(false);
  const { config, step, dirty, saveDraft } = draft;
  const { previous, next } = neighbours(config.main.template, step);

  // Moving on after a save, once the saved draft is the one shown (the unsaved guard reads `dirty`).
  useEffect(() => {
    if (go !== null && !dirty) {
      setGo(null);
      navigate(stepPath(go));
    }
  });

  /** One action at a time; `pending` while it runs. */
  const run = async (action: () => Promise<void>) => {
    if (busy.current) return;
    busy.current = true;
    setPending(true);
    draft.setStatus(null);
    try {
      await action();
    } finally {
      busy.current = false;
      setPending(false);
    }
  };

  return {
    previous,
    next,
    pending,
    /** A save of its own is running ("Enregistrement…"), not one before moving. */
    saving: pending && !go,
    onNext: (event: FormEvent) => {
      event.preventDefault();
      if (!next) return;
      void run(async () => {
        const issues = issuesOfStep(step, config, context);
        if (issues.length > 0) return draft.refuse(issues, 'VALIDATION_FAILED');
        if (await saveDraft(next)) setGo(next);
      });
    },
    onPrevious: () => {
      if (!previous) return;
      void run(async () => {
        if (!dirty) {
          draft.clearProblems();
          navigate(stepPath(previous));
          return;
        }
        if (await saveDraft(previous)) setGo(previous);
      });
    },
    onSave: () =>
      void run(async () => {
        if (await saveDraft(step)) draft.setStatus(intl.formatMessage(messages.saved));
      }),
    /** Before publishing: the version to publish (saved first when changed or never saved). */
    saveFirst: async (): Promise<number | null> => {
      if (!dirty && draft.savedVersion > 0) return draft.savedVersion;
      return (await saveDraft(step))?.version ?? null;
    },
  };
}
