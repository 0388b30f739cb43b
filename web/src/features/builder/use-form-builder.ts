/**
 * The state of the form builder screen: the builder state (model.ts) from the stored form, what is unsaved, the
 * edits (titles, layout, fields added, moved, reordered, changed, removed; each announced), the save (checked with
 * the shared schema first, then sent with the version it was based on) and the reload of the latest form after a 409.
 */
import { type FormEvent, useRef, useState } from 'react';
import { type IntlShape, useIntl } from 'react-intl';
import type { Language, UiLocale } from '../../../../shared/constants';
import type { ElementFormView } from '../../../../shared/project-views';
import { emptyValues, type RecordValues } from '../../../../shared/record-values';
import type { FieldType, FormField } from '../../../../shared/schemas/builder';
import type { ElementRef } from '../../lib/projects/element-queries';
import { useLocale } from '../../lib/use-locale';
import { useReloadElementForm } from './api/reload-element';
import { useSaveElementForm } from './api/save-element-form';
import { formMessages, typeMessages } from './messages';
import {
  addField,
  apiErrors,
  type BuilderState,
  checkForm,
  columnItems,
  columnOf,
  errorAt,
  fieldName,
  fieldPath,
  flatErrors,
  fromForm,
  markSaved,
  newField,
  removeField,
  shownColumn,
  snapshot,
  toForm,
  updateField,
} from './model';
import { useBuilderFocus } from './use-builder-focus';
import { useConfigForm } from './use-config-form';

/** What the screen starts from: the stored form as builder state, its snapshot (nothing unsaved yet) and version. */
function startFrom(view: ElementFormView) {
  const state = fromForm(view.form);
  return { state, saved: { baseline: snapshot(state), version: view.version } };
}

/** A new field's texts, in the interface language when the project has it (else its first): its type's name, numbered choices. */
function newFieldTexts(intl: IntlShape, type: FieldType, languages: readonly Language[], locale: UiLocale) {
  const name = intl.formatMessage(typeMessages[type]);
  const language = languages.includes(locale) ? locale : languages[0];
  return {
    label: (language ? { [language]: name } : {}) as FormField['label'],
    choice: (position: number) =>
      (language ? { [language]: intl.formatMessage(formMessages.choice, { position }) } : {}) as FormField['label'],
  };
}

export function useFormBuilder(route: ElementRef, view: ElementFormView) {
  const intl = useIntl();
  const locale = useLocale();
  const [initial] = useState(() => startFrom(view));
  /** The last stored form (as a snapshot) and its version. */
  const [start, setStart] = useState(initial.saved);
  const [state, setState] = useState<BuilderState>(initial.state);
  const [saved, setSaved] = useState(false);
  const [news, setNews] = useState('');
  const [hasRecords, setHasRecords] = useState(view.hasRecords);
  const [values, setValues] = useState<RecordValues>(() => emptyValues(view.form, view.languages));
  const stateRef = useRef(state);
  stateRef.current = state;

  const errors = useConfigForm({
    fromApi: (details) => flatErrors(apiErrors(stateRef.current, details)),
    // After a refusal the first field with a problem is selected (unless a form-level setting has one), so that the
    // hook's focus reaches its first invalid control.
    onReject: (problems) => {
      const first = stateRef.current.items.find((item) => errorAt(problems, fieldPath(item.uid)) !== undefined);
      if (first && Object.keys(problems).every((path) => path === 'fields' || path.startsWith('@')))
        setState((current) => ({ ...current, selected: first.uid }));
    },
  });
  const focus = useBuilderFocus();

  const save = useSaveElementForm({
    mutationConfig: {
      onSuccess: (result, { body: sent }) => {
        setStart({ baseline: JSON.stringify(sent.form), version: result.version });
        // Saved fields exist now (with records, their technical values are fixed), in the columns they were saved in.
        setState(markSaved);
        setSaved(true);
      },
    },
  });
  const reload = useReloadElementForm({
    mutationConfig: {
      onSuccess: (fresh) => {
        const next = startFrom(fresh);
        setStart(next.saved);
        setState(next.state);
        setValues(emptyValues(fresh.form, fresh.languages));
        setHasRecords(fresh.hasRecords);
        errors.clear();
        setSaved(false);
      },
    },
  });

  const edit = (next: (current: BuilderState) => BuilderState) => {
    setState(next);
    setSaved(false);
  };
  const add = (type: FieldType, column: number, before: string | null) => {
    const field = newField(stateRef.current, type, column, newFieldTexts(intl, type, view.languages, locale), view.categoryElements);
    const result = addField(stateRef.current, field, before);
    edit(() => result.state);
    errors.forget('fields');
    setNews(intl.formatMessage(formMessages.added, { name: fieldName(field, locale), column: columnOf(field) }));
  };
  const remove = (uid: string) => {
    const current = stateRef.current;
    const item = current.items.find((other) => other.uid === uid);
    if (!item) return;
    const shown = shownColumn(item.field, current.columns);
    const column = columnItems(current, shown);
    const next = column[column.findIndex((other) => other.uid === uid) + 1] ?? column[column.findIndex((other) => other.uid === uid) - 1];
    edit((state) => removeField(state, uid));
    errors.forget(fieldPath(uid));
    setNews(intl.formatMessage(formMessages.removed, { name: fieldName(item.field, locale) }));
    focus.focus(next ? `builder-field-${next.uid}` : `builder-column-${shown}`);
  };

  return {
    state,
    values,
    setValues,
    saved,
    news,
    hasRecords,
    dirty: snapshot(state) !== start.baseline,
    errors,
    reload,
    edit,
    add,
    remove,
    /** Selects a field: its settings show, brought into view. */
    select: (uid: string) => {
      setState((current) => ({ ...current, selected: uid }));
      focus.revealSettings(false);
    },
    /** The settings of the field selected, brought into view (`always`: they take the focus, after "Add"). */
    revealSettings: focus.revealSettings,
    changeField: (uid: string, patch: Partial<FormField>) => {
      edit((current) => updateField(current, uid, patch));
      for (const setting of Object.keys(patch)) errors.forget(fieldPath(uid, setting));
      if ('key' in patch) errors.forget('fields');
    },
    submit: (event: FormEvent) => {
      if (errors.pending) return event.preventDefault();
      setSaved(false);
      void errors.save(event, flatErrors(checkForm(state)), () =>
        save.mutateAsync({ ...route, body: { form: toForm(state), version: start.version } }),
      );
    },
  };
}
