/**
 * The draft the wizard edits: the configuration in memory across the steps, the last saved version, and its save.
 * A save refused shows why: this step's problems on its fields, the other steps' as links to fix them; a host taken
 * on step 1's host field; a stale draft (409) as errors.CONFLICT, for the page to offer the latest (never overwritten).
 */
import { useEffect, useState } from 'react';
import type { FieldIssue } from '../../../../shared/errors';
import type { WebappConfig, WebappDraft, WebappState } from '../../../../shared/schemas/webapps';
import type { WebappStep } from '../../../../shared/webapp-templates';
import { isApiError } from '../../lib/api';
import { fieldErrors, fieldMessageFor } from '../../lib/field-messages';
import { useForm } from '../../lib/forms/use-form';
import { type WebappRef, useSaveDraft } from './api/webapp';
import type { StepProps } from './components/step-form';
import { apiIssues, issuesOfStep, sameConfig, shapeIssues, stepOfPath, stepToOpen } from './model';

interface Saved {
  readonly config: WebappConfig;
  readonly version: number;
}

/** The draft of `state`, shown at step `asked` (the route's) when its template has it, else at the draft's. */
export function useWebappDraft(to: WebappRef, state: WebappState, asked: string | undefined) {
  const [config, setConfig] = useState<WebappConfig>(state.draft.config);
  const [saved, setSaved] = useState<Saved>({ config: state.draft.config, version: state.draft.version });
  const [status, setStatus] = useState<string | null>(null);
  const [fixSteps, setFixSteps] = useState<readonly WebappStep[]>([]);
  const form = useForm();
  const save = useSaveDraft();
  const context = state.context;
  const template = config.main.template;
  const step = stepToOpen(template, asked, state.draft.step);
  const dirty = !sameConfig(config, saved.config);

  // Once shown, a field's error stays only while the rule still fails (it goes as soon as the field is right).
  const { setFields } = form;
  useEffect(() => {
    setFields((current) => {
      if (Object.keys(current).length === 0) return current;
      const still = new Set(issuesOfStep(step, config, context).map((issue) => issue.field));
      const kept = Object.fromEntries(Object.entries(current).filter(([path]) => still.has(path)));
      return Object.keys(kept).length === Object.keys(current).length ? current : kept;
    });
  }, [config, step, context, setFields]);

  const edit = (change: (current: WebappConfig) => WebappConfig) => {
    setStatus(null);
    setConfig(change);
  };

  /** Shows problems: this step's on its fields (the focus goes to the first), the other steps' as links. */
  const refuse = (issues: readonly FieldIssue[], code: string) => {
    const others = [...new Set(issues.map((issue) => stepOfPath(issue.field, template)).filter((owner) => owner !== undefined))].filter(
      (owner) => owner !== step,
    );
    setFixSteps(others);
    form.reject(fieldErrors(issues.filter((issue) => stepOfPath(issue.field, template) === step)), code);
  };

  /** Saves the draft (with `target` as its step); the saved draft, or null when refused (the screen says why). */
  const saveDraft = async (target: WebappStep): Promise<WebappDraft | null> => {
    const shape = shapeIssues(config);
    if (shape.length > 0) {
      refuse(shape, 'VALIDATION_FAILED');
      return null;
    }
    try {
      const draft = await save.mutateAsync({ to, config, version: saved.version, step: target });
      setSaved({ config: draft.config, version: draft.version });
      setConfig(draft.config);
      setFixSteps([]);
      form.clear();
      return draft;
    } catch (failure) {
      if (isApiError(failure) && failure.code === 'WEBAPP_HOST_TAKEN') {
        setFixSteps(step === 'main' ? [] : ['main']);
        form.reject(step === 'main' ? { 'main.host': fieldMessageFor('errors.WEBAPP_HOST_TAKEN') } : {}, 'WEBAPP_HOST_TAKEN');
      } else if (isApiError(failure) && failure.status === 409) form.fail(failure, 'CONFLICT');
      else if (isApiError(failure) && failure.code === 'VALIDATION_FAILED') refuse(apiIssues(failure.details), 'VALIDATION_FAILED');
      else form.fail(failure);
      return null;
    }
  };

  /** What the step forms receive. */
  const stepProps = (canEdit: boolean): StepProps => ({
    config,
    context,
    edit,
    errorOf: (path) => form.errorText(path),
    errorUnder: (prefix) => {
      const key = Object.keys(form.fields).find((path) => path.startsWith(prefix));
      return key ? form.errorText(key) : undefined;
    },
    canEdit,
  });

  return {
    config,
    /** The step to show (the page redirects there when the route asked another). */
    step,
    /** The version last saved (0: never saved). */
    savedVersion: saved.version,
    /** Changed since the last save. */
    dirty,
    form,
    /** The confirmation of the last save, gone at the next change. */
    status,
    setStatus,
    /** The other steps whose problems refused the last save. */
    fixSteps,
    /** Forgets the shown problems (moving to another step with nothing to save). */
    clearProblems: () => {
      form.clear();
      setFixSteps([]);
    },
    refuse,
    saveDraft,
    stepProps,
  };
}

export type WebappDraftState = ReturnType<typeof useWebappDraft>;
