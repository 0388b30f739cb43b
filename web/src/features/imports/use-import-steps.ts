/**
 * The steps of a copy-paste import: the paste (typed, or a .csv file read into it; checked for emptiness and size
 * before anything is sent), its preview by the server, then the commit (a job). A new preview takes the focus (its
 * heading); "Importer d'autres données" starts again from an empty paste area, which takes the focus.
 */
import { type ChangeEvent, useEffect, useRef, useState } from 'react';
import type { UiLocale } from '../../../../shared/constants';
import { IMPORT_MAX_BYTES, type ImportPreview } from '../../../../shared/schemas/imports';
import { useApiMutation } from '../../lib/mutation-config';
import type { ElementRef } from '../../lib/projects/element-queries';
import { byteSize, commitImport, previewImport } from './api';
import { type Failure, failureOf } from './components/failure-alert';

export type Step =
  | { readonly name: 'paste' }
  | { readonly name: 'preview'; readonly preview: ImportPreview }
  | { readonly name: 'commit'; readonly preview: ImportPreview; readonly jobId: string };

/** What the browser itself refuses of a paste. */
export type LocalProblem = 'empty' | 'tooLarge' | 'fileUnreadable';

export function useImportSteps(to: ElementRef, locale: UiLocale) {
  const [text, setText] = useState('');
  const [step, setStep] = useState<Step>({ name: 'paste' });
  const [failure, setFailure] = useState<Failure | null>(null);
  const [localProblem, setLocalProblem] = useState<LocalProblem | null>(null);
  const pasteRef = useRef<HTMLTextAreaElement>(null);
  const previewHeading = useRef<HTMLHeadingElement>(null);

  const preview = useApiMutation(
    (csv: string) => previewImport(to, csv, locale),
    {},
    {
      onSuccess: (result) => setStep({ name: 'preview', preview: result }),
      onError: (error) => setFailure(failureOf(error)),
    },
  );
  const commit = useApiMutation(
    (importId: string) => commitImport(to, importId),
    {},
    {
      onError: (error) => setFailure(failureOf(error)),
    },
  );

  // A new preview takes the focus (its heading): what the paste gave is read from there.
  const previewId = step.name === 'preview' ? step.preview.importId : null;
  useEffect(() => {
    if (previewId) previewHeading.current?.focus();
  }, [previewId]);
  // "Importer d'autres données" brings the focus back to an empty paste area.
  const focusPaste = useRef(false);
  useEffect(() => {
    if (step.name !== 'paste' || !focusPaste.current) return;
    focusPaste.current = false;
    pasteRef.current?.focus();
  }, [step.name]);

  return {
    text,
    step,
    failure,
    localProblem,
    pasteRef,
    previewHeading,
    previewing: preview.isPending,
    committing: commit.isPending,
    /** The paste changed: a preview shown no longer says what it holds. */
    type: (value: string) => {
      setText(value);
      if (step.name === 'preview') setStep({ name: 'paste' });
    },
    /** The ready header line, put in the paste area. */
    insert: (line: string) => {
      setText(`${line}\n`);
      setStep({ name: 'paste' });
    },
    askPreview: () => {
      if (preview.isPending) return;
      setFailure(null);
      if (text.trim() === '') return setLocalProblem('empty');
      if (byteSize(text) > IMPORT_MAX_BYTES) return setLocalProblem('tooLarge');
      setLocalProblem(null);
      preview.mutate(text);
    },
    readFile: async (event: ChangeEvent<HTMLInputElement>) => {
      const file = event.target.files?.[0];
      event.target.value = '';
      if (!file) return;
      if (file.size > IMPORT_MAX_BYTES) return setLocalProblem('tooLarge');
      try {
        setText(await file.text());
        setLocalProblem(null);
        setStep({ name: 'paste' });
        pasteRef.current?.focus();
      } catch {
        setLocalProblem('fileUnreadable');
      }
    },
    startCommit: (current: ImportPreview) => {
      if (commit.isPending) return;
      setFailure(null);
      commit.mutate(current.importId, { onSuccess: ({ jobId }) => setStep({ name: 'commit', preview: current, jobId }) });
    },
    again: () => {
      setText('');
      setStep({ name: 'paste' });
      setFailure(null);
      focusPaste.current = true;
    },
  };
}
