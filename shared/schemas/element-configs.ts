import * as v from 'valibot';
import { FormConfig, TableConfig, Version } from './builder';
import { ElementRefInput } from './refs';

/** `PUT …/elements/{element}/form` and `…/table`: the config and the element version it was based on. */
export const SaveFormInput = v.object({ ...ElementRefInput.entries, form: FormConfig, version: Version });
export const SaveTableInput = v.object({ ...ElementRefInput.entries, table: TableConfig, version: Version });
