import type { ElementFormView } from '../../../../../shared/project-views';
import type { FormConfig } from '../../../../../shared/schemas/builder';
import { api } from '../../../lib/api';
import { type MutationConfig, useApiMutation } from '../../../lib/mutation-config';
import { type ElementRef, elementKeys, elementPath } from '../../../lib/projects/element-queries';
import { afterElementSave } from './after-element-save';

/** `PUT /api/projects/{projectId}/applications/{applicationId}/elements/{element}/form`, with the version it was based on. */
const saveElementForm = ({ projectId, ref, element, body }: ElementRef & { body: { form: FormConfig; version: number } }) =>
  api.put<{ form: FormConfig; version: number }>(`${elementPath(projectId, ref, element)}/form`, body);

/**
 * Saves an element's form: the screen's `onSuccess` runs first (its state follows the saved form), then the
 * cached form takes the answer and what depends on it is refreshed (./after-element-save.ts).
 */
export function useSaveElementForm({ mutationConfig }: { mutationConfig?: MutationConfig<typeof saveElementForm> } = {}) {
  return useApiMutation(
    saveElementForm,
    {
      after: async (client, result, sent) => {
        client.setQueryData(elementKeys.form(sent.projectId, sent.ref, sent.element), (old: ElementFormView | undefined) =>
          old ? { ...old, form: result.form, version: result.version } : old,
        );
        await afterElementSave(client, sent, 'form');
      },
    },
    mutationConfig,
  );
}
