import type { AccessLevel } from './projects';
import type { ApplicationKind, BuilderElement, CatalogueOptions } from './kinds';
import type { Language } from './constants';
import type { ProjectType } from './projects';
import type { FormConfig, LocalizedText, TableConfig } from './schemas/builder';

/** What the projects and applications API answer (the web reads the same types). */
export interface ProjectSummary {
  readonly projectId: string;
  readonly name: string;
  readonly languages: readonly Language[];
  readonly type: ProjectType;
  readonly level: AccessLevel;
  readonly isOwner: boolean;
}

export interface ProjectDetail extends ProjectSummary {
  readonly version: number;
  readonly createdAt: string;
  readonly applications: readonly ApplicationSummary[];
}

export interface ElementSummary {
  readonly key: string;
  readonly name: LocalizedText;
  readonly count: number;
}

export interface ApplicationSummary {
  readonly applicationId: string;
  readonly slug: string;
  readonly kind: ApplicationKind;
  readonly title: string;
  readonly description: string;
  readonly url: string;
  readonly level: AccessLevel;
  readonly elements: readonly ElementSummary[];
}

export interface ApplicationDetail extends ApplicationSummary {
  readonly projectId: string;
  readonly catalogueOptions?: CatalogueOptions;
  readonly version: number;
  readonly createdAt: string;
  readonly updatedAt: string;
  readonly configs: readonly (BuilderElement & { count: number })[];
}

/** What the form and table screens of one builder element both load. */
interface ElementConfigView {
  readonly element: { readonly key: string; readonly name: LocalizedText };
  readonly form: FormConfig;
  readonly version: number;
  readonly languages: readonly Language[];
}

/** `GET …/elements/{element}/form`. */
export interface ElementFormView extends ElementConfigView {
  /** Technical values of existing fields are fixed once the element has records. */
  readonly hasRecords: boolean;
  /** Elements of the application whose records can feed category fields. */
  readonly categoryElements: readonly string[];
}

/** `GET …/elements/{element}/table`. */
export interface ElementTableView extends ElementConfigView {
  readonly table: TableConfig;
}

/** Delegation: one right the owner gave, on the project or on one application (GET/PUT …/grants). */
export interface ProjectGrant {
  readonly email: string;
  readonly level: AccessLevel;
  readonly applicationId?: string;
}
export interface ProjectGrants {
  readonly grants: readonly ProjectGrant[];
}
