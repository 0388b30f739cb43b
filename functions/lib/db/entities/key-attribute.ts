import { string } from 'dynamodb-toolbox/schema/string';
import { KEYS } from '../table-definition';

/**
 * An id that is stored only inside the partition key it builds (`build` comes from ../keys.ts): saved as `PK`
 * through `build`, read back by cutting `build`'s prefix, and hidden from formatted items. For items whose stored
 * shape has no attribute of their own for that id (an interactive module's items carry no `applicationId`).
 */
export const keyAttribute = (build: (id: string) => string) =>
  string()
    .key()
    .hidden()
    .savedAs(KEYS.partitionKey)
    .transform({ encode: build, decode: (saved: string) => saved.slice(build('').length) });
